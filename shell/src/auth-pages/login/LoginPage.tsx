import '../i18n';
import {
  loadSupabase,
  RETURN_PARAM,
  refreshAccess,
  reportError,
  safeReturnPath,
  useAccess,
} from '@csan/shared-auth';
import { Box, Card, Container, ErrorState, LoadingState, PageHeader } from '@csan/shared-ui';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useSiteBase } from '../../layout/site-base';
import { AUTH_NS } from '../i18n/namespace';
import { ACCOUNT_PATH, decideLoginView } from '../lib/login-view';
import { MfaStep } from '../mfa/MfaStep';
import { useInvitation } from '../signup/use-invitation';
import { LoginTabs } from './LoginTabs';

/** Loads supabase-js for this page (its forms need the client); a failed download can retry. */
function useClientReady(): { failed: boolean; retry: () => void } {
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    setFailed(false);
    loadSupabase().catch((error: unknown) => {
      reportError(error, { remote: 'shell', action: 'supabase-js failed to load' });
      setFailed(true);
    });
  }, []);
  useEffect(load, [load]);
  return { failed, retry: load };
}

/**
 * /login: the view follows the session (decideLoginView), so a page load with a session and a
 * fresh password sign-in take the same path to the MFA step, /mfa-lockout or /. A page that
 * sent the visitor here names itself in `?next=` (a same-origin path only, see
 * safeReturnPath); a finished sign-in goes back there instead of /.
 */
export default function LoginPage() {
  const { t } = useTranslation(AUTH_NS);
  const [params] = useSearchParams();
  const token = params.get('token');
  const returnTo = safeReturnPath(params.get(RETURN_PARAM));
  const siteUrl = useSiteBase() ?? window.location.origin;
  const access = useAccess();
  const client = useClientReady();
  const invitation = useInvitation(token);
  // After a redeemed backup code the page holds (checking) until the access information shows
  // the factor gone, then goes to /account: the /account guard would otherwise still see the
  // old factor and send the user back here.
  const [pending, setPending] = useState<{ to: string; ready: boolean } | null>(null);
  const view = decideLoginView({ ...access, pending, returnTo });

  if (client.failed) return <ErrorState message={t('page.loadFailed')} onRetry={client.retry} />;
  if (view.kind === 'redirect') return <Navigate to={view.to} replace />;

  let body: ReactNode;
  if (view.kind === 'checking') {
    body = <LoadingState label={t('page.checkingSession')} />;
  } else if (view.kind === 'unverified') {
    body = (
      <ErrorState message={t('page.accessCheckFailed')} onRetry={() => void refreshAccess()} />
    );
  } else if (view.kind === 'mfa-step') {
    body = (
      <MfaStep
        onVerified={refreshAccess}
        onBackupRedeemed={async () => {
          setPending({ to: ACCOUNT_PATH, ready: false });
          await refreshAccess();
          setPending({ to: ACCOUNT_PATH, ready: true });
        }}
        onBack={async () => {
          const supabase = await loadSupabase();
          await supabase.auth.signOut({ scope: 'local' });
        }}
      />
    );
  } else if (invitation.kind === 'checking') {
    body = <LoadingState label={t('page.checkingInvitation')} />;
  } else if (invitation.kind === 'failed') {
    // The check itself failed (network, server): not a verdict on the link, so no "invalid".
    body = <ErrorState message={t('page.loadFailed')} onRetry={invitation.retry} />;
  } else {
    body = (
      <LoginTabs
        invitation={invitation}
        token={token}
        tabParam={params.get('tab')}
        siteUrl={siteUrl}
      />
    );
  }

  return (
    <Container maxW="lg" py={{ base: '8', md: '12' }}>
      <PageHeader title={t('page.title')} description={t('page.internalOnly')} />
      <Card.Root>
        <Card.Body>
          <Box>{body}</Box>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
