import { useSession } from '@csan/shared-auth';
import { Badge, Button, Card, SimpleGrid, Stack, toaster } from '@csan/shared-ui';
import { Field, Input, useFieldTexts } from '@csan/shared-ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import type { Profile } from '../api/profile-detail-query';
import { useProfileUpdateMutation } from '../api/profile-update-mutation';
import { failureText } from '../lib/failure';
import { refreshViewerProfile } from '../lib/refresh-access';
import { type ProfileInput, type ProfileValues, profileSchema } from '../rules/profile-schema';

type Props = { userId: string; email: string; profile: Profile };

type FieldName = keyof ProfileInput;
const FIELDS: Array<{ name: Exclude<FieldName, 'fullName'>; autoComplete: string }> = [
  { name: 'phoneNumber', autoComplete: 'tel' },
  { name: 'organization', autoComplete: 'organization' },
  { name: 'jobTitle', autoComplete: 'organization-title' },
  { name: 'country', autoComplete: 'country-name' },
];

/** Spec "Account page": profile form with read-only e-mail and the tier badge; Save Changes. */
export function ProfileCard({ userId, email, profile }: Props) {
  const { t } = useTranslation(NS);
  const update = useProfileUpdateMutation(userId);
  const isAdmin = useSession((s) => s.access.isAdmin);
  const titleId = useId();
  const form = useForm<ProfileInput, unknown, ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: {
      fullName: profile.full_name ?? '',
      phoneNumber: profile.phone_number ?? '',
      organization: profile.organization ?? '',
      jobTitle: profile.job_title ?? '',
      country: profile.country ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  // Each error is read with its field (aria-describedby). Hooks cannot run in the FIELDS map
  // below, so each of those fields gets its own call here.
  const fullNameTexts = useFieldTexts(Boolean(errors.fullName?.message), false);
  const texts = {
    phoneNumber: useFieldTexts(Boolean(errors.phoneNumber?.message), false),
    organization: useFieldTexts(Boolean(errors.organization?.message), false),
    jobTitle: useFieldTexts(Boolean(errors.jobTitle?.message), false),
    country: useFieldTexts(Boolean(errors.country?.message), false),
  };

  const save = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      toaster.success({ title: t('account.profile.saveSuccess') });
      form.reset(values);
      void refreshViewerProfile();
    } catch (error) {
      toaster.error({ title: failureText(error, 'profile.saveFailure', (k) => t(`account.${k}`)) });
    }
  });

  const tier = profile.membership_tier;
  // Administrators hold Corporate-level access without a membership of their own.
  const badge = isAdmin
    ? t('account.profile.adminAccess')
    : tier
      ? t('account.profile.tier', { tier: t(`account.tiers.${tier}`, { defaultValue: tier }) })
      : t('account.profile.noTier');
  return (
    <Card.Root as="section" aria-labelledby={titleId}>
      <Card.Header flexDirection="row" justifyContent="space-between" alignItems="center" gap="3">
        <Card.Title as="h2" id={titleId}>
          {t('account.profile.title')}
        </Card.Title>
        <Badge colorPalette={tier || isAdmin ? 'brand' : 'gray'} size="lg">
          {badge}
        </Badge>
      </Card.Header>
      <Card.Body>
        <form noValidate onSubmit={(event) => void save(event)}>
          <Stack gap="4">
            <Field.Root invalid={Boolean(errors.fullName)} required ids={fullNameTexts.ids}>
              <Field.Label>
                {t('account.profile.fullName')}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                autoComplete="name"
                aria-describedby={fullNameTexts.ariaDescribedBy}
                {...form.register('fullName')}
              />
              {errors.fullName?.message ? (
                <Field.ErrorText>{t(`account.${errors.fullName.message}`)}</Field.ErrorText>
              ) : null}
            </Field.Root>
            <Field.Root readOnly>
              <Field.Label>{t('account.profile.email')}</Field.Label>
              <Input value={email} readOnly variant="subtle" />
              <Field.HelperText>{t('account.profile.emailHelp')}</Field.HelperText>
            </Field.Root>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {FIELDS.map(({ name, autoComplete }) => {
                const message = errors[name]?.message;
                return (
                  <Field.Root key={name} invalid={Boolean(message)} ids={texts[name].ids}>
                    <Field.Label>{t(`account.profile.${name}`)}</Field.Label>
                    <Input
                      autoComplete={autoComplete}
                      aria-describedby={texts[name].ariaDescribedBy}
                      {...form.register(name)}
                    />
                    {message ? <Field.ErrorText>{t(`account.${message}`)}</Field.ErrorText> : null}
                  </Field.Root>
                );
              })}
            </SimpleGrid>
            <Button
              type="submit"
              colorPalette="brand"
              alignSelf={{ base: 'stretch', sm: 'flex-start' }}
              loading={isSubmitting}
              loadingText={t('account.profile.saving')}
            >
              {t('account.profile.save')}
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
