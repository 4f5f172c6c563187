import { Stack, Text } from '@csan/shared-ui';
import { Input, LabelledField } from '@csan/shared-ui/forms';
import { useState } from 'react';
import { type Control, Controller, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useOrganisationOptions } from '../../../api/organisation-options';
import { CheckboxList } from '../../../components/CheckboxList';
import { NS } from '../../../i18n/namespace';
import type { TlpLevel } from '../../../lib/tlp';
import { usePartnerOptions } from '../api/recipient-queries';
import type { AdvisoryForm } from '../rules/advisory-schema';

type Props = {
  tlp: TlpLevel;
  control: Control<AdvisoryForm>;
  errors: FieldErrors<AdvisoryForm>;
  /** People already chosen (an advisory being edited), shown even when the search hides them. */
  knownPeople: readonly { user_id: string; full_name: string | null }[];
};

/**
 * Who may read it: CLEAR and GREEN every partner (nothing to choose); AMBER and AMBER+STRICT
 * the members of the organisations chosen; RED the people chosen.
 */
export function RecipientFields({ tlp, control, errors, knownPeople }: Props) {
  const { t } = useTranslation(NS);
  const [search, setSearch] = useState('');
  const orgs = useOrganisationOptions();
  const people = usePartnerOptions(tlp === 'red' ? search : '');
  if (tlp === 'clear' || tlp === 'green') {
    return <Text color="fg.muted">{t('editor.everyPartner')}</Text>;
  }
  if (tlp === 'amber' || tlp === 'amber_strict') {
    return (
      <Controller
        control={control}
        name="recipientOrgIds"
        render={({ field }) => (
          <CheckboxList
            legend={t(tlp === 'amber' ? 'editor.orgsAmber' : 'editor.orgsStrict')}
            options={(orgs.data ?? []).map((o) => ({
              value: o.id,
              label: `${o.name} (${o.country})`,
            }))}
            value={field.value}
            onChange={field.onChange}
            error={errors.recipientOrgIds?.message ? t(errors.recipientOrgIds.message) : undefined}
            empty={orgs.isPending ? t('editor.loading') : t('editor.noOrgs')}
          />
        )}
      />
    );
  }
  const found = people.data ?? [];
  return (
    <Stack gap="3">
      <LabelledField label={t('editor.findPeople')}>
        <Input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      </LabelledField>
      <Controller
        control={control}
        name="recipientUserIds"
        render={({ field }) => {
          const listed = new Map<string, string>();
          for (const p of knownPeople)
            if (field.value.includes(p.user_id)) listed.set(p.user_id, p.full_name ?? p.user_id);
          for (const p of found) listed.set(p.user_id, `${p.full_name ?? ''} <${p.email}>`.trim());
          return (
            <CheckboxList
              legend={t('editor.people')}
              options={[...listed].map(([value, label]) => ({ value, label }))}
              value={field.value}
              onChange={field.onChange}
              error={
                errors.recipientUserIds?.message ? t(errors.recipientUserIds.message) : undefined
              }
              empty={t('editor.noPeople')}
            />
          );
        }}
      />
    </Stack>
  );
}
