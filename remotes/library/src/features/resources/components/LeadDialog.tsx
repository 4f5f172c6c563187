import { Button, CloseButton, Portal, SimpleGrid, Stack, Text, toaster } from '@csan/shared-ui';
import { Dialog, Field, Input, useFieldTexts } from '@csan/shared-ui/forms';
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
  const texts = {
    firstName: useFieldTexts(Boolean(errors.firstName), false),
    lastName: useFieldTexts(Boolean(errors.lastName), false),
    email: useFieldTexts(Boolean(errors.email), false),
    organization: useFieldTexts(Boolean(errors.organization), false),
    jobTitle: useFieldTexts(Boolean(errors.jobTitle), false),
    phoneNumber: useFieldTexts(Boolean(errors.phoneNumber), false),
    country: useFieldTexts(Boolean(errors.country), false),
  };

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
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!isSubmitting) onOpenChange(details.open);
      }}
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <form noValidate onSubmit={(event) => void submit(event)}>
              <Dialog.Header>
                <Dialog.Title>{t('resources.lead.title')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Text color="fg.muted">
                    {t('resources.lead.intro', { title: resourceTitle })}
                  </Text>
                  <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                    {LEAD_FIELDS.map((name) => {
                      const message = errors[name]?.message;
                      return (
                        <Field.Root
                          key={name}
                          invalid={Boolean(message)}
                          required={MARKED_REQUIRED.has(name)}
                          ids={texts[name].ids}
                        >
                          <Field.Label>
                            {t(`resources.lead.fields.${name}`)}
                            <Field.RequiredIndicator />
                          </Field.Label>
                          <Input
                            type={
                              name === 'email' ? 'email' : name === 'phoneNumber' ? 'tel' : 'text'
                            }
                            autoComplete={AUTOCOMPLETE[name]}
                            aria-describedby={texts[name].ariaDescribedBy}
                            {...form.register(name)}
                          />
                          {message ? (
                            <Field.ErrorText>
                              {t(`resources.lead.errors.${message}`)}
                            </Field.ErrorText>
                          ) : null}
                        </Field.Root>
                      );
                    })}
                  </SimpleGrid>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer flexWrap="wrap">
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" disabled={isSubmitting}>
                    {t('resources.lead.cancel')}
                  </Button>
                </Dialog.ActionTrigger>
                <Button
                  type="submit"
                  colorPalette="brand"
                  loading={isSubmitting}
                  loadingText={t('resources.lead.submitting')}
                >
                  {t('resources.lead.submit')}
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild disabled={isSubmitting}>
              <CloseButton size="sm" aria-label={t('resources.lead.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
