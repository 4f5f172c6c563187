import { Text } from '@csan/shared-ui';
import { Input, LabelledField } from '@csan/shared-ui/forms';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import { ACCEPTED_FILES, fileProblem } from '../rules/resource-file';

type Props = {
  /** The edited item's stored file, if it has one. */
  currentPath: string | null;
  /** The problem with the chosen file (a key of `resources.errors`), if any. */
  problem: string | null;
  disabled: boolean;
  onChoose: (file: File | null, problem: string | null) => void;
};

/** The document to store: PDF, Word or PowerPoint up to the storage limit, checked when chosen. */
export function FileField({ currentPath, problem, disabled, onChoose }: Props) {
  const { t } = useTranslation(NS);
  const current = currentPath ? currentPath.split('/').at(-1) : null;
  return (
    <LabelledField
      label={t('resources.form.file')}
      error={problem ? t(`resources.errors.${problem}`) : undefined}
      helper={
        <>
          {t('resources.form.fileHelp')}
          {current ? (
            <Text as="span" display="block">
              {t('resources.form.currentFile', { name: current })}
            </Text>
          ) : null}
        </>
      }
    >
      {(describedBy) => (
        <Input
          type="file"
          accept={ACCEPTED_FILES}
          disabled={disabled}
          aria-describedby={describedBy}
          p="1.5"
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            onChoose(file, file ? fileProblem(file) : null);
          }}
        />
      )}
    </LabelledField>
  );
}
