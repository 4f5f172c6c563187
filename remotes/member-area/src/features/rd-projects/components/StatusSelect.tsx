import { toaster } from '@csan/shared-ui';
import { Field, NativeSelect } from '@csan/shared-ui/forms';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import { useProjectStatusUpdateMutation } from '../api/rd-project-status-update-mutation';
import { isProjectStatus, PROJECT_STATUSES } from '../rules/project-status';

/** The manager's status choice: saved as soon as it is picked, and said in a toast. */
export function StatusSelect({ projectId, status }: { projectId: string; status: string }) {
  const { t } = useTranslation(NS);
  const update = useProjectStatusUpdateMutation(projectId);
  const change = async (next: string) => {
    if (!isProjectStatus(next) || next === status) return;
    try {
      await update.mutateAsync(next);
      toaster.success({
        title: t('rdProjects.status.success', { status: t(`rdProjects.status.${next}`) }),
      });
    } catch {
      toaster.error({ title: t('rdProjects.status.failure') });
    }
  };
  return (
    <Field.Root maxW={{ base: 'full', sm: '60' }} disabled={update.isPending}>
      <Field.Label>{t('rdProjects.status.label')}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={status} onChange={(event) => void change(event.target.value)}>
          {PROJECT_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`rdProjects.status.${value}`)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
