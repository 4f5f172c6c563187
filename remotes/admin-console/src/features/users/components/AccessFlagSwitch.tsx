import { reportError } from '@csan/shared-auth';
import { chakra, toaster } from '@csan/shared-ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import { useAdminWrite } from '../../../lib/use-admin-write';
import { useProfileFlagUpdateMutation } from '../api/profile-flag-update-mutation';
import type { AccessFlag, UserRow } from '../api/user-list-query';

/** One access flag of one user as a switch, saved at once with the spec's toasts. */
export function AccessFlagSwitch({ user, flag }: { user: UserRow; flag: AccessFlag }) {
  const { t } = useTranslation(NS);
  const id = useId();
  const update = useProfileFlagUpdateMutation();
  const { ready } = useAdminWrite();
  const pending = update.isPending;
  // While saving, the switch shows where it is going.
  const checked = pending && update.variables ? update.variables.value : user[flag];

  async function toggle(value: boolean) {
    if (!ready()) return;
    try {
      await update.mutateAsync({ profileId: user.profile_id, flag, value });
      toaster.success({ title: t('users.flagSuccess') });
    } catch (error) {
      reportError(error, { remote: 'admin_console', action: 'access flag update' });
      toaster.error({ title: t('users.flagFailure') });
    }
  }

  return (
    <chakra.label
      htmlFor={id}
      display="flex"
      alignItems="center"
      gap="2"
      cursor="pointer"
      fontSize="sm"
    >
      <chakra.input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={pending}
        onChange={(event) => void toggle(event.target.checked)}
        width="4"
        height="4"
        accentColor="var(--chakra-colors-brand-600)"
      />
      {t(`users.flags.${flag}`)}
    </chakra.label>
  );
}
