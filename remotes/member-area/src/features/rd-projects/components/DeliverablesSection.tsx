import {
  Button,
  formatDate,
  HStack,
  List,
  QueryStates,
  Stack,
  Text,
  toaster,
  VisuallyHidden,
} from '@csan/shared-ui';
import { Switch } from '@csan/shared-ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/FormField';
import { NS } from '../../../i18n/namespace';
import { useDeliverableCreateMutation } from '../api/rd-deliverable-create-mutation';
import { type Deliverable, useDeliverableListQuery } from '../api/rd-deliverable-list-query';
import { useDeliverableUpdateMutation } from '../api/rd-deliverable-update-mutation';
import {
  type DeliverableInput,
  type DeliverableValues,
  deliverableSchema,
} from '../rules/collaboration-schemas';
import { Section } from './Section';

type Props = { projectId: string; isManager: boolean };

/** The project's deliverables (title, due date, done); the manager adds them and ticks them off. */
export function DeliverablesSection({ projectId, isManager }: Props) {
  const { t } = useTranslation(NS);
  const list = useDeliverableListQuery(projectId);
  return (
    <Section title={t('rdProjects.deliverables.title')}>
      <QueryStates
        query={list}
        errorTitle={t('rdProjects.deliverables.loadFailure')}
        errorMessage={(error) => error.message}
        empty={t('rdProjects.deliverables.empty')}
      >
        {(deliverables) => (
          <List.Root as="ul" listStyleType="none" gap="3" m="0" p="0">
            {deliverables.map((deliverable) => (
              <DeliverableItem
                key={deliverable.deliverable_id}
                projectId={projectId}
                deliverable={deliverable}
                isManager={isManager}
              />
            ))}
          </List.Root>
        )}
      </QueryStates>
      {isManager ? <AddDeliverableForm projectId={projectId} /> : null}
    </Section>
  );
}

function DeliverableItem({
  projectId,
  deliverable,
  isManager,
}: {
  projectId: string;
  deliverable: Deliverable;
  isManager: boolean;
}) {
  const { t, i18n } = useTranslation(NS);
  const update = useDeliverableUpdateMutation(projectId);
  const due = deliverable.due_date
    ? t('rdProjects.deliverables.due', { date: formatDate(deliverable.due_date, i18n.language) })
    : t('rdProjects.deliverables.noDueDate');
  const toggle = async (done: boolean) => {
    try {
      await update.mutateAsync({ deliverableId: deliverable.deliverable_id, done });
    } catch {
      toaster.error({ title: t('rdProjects.deliverables.updateFailure') });
    }
  };
  return (
    <List.Item
      borderWidth="1px"
      borderRadius="md"
      px="4"
      py="3"
      display="flex"
      gap="3"
      flexWrap="wrap"
      justifyContent="space-between"
      alignItems="center"
    >
      <Stack gap="0" minW="0" flex="1">
        <Text
          fontWeight="medium"
          wordBreak="break-word"
          textDecoration={deliverable.done ? 'line-through' : undefined}
        >
          {deliverable.title}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {due}
        </Text>
      </Stack>
      {isManager ? (
        <Switch.Root
          checked={deliverable.done}
          disabled={update.isPending}
          onCheckedChange={(details) => void toggle(details.checked)}
          colorPalette="brand"
        >
          <Switch.HiddenInput />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label>
            {/* Read as "Done: <title>", so each switch says which deliverable it ticks. */}
            <span aria-hidden="true">{t('rdProjects.deliverables.done')}</span>
            <VisuallyHidden>
              {t('rdProjects.deliverables.doneOf', { title: deliverable.title })}
            </VisuallyHidden>
          </Switch.Label>
        </Switch.Root>
      ) : (
        <Text fontSize="sm" fontWeight="medium" color={deliverable.done ? 'green.700' : 'fg.muted'}>
          {t(
            deliverable.done ? 'rdProjects.deliverables.isDone' : 'rdProjects.deliverables.isOpen',
          )}
        </Text>
      )}
    </List.Item>
  );
}

const EMPTY: DeliverableInput = { title: '', dueDate: '' };

function AddDeliverableForm({ projectId }: { projectId: string }) {
  const { t } = useTranslation(NS);
  const create = useDeliverableCreateMutation(projectId);
  const form = useForm<DeliverableInput, unknown, DeliverableValues>({
    resolver: zodResolver(deliverableSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  const errorOf = (message: string | undefined) =>
    message ? t(`rdProjects.errors.${message}`) : undefined;
  const save = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      toaster.success({ title: t('rdProjects.deliverables.addSuccess') });
      form.reset(EMPTY);
    } catch {
      toaster.error({ title: t('rdProjects.deliverables.addFailure') });
    }
  });
  return (
    <form
      noValidate
      aria-label={t('rdProjects.deliverables.add')}
      onSubmit={(event) => void save(event)}
    >
      <Stack gap="3">
        <HStack gap="3" align="start" flexWrap={{ base: 'wrap', md: 'nowrap' }}>
          <FormField
            label={t('rdProjects.deliverables.titleLabel')}
            error={errorOf(errors.title?.message)}
            registration={form.register('title')}
            required
          />
          <FormField
            label={t('rdProjects.deliverables.dueDate')}
            error={errorOf(errors.dueDate?.message)}
            registration={form.register('dueDate')}
            type="date"
          />
        </HStack>
        <HStack>
          <Button type="submit" colorPalette="brand" loading={isSubmitting}>
            {t('rdProjects.deliverables.add')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
