import { toaster } from '@csan/shared-ui';
import {
  type DataColumn,
  DataTable,
  Input,
  NativeSelect,
  useDataErrorText,
} from '@csan/shared-ui/forms';
import { type UseQueryResult, useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type Action, updateAction } from '../../api/results';
import { type Person, personName } from '../../api/team';
import { NS } from '../../i18n/namespace';

const STATUSES = ['open', 'in_progress', 'done'] as const;

/**
 * The action plan: item, action, owner, due date and status. Status and due date are edited in
 * place by the owner, reviewers and the action's owner (the table's rule); others read it.
 */
export function ActionPlan({
  query,
  people,
  userId,
  canEditAll,
  onChanged,
}: {
  query: UseQueryResult<Action[]>;
  people: Person[];
  userId: string;
  canEditAll: boolean;
  onChanged: () => void;
}) {
  const { t } = useTranslation(NS);
  const errorText = useDataErrorText();
  const update = useMutation({
    mutationFn: ({ id, change }: { id: string; change: Parameters<typeof updateAction>[1] }) =>
      updateAction(id, change),
    onSuccess: onChanged,
    onError: (e) =>
      toaster.create({ type: 'error', title: t('editor.actionFailed', { message: errorText(e) }) }),
  });
  const canEdit = (a: Action) => canEditAll || a.owner_id === userId;
  const columns: DataColumn<Action>[] = [
    { key: 'item', header: t('results.code'), nowrap: true, cell: (a) => a.item_code ?? '—' },
    { key: 'title', header: t('results.action'), rowHeader: true, cell: (a) => a.title },
    {
      key: 'owner',
      header: t('results.owner'),
      cell: (a) => personName(people, a.owner_id) ?? '—',
    },
    {
      key: 'due',
      header: t('results.due'),
      cell: (a) =>
        canEdit(a) ? (
          <Input
            type="date"
            size="sm"
            aria-label={`${t('results.due')} ${a.item_code ?? a.title}`}
            defaultValue={a.due_date ?? ''}
            onBlur={(e) => {
              const v = e.currentTarget.value || null;
              if (v !== a.due_date) update.mutate({ id: a.id, change: { due_date: v } });
            }}
          />
        ) : (
          (a.due_date ?? '—')
        ),
    },
    {
      key: 'status',
      header: t('results.status'),
      cell: (a) =>
        canEdit(a) ? (
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              aria-label={`${t('results.status')} ${a.item_code ?? a.title}`}
              value={a.status}
              onChange={(e) =>
                update.mutate({
                  id: a.id,
                  change: { status: e.currentTarget.value as Action['status'] },
                })
              }
            >
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`status.${s}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        ) : (
          t(`status.${a.status}`)
        ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={query.data}
      rowKey={(a) => a.id}
      caption={t('results.plan')}
      loading={query.isPending}
      error={query.isError ? errorText(query.error) : undefined}
      onRetry={() => void query.refetch()}
      empty={t('results.planEmpty')}
    />
  );
}
