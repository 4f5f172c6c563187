import { Stack, toaster } from '@csan/shared-ui';
import { FormDialog } from '@csan/shared-ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import type { DirectoryEntry } from '../api/directory-entry-detail-query';
import { useDirectoryEntryUpdateMutation } from '../api/directory-entry-update-mutation';
import {
  type DirectoryProfileInput,
  type DirectoryProfileValues,
  directoryProfileSchema,
} from '../rules/directory-profile-schema';
import { formatExpertiseAreas } from '../rules/expertise-areas';
import { ProfileField } from './ProfileField';

type Props = { userId: string; entry: DirectoryEntry; open: boolean; onClose: () => void };

const inputOf = (entry: DirectoryEntry): DirectoryProfileInput => ({
  expertise: formatExpertiseAreas(entry.expertise_areas),
  researchInterests: entry.research_interests ?? '',
  bio: entry.bio ?? '',
  location: entry.location ?? '',
  linkedinUrl: entry.linkedin_url ?? '',
});

/**
 * Edit Profile: expertise areas (comma separated), research interests, bio, location and
 * LinkedIn URL; Save and Cancel. A failed save keeps the dialog and what was typed.
 */
export function EditProfileDialog({ userId, entry, open, onClose }: Props) {
  const { t } = useTranslation(NS);
  const update = useDirectoryEntryUpdateMutation(userId);
  const form = useForm<DirectoryProfileInput, unknown, DirectoryProfileValues>({
    resolver: zodResolver(directoryProfileSchema),
    defaultValues: inputOf(entry),
  });
  const { errors, isSubmitting } = form.formState;
  const errorOf = (message: string | undefined) =>
    message ? t(`memberDirectory.edit.errors.${message}`) : undefined;

  const close = () => {
    form.reset(inputOf(entry));
    onClose();
  };

  const save = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ kind: 'profile', values });
      toaster.success({ title: t('memberDirectory.edit.saveSuccess') });
      onClose();
    } catch {
      toaster.error({ title: t('memberDirectory.edit.saveFailure') });
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      keepOnOutsideClick
      scrollInside
      freshOnOpen
      fullOnPhone
      title={t('memberDirectory.edit.title')}
      description={t('memberDirectory.edit.intro')}
      confirmLabel={t('memberDirectory.edit.save')}
      busyLabel={t('memberDirectory.edit.saving')}
      confirmPalette="brand"
      cancelLabel={t('memberDirectory.edit.cancel')}
      closeLabel={t('memberDirectory.edit.close')}
      busy={isSubmitting}
      onConfirm={() => void save()}
    >
      <Stack gap="4">
        <ProfileField
          label={t('memberDirectory.edit.expertise')}
          help={t('memberDirectory.edit.expertiseHelp')}
          error={errorOf(errors.expertise?.message)}
          registration={form.register('expertise')}
        />
        <ProfileField
          label={t('memberDirectory.edit.researchInterests')}
          error={errorOf(errors.researchInterests?.message)}
          registration={form.register('researchInterests')}
          multiline
        />
        <ProfileField
          label={t('memberDirectory.edit.bio')}
          error={errorOf(errors.bio?.message)}
          registration={form.register('bio')}
          multiline
        />
        <ProfileField
          label={t('memberDirectory.edit.location')}
          error={errorOf(errors.location?.message)}
          registration={form.register('location')}
          autoComplete="address-level2"
        />
        <ProfileField
          label={t('memberDirectory.edit.linkedinUrl')}
          help={t('memberDirectory.edit.linkedinHelp')}
          error={errorOf(errors.linkedinUrl?.message)}
          registration={form.register('linkedinUrl')}
          inputMode="url"
          placeholder="https://www.linkedin.com/in/"
        />
      </Stack>
    </FormDialog>
  );
}
