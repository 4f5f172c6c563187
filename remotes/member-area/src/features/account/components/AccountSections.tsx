import { Button, ErrorState, LoadingState, SimpleGrid, Stack, useAsync } from '@csan/shared-ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { NS } from '../../../i18n/namespace';
import { fetchMfaStatus } from '../api/mfa-status-query';
import { fetchProfile } from '../api/profile-query';
import { usePasswordRecovery } from '../lib/use-password-recovery';
import { AccessFlagsCard } from './AccessFlagsCard';
import { NewPasswordCard } from './NewPasswordCard';
import { ProfileCard } from './ProfileCard';
import { SecurityCard } from './SecurityCard';

type Props = { userId: string; email: string; lastSignInAt: string | null };

/** The signed-in member's cards: loading → error (server message) → data. */
export function AccountSections({ userId, email, lastSignInAt }: Props) {
  const { t } = useTranslation(NS);
  const profile = useAsync(
    userId,
    useCallback(() => fetchProfile(userId), [userId]),
  );
  const mfa = useAsync(
    userId,
    useCallback(() => fetchMfaStatus(userId), [userId]),
  );
  const recovery = usePasswordRecovery();

  const reloadMfa = mfa.reload;
  const reloadProfile = profile.reload;
  const mfaChanged = useCallback(() => {
    reloadMfa();
    reloadProfile();
  }, [reloadMfa, reloadProfile]);

  return (
    <Stack gap="6">
      {recovery.active ? <NewPasswordCard onDone={recovery.finish} /> : null}
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6" alignItems="start">
        <Stack gridColumn={{ lg: 'span 2' }} gap="6">
          {profile.status === 'loading' ? <LoadingState /> : null}
          {profile.status === 'error' ? (
            <ErrorState
              title={t('account.profile.loadFailure')}
              message={profile.error.message}
              onRetry={profile.reload}
            />
          ) : null}
          {profile.status === 'success' ? (
            <ProfileCard
              userId={userId}
              email={email}
              profile={profile.data}
              onSaved={profile.reload}
            />
          ) : null}
        </Stack>
        <Stack gap="6">
          <SecurityCard
            lastSignInAt={lastSignInAt}
            mfa={mfa}
            onRetry={mfa.reload}
            onMfaChanged={mfaChanged}
          />
          {profile.status === 'success' ? <AccessFlagsCard profile={profile.data} /> : null}
          <Button asChild variant="outline" colorPalette="brand">
            <RouterLink to="/member-directory">{t('account.manageDirectory')}</RouterLink>
          </Button>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
