import { DataError, reportError } from '@csan/shared-auth';
import { Button, Stack, Text, toaster } from '@csan/shared-ui';
import { FormDialog, Input, LabelledField, NativeSelect } from '@csan/shared-ui/forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import { useAdminWrite } from '../../../lib/use-admin-write';
import { useMembershipMutation } from '../api/intel-members';
import type { IntelOrganisation } from '../api/intel-organisations';
import { useIntelPartnersQuery } from '../api/intel-partners';
import { MEMBER_ROLES, type MemberRole } from '../rules/intel-vocabulary';

type Props = { organisation: IntelOrganisation; memberIds: readonly string[] };

/**
 * 'Add member': a people picker over the flagged partners (search by name or e-mail, then
 * choose one), and the role, member or focal point. People already in it are not offered.
 */
export function PlaceMemberDialog({ organisation, memberIds }: Props) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [userId, setUserId] = useState('');
  const [role, setRole] = useState<MemberRole>('member');
  const partners = useIntelPartnersQuery(open ? search : '');
  const place = useMembershipMutation();
  const { ready } = useAdminWrite();
  const choices = (partners.data ?? []).filter((p) => !memberIds.includes(p.user_id));
  const chosen = choices.some((p) => p.user_id === userId) ? userId : '';

  async function confirm() {
    if (!chosen || !ready()) return;
    try {
      await place.mutateAsync({ action: 'place', orgId: organisation.id, userId: chosen, role });
      toaster.success({ title: t('intel.members.placed', { org: organisation.name }) });
      setUserId('');
      setSearch('');
      setOpen(false);
    } catch (error) {
      reportError(error, { remote: 'admin_console', action: 'intel member place' });
      const said = error instanceof DataError ? error : null;
      toaster.error({
        title: t('intel.members.placeFailed'),
        description:
          said?.kind === 'duplicate'
            ? t('intel.members.already')
            : (said?.serverMessage ?? undefined),
      });
    }
  }

  return (
    <FormDialog
      trigger={
        <Button
          size="xs"
          colorPalette="brand"
          variant="outline"
          aria-label={t('intel.members.addTo', { org: organisation.name })}
        >
          {t('intel.members.add')}
        </Button>
      }
      open={open}
      onOpenChange={setOpen}
      title={t('intel.members.addTo', { org: organisation.name })}
      confirmLabel={t('intel.members.add')}
      confirmPalette="brand"
      confirmDisabled={!chosen}
      cancelLabel={t('intel.cancel')}
      busy={place.isPending}
      onConfirm={() => void confirm()}
    >
      <Stack gap="4">
        <LabelledField label={t('intel.members.find')} helper={t('intel.members.findHelp')}>
          {(describedBy) => (
            <Input
              type="search"
              autoComplete="off"
              aria-describedby={describedBy}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          )}
        </LabelledField>
        {partners.isError ? (
          <Text color="red.fg" role="alert">
            {t('intel.partners.loadError')}
          </Text>
        ) : (
          <LabelledField
            label={t('intel.members.person')}
            required
            helper={
              partners.isPending
                ? t('intel.loading')
                : t('intel.members.found', { count: choices.length })
            }
          >
            {(describedBy) => (
              <NativeSelect.Root>
                <NativeSelect.Field
                  aria-describedby={describedBy}
                  value={chosen}
                  onChange={(event) => setUserId(event.target.value)}
                >
                  <option value="">{t('intel.members.choose')}</option>
                  {choices.map((p) => (
                    <option key={p.user_id} value={p.user_id}>
                      {p.full_name ? `${p.full_name} <${p.email}>` : p.email}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            )}
          </LabelledField>
        )}
        <LabelledField label={t('intel.members.role')}>
          {(describedBy) => (
            <NativeSelect.Root>
              <NativeSelect.Field
                aria-describedby={describedBy}
                value={role}
                onChange={(event) => setRole(event.target.value as MemberRole)}
              >
                {MEMBER_ROLES.map((value) => (
                  <option key={value} value={value}>
                    {t(`intel.role.${value}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          )}
        </LabelledField>
      </Stack>
    </FormDialog>
  );
}
