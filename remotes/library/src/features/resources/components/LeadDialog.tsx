import { SimpleGrid, Stack, toaster } from '@csan/shared-ui';
import { FormDialog, Input, LabelledField } from '@csan/shared-ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import {
  firstLeadError,
  LEAD_FIELDS,
  type LeadInput,
  type LeadValues,
  leadSchema,
  MARKED_REQUIRED,
} from '../rules/lead-schema';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  resourceTitle: string;
  /** Records the lead and downloads; false keeps the dialog open (the lead failed). */
  onSubmit: (lead: LeadValues) => Promise<boolean>;
};

const AUTOCOMPLETE: Record<keyof LeadInput, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  email: 'email',
  organization: 'organization',
  jobTitle: 'organization-title',
  phoneNumber: 'tel',
  country: 'country-name',
};

const EMPTY: LeadInput = {
  firstName: '',
  lastName: '',
  email: '',
  organization: '',
  jobTitle: '',
  phoneNumber: '',
  country: '',
};

/** The lead form before a Public download; the first error is also shown as a 'Validation Error'. */
export function LeadDialog({ open, onOpenChange, resourceTitle, onSubmit }: Props) {
  const { t } = useTranslation(NS);
  const form = useForm<LeadInput, unknown, LeadValues>({
    resolver: zodResolver(leadSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(
    async (values) => {
      if (await onSubmit(values)) {
        form.reset(EMPTY);
        onOpenChange(false);
      }
    },
    () => {
      const key = firstLeadError(form.getValues());
      if (key) {
        toaster.error({
          title: t('resources.lead.validationError'),
          description: t(`resources.lead.errors.${key}`),
        });
      }
    },
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      scrollInside
      title={t('resources.lead.title')}
      description={t('resources.lead.intro', { title: resourceTitle })}
      confirmLabel={t('resources.lead.submit')}
      busyLabel={t('resources.lead.submitting')}
      confirmPalette="brand"
      cancelLabel={t('resources.lead.cancel')}
      closeLabel={t('resources.lead.close')}
      busy={isSubmitting}
      onConfirm={() => void submit()}
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          {LEAD_FIELDS.map((name) => {
            const message = errors[name]?.message;
            return (
              <LabelledField
                key={name}
                label={t(`resources.lead.fields.${name}`)}
                required={MARKED_REQUIRED.has(name)}
                error={message ? t(`resources.lead.errors.${message}`) : undefined}
              >
                {(describedBy) => (
                  <Input
                    type={name === 'email' ? 'email' : name === 'phoneNumber' ? 'tel' : 'text'}
                    autoComplete={AUTOCOMPLETE[name]}
                    aria-describedby={describedBy}
                    {...form.register(name)}
                  />
                )}
              </LabelledField>
            );
          })}
        </SimpleGrid>
      </Stack>
    </FormDialog>
  );
}
