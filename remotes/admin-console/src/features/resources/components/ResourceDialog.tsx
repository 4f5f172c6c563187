import { DataError, reportError } from '@csan/shared-auth';
import { SimpleGrid, Stack, Text, toaster } from '@csan/shared-ui';
import { FormDialog, Input, LabelledField, NativeSelect, Textarea } from '@csan/shared-ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import { useAdminWrite } from '../../../lib/use-admin-write';
import type { ResourceItem } from '../api/resource-list-query';
import { useResourceSaveMutation } from '../api/resource-save-mutation';
import {
  ACCESS_TIERS,
  CONTENT_TYPES,
  DESCRIPTION_MAX,
  formValuesOf,
  RESOURCE_FORM_DEFAULTS,
  type ResourceFormInput,
  type ResourceWrite,
  resourceFormSchema,
  TITLE_MAX,
  todayUtc,
} from '../rules/resource-form';
import { FileField } from './FileField';
import { UploadProgress } from './UploadProgress';

type Props = {
  /** The item to edit, or null to add one. */
  item: ResourceItem | null;
  onClose: () => void;
  /** Where focus returns when the dialog closes (the button that opened it). */
  returnFocus: () => HTMLElement | null;
};

/**
 * Add Resource / Edit Resource: title and authors required, description, content type, access
 * tier, authors and tags comma separated, and a document (.pdf .doc .docx .ppt .pptx up to the
 * storage limit) sent with a progress bar. Saving sets the publish date to today, closes the
 * dialog and reads the list again; nothing closes it while it is saving.
 */
export function ResourceDialog({ item, onClose, returnFocus }: Props) {
  const { t } = useTranslation(NS);
  const save = useResourceSaveMutation();
  const { ready } = useAdminWrite();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const keptType =
    item && !(CONTENT_TYPES as readonly string[]).includes(item.content_type)
      ? item.content_type
      : null;
  const schema = useMemo(() => resourceFormSchema(todayUtc(), keptType), [keptType]);
  const form = useForm<ResourceFormInput, unknown, ResourceWrite>({
    resolver: zodResolver(schema),
    defaultValues: item ? formValuesOf(item) : RESOURCE_FORM_DEFAULTS,
  });
  const { errors } = form.formState;
  const busy = save.isPending;
  const errorText = (key: string | undefined) => (key ? t(`resources.errors.${key}`) : undefined);
  const types = keptType ? [...CONTENT_TYPES, keptType] : CONTENT_TYPES;

  const submit = form.handleSubmit(async (fields) => {
    if (fileError || !ready()) return;
    try {
      setProgress(file ? 0 : null);
      await save.mutateAsync({
        itemId: item?.item_id ?? null,
        fields,
        file,
        previousPath: item?.file_storage_path ?? null,
        onProgress: setProgress,
      });
      toaster.success({ title: t(item ? 'resources.updated' : 'resources.created') });
      onClose();
    } catch (error) {
      reportError(error, { remote: 'admin_console', action: 'resource save' });
      const said = error instanceof DataError ? error.serverMessage : null;
      toaster.error({ title: said ?? t('resources.saveFailed') });
    } finally {
      setProgress(null);
    }
  });

  return (
    <FormDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      finalFocus={returnFocus}
      title={t(item ? 'resources.form.editTitle' : 'resources.form.addTitle')}
      confirmLabel={t('resources.form.save')}
      confirmPalette="brand"
      cancelLabel={t('resources.cancel')}
      closeLabel={t('resources.close')}
      busy={busy}
      onConfirm={() => void submit()}
      scrollInside
      fullOnPhone
    >
      <Stack gap="4">
        <LabelledField
          label={t('resources.form.title')}
          required
          error={errorText(errors.title?.message)}
        >
          {(describedBy) => (
            <Input
              maxLength={TITLE_MAX}
              aria-describedby={describedBy}
              {...form.register('title')}
            />
          )}
        </LabelledField>
        <LabelledField
          label={t('resources.form.description')}
          error={errorText(errors.description?.message)}
        >
          {(describedBy) => (
            <Textarea
              rows={3}
              maxLength={DESCRIPTION_MAX}
              aria-describedby={describedBy}
              {...form.register('description')}
            />
          )}
        </LabelledField>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <LabelledField
            label={t('resources.form.contentType')}
            error={errorText(errors.contentType?.message)}
          >
            {(describedBy) => (
              <NativeSelect.Root>
                <NativeSelect.Field
                  aria-describedby={describedBy}
                  {...form.register('contentType')}
                >
                  {types.map((type) => (
                    <option key={type} value={type}>
                      {t(`resources.types.${type}`, { defaultValue: type })}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            )}
          </LabelledField>
          <LabelledField
            label={t('resources.form.accessTier')}
            error={errorText(errors.accessTier?.message)}
          >
            {(describedBy) => (
              <NativeSelect.Root>
                <NativeSelect.Field aria-describedby={describedBy} {...form.register('accessTier')}>
                  {ACCESS_TIERS.map((tier) => (
                    <option key={tier} value={tier}>
                      {t(`resources.tiers.${tier}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            )}
          </LabelledField>
        </SimpleGrid>
        <LabelledField
          label={t('resources.form.authors')}
          required
          error={errorText(errors.authors?.message)}
          helper={t('resources.form.authorsHelp')}
        >
          {(describedBy) => <Input aria-describedby={describedBy} {...form.register('authors')} />}
        </LabelledField>
        <LabelledField label={t('resources.form.tags')} helper={t('resources.form.tagsHelp')}>
          {(describedBy) => <Input aria-describedby={describedBy} {...form.register('tags')} />}
        </LabelledField>
        <FileField
          currentPath={item?.file_storage_path ?? null}
          problem={fileError}
          disabled={busy}
          onChoose={(chosen, problem) => {
            setFile(problem ? null : chosen);
            setFileError(problem);
          }}
        />
        {progress !== null ? <UploadProgress fraction={progress} /> : null}
        <Text fontSize="sm" color="fg.muted">
          {t('resources.form.publishNote')}
        </Text>
      </Stack>
    </FormDialog>
  );
}
