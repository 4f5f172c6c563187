import '../../i18n';
import { useSession } from '@csan/shared-auth';
import { Container, LoadingState, PageHeader, Text } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n/namespace';
import { AccountSections } from './components/AccountSections';

/**
 * `/account`: profile, security (MFA) and access flags, and the
 * new-password form after a recovery link. The shell guards the route; a signed-out visitor
 * who still lands here gets a short note instead of requests that would fail.
 */
export default function AccountPage() {
  const { t } = useTranslation(NS);
  const status = useSession((s) => s.status);
  const user = useSession((s) => s.user);
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <PageHeader title={t('account.title')} description={t('account.description')} />
      {status === 'loading' ? <LoadingState /> : null}
      {status === 'signed-out' || (status === 'signed-in' && !user) ? (
        <Text color="fg.muted">{t('account.signedOut')}</Text>
      ) : null}
      {status === 'signed-in' && user ? (
        <AccountSections
          key={user.id}
          userId={user.id}
          email={user.email ?? ''}
          lastSignInAt={user.last_sign_in_at ?? null}
        />
      ) : null}
    </Container>
  );
}
