import { reportError } from '@csan/shared-auth';
import { Button, HStack, Stack, Text, toaster } from '@csan/shared-ui';
import { FormDialog, NativeSelect } from '@csan/shared-ui/forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import { useAdminWrite } from '../../../lib/use-admin-write';
import { type IntelMember, useMembershipMutation } from '../api/intel-members';
import type { IntelOrganisation } from '../api/intel-organisations';
import { MEMBER_ROLES, type MemberRole } from '../rules/intel-vocabulary';

type Props = { organisation: IntelOrganisation; member: IntelMember };

/** One person of an organisation: their role (changed in place) and Remove, confirmed. */
export function MemberRow({ organisation, member }: Props) {
  const { t } = useTranslation(NS);
  const [confirming, setConfirming] = useState(false);
  const change = useMembershipMutation();
  const { ready } = useAdminWrite();
  const name = member.full_name || member.email;
  const base = { orgId: organisation.id, userId: member.user_id };

  async function setRole(role: MemberRole) {
    if (role === member.role || !ready()) return;
    try {
      await change.mutateAsync({ action: 'role', ...base, role });
      toaster.success({ title: t('intel.members.roleSaved', { name }) });
    } catch (error) {
      reportError(error, { remote: 'admin_console', action: 'intel member role' });
      toaster.error({ title: t('intel.members.changeFailed') });
    }
  }

  async function remove() {
    if (!ready()) return;
    try {
      await change.mutateAsync({ action: 'remove', ...base });
      toaster.success({ title: t('intel.members.removed', { name, org: organisation.name }) });
      setConfirming(false);
    } catch (error) {
      reportError(error, { remote: 'admin_console', action: 'intel member remove' });
      toaster.error({ title: t('intel.members.changeFailed') });
    }
  }

  return (
    <HStack as="li" justify="space-between" flexWrap="wrap" gap="2" py="2" borderTopWidth="1px">
      <Stack gap="0" minW="0">
        <Text fontWeight="medium" wordBreak="break-word">
          {member.full_name || t('intel.members.unnamed')}
        </Text>
        <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
          {member.email}
        </Text>
      </Stack>
      <HStack gap="2">
        <NativeSelect.Root size="sm" width="auto" disabled={change.isPending}>
          <NativeSelect.Field
            aria-label={t('intel.members.roleOf', { name })}
            value={member.role}
            onChange={(event) => void setRole(event.target.value as MemberRole)}
          >
            {MEMBER_ROLES.map((value) => (
              <option key={value} value={value}>
                {t(`intel.role.${value}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <FormDialog
          trigger={
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              aria-label={t('intel.members.removeNamed', { name })}
            >
              {t('intel.members.remove')}
            </Button>
          }
          open={confirming}
          onOpenChange={setConfirming}
          title={t('intel.members.removeTitle', { name })}
          confirmLabel={t('intel.members.remove')}
          cancelLabel={t('intel.cancel')}
          busy={change.isPending}
          danger
          onConfirm={() => void remove()}
        >
          <Text>{t('intel.members.removeConfirm', { name, org: organisation.name })}</Text>
        </FormDialog>
      </HStack>
    </HStack>
  );
}
