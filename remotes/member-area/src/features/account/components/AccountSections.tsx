import { paths } from '@csan/shared-auth/paths';
import { Button, QueryStates, SimpleGrid, Stack } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { TeamAccessNote } from '../../../components/TeamAccessNote';
import { NS } from '../../../i18n/namespace';
import { useProfileDetailQuery } from '../api/profile-detail-query';
import { usePasswordRecovery } from '../lib/use-password-recovery';
import { AccessFlagsCard } from './AccessFlagsCard';
import { MemberDataCard } from './MemberDataCard';
import { NewPasswordCard } from './NewPasswordCard';
import { ProfileCard } from './ProfileCard';
import { RenewalRemindersCard } from './RenewalRemindersCard';
import { SecurityCard } from './SecurityCard';

type Props = { userId: string; email: string; lastSignInAt: string | null };

/** The signed-in member's cards, each loading → error (server message) → data. */
export function AccountSections({ userId, email, lastSignInAt }: Props) {
  const { t } = useTranslation(NS);
  const profile = useProfileDetailQuery(userId);
  const recovery = usePasswordRecovery();

  return (
    <Stack gap="6">
      {recovery.active ? <NewPasswordCard onDone={recovery.finish} /> : null}
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6" alignItems="start">
        <Stack gridColumn={{ lg: 'span 2' }} gap="6">
          <TeamAccessNote userId={userId} />
          <QueryStates
            query={profile}
            errorTitle={t('account.profile.loadFailure')}
            errorMessage={(error) => error.message}
          >
            {(data) => <ProfileCard userId={userId} email={email} profile={data} />}
          </QueryStates>
        </Stack>
        <Stack gap="6">
          <SecurityCard userId={userId} lastSignInAt={lastSignInAt} />
          {profile.isSuccess ? <AccessFlagsCard profile={profile.data} /> : null}
          <RenewalRemindersCard userId={userId} />
          <MemberDataCard userId={userId} email={email} />
          <Button asChild variant="outline" colorPalette="brand">
            <RouterLink to={paths.memberDirectory()}>{t('account.manageDirectory')}</RouterLink>
          </Button>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
