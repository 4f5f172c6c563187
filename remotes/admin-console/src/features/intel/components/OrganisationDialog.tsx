import { DataError, reportError } from '@csan/shared-auth';
import { Button, SimpleGrid, Stack, toaster } from '@csan/shared-ui';
import { FormDialog, Input, LabelledField, NativeSelect } from '@csan/shared-ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import { useAdminWrite } from '../../../lib/use-admin-write';
import {
  type IntelOrganisation,
  useSaveIntelOrganisationMutation,
} from '../api/intel-organisations';
import {
  ORG_KINDS,
  ORGANISATION_DEFAULTS,
  type OrganisationFormInput,
  type OrganisationValues,
  organisationSchema,
  SECTORS,
} from '../rules/intel-vocabulary';

/**
 * 'New organisation' (no `organisation`) or 'Edit' one: name, country (ISO code), sector and
 * kind. The database refuses a name already taken; the toast says so.
 */
export function OrganisationDialog({ organisation }: { organisation?: IntelOrganisation }) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const save = useSaveIntelOrganisationMutation();
  const { ready } = useAdminWrite();
  const form = useForm<OrganisationFormInput, unknown, OrganisationValues>({
    resolver: zodResolver(organisationSchema),
    values: organisation
      ? {
          name: organisation.name,
          country: organisation.country,
          sector: organisation.sector,
          kind: organisation.kind,
        }
      : ORGANISATION_DEFAULTS,
  });
  const { errors } = form.formState;
  const errorText = (key: string | undefined) => (key ? t(`intel.errors.${key}`) : undefined);

  const submit = form.handleSubmit(async (values) => {
    if (!ready()) return;
    try {
      await save.mutateAsync({ ...values, id: organisation?.id });
      toaster.success({ title: t('intel.orgs.saved', { name: values.name }) });
      if (!organisation) form.reset(ORGANISATION_DEFAULTS);
      setOpen(false);
    } catch (error) {
      reportError(error, { remote: 'admin_console', action: 'intel organisation save' });
      const said = error instanceof DataError ? error : null;
      toaster.error({
        title: t('intel.orgs.saveFailed'),
        description:
          said?.kind === 'duplicate'
            ? t('intel.orgs.duplicate', { name: values.name })
            : (said?.serverMessage ?? undefined),
      });
    }
  });

  return (
    <FormDialog
      trigger={
        organisation ? (
          <Button
            size="xs"
            variant="outline"
            aria-label={t('intel.orgs.editNamed', { name: organisation.name })}
          >
            {t('intel.orgs.edit')}
          </Button>
        ) : (
          <Button colorPalette="brand" alignSelf="flex-start">
            {t('intel.orgs.create')}
          </Button>
        )
      }
      open={open}
      onOpenChange={setOpen}
      title={
        organisation
          ? t('intel.orgs.editTitle', { name: organisation.name })
          : t('intel.orgs.createTitle')
      }
      confirmLabel={t('intel.save')}
      confirmPalette="brand"
      cancelLabel={t('intel.cancel')}
      busy={save.isPending}
      onConfirm={() => void submit()}
    >
      <Stack gap="4">
        <LabelledField
          label={t('intel.orgs.name')}
          required
          error={errorText(errors.name?.message)}
        >
          {(describedBy) => (
            <Input
              autoComplete="organization"
              maxLength={200}
              aria-describedby={describedBy}
              {...form.register('name')}
            />
          )}
        </LabelledField>
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
          <LabelledField
            label={t('intel.orgs.country')}
            required
            error={errorText(errors.country?.message)}
            helper={t('intel.orgs.countryHelp')}
          >
            {(describedBy) => (
              <Input
                autoComplete="off"
                textTransform="uppercase"
                maxLength={2}
                aria-describedby={describedBy}
                {...form.register('country')}
              />
            )}
          </LabelledField>
          <LabelledField label={t('intel.orgs.sector')}>
            {(describedBy) => (
              <NativeSelect.Root>
                <NativeSelect.Field aria-describedby={describedBy} {...form.register('sector')}>
                  {SECTORS.map((sector) => (
                    <option key={sector} value={sector}>
                      {t(`intel.sector.${sector}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            )}
          </LabelledField>
          <LabelledField label={t('intel.orgs.kind')}>
            {(describedBy) => (
              <NativeSelect.Root>
                <NativeSelect.Field aria-describedby={describedBy} {...form.register('kind')}>
                  {ORG_KINDS.map((kind) => (
                    <option key={kind} value={kind}>
                      {t(`intel.kind.${kind}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            )}
          </LabelledField>
        </SimpleGrid>
      </Stack>
    </FormDialog>
  );
}
