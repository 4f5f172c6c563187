import '../../i18n';
import {
  Box,
  Button,
  ErrorState,
  Heading,
  HStack,
  LoadingState,
  Stack,
  Text,
  toaster,
} from '@csan/shared-ui';
import {
  FormDialog,
  LabelledField,
  NativeSelect,
  Textarea,
  useDataErrorText,
} from '@csan/shared-ui/forms';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { answersQuery, sendBackAnswer, validateAnswer } from '../../api/answers';
import { frameworkItemsQuery, submitAssessment } from '../../api/assessments';
import { toolsKeys } from '../../api/keys';
import { peopleQuery } from '../../api/team';
import type { FrameContext } from '../../components/AssessmentFrame';
import { NS } from '../../i18n/namespace';
import { canEditAnswer, type Filter, groupItems, matchesFilter } from './editor-tree';
import { FunctionPicker } from './FunctionPicker';
import { ItemCard } from './ItemCard';

/**
 * `/assessments/<id>`: the answers, one top-level node (CSF function) at a time (`?f=GV`), each
 * with its progress; a filter for the member's own or not yet validated items; send-back and
 * submit dialogs. Who may change what mirrors the database's rules (it decides).
 */
export function EditorPage({ assessment, isOwner, userId }: FrameContext) {
  const { t } = useTranslation(NS);
  const errorText = useDataErrorText();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [filter, setFilter] = useState<Filter>('all');
  const [sendBack, setSendBack] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  const [submitOpen, setSubmitOpen] = useState(false);
  const items = useQuery(frameworkItemsQuery(assessment.framework_id));
  const answers = useQuery(answersQuery(assessment.id));
  const people = useQuery(peopleQuery(assessment.id));
  const me = people.data?.find((p) => p.user_id === userId);
  const isReviewer = isOwner || me?.role === 'reviewer';
  const inProgress = assessment.status === 'in_progress';
  const refresh = () => queryClient.invalidateQueries({ queryKey: toolsKeys.one(assessment.id) });
  const onFail = (error: unknown) =>
    toaster.create({
      type: 'error',
      title: t('editor.actionFailed', { message: errorText(error) }),
    });
  const validate = useMutation({
    mutationFn: (code: string) => validateAnswer(assessment.id, code),
    onSuccess: refresh,
    onError: onFail,
  });
  const back = useMutation({
    mutationFn: ({ code, text }: { code: string; text: string }) =>
      sendBackAnswer(assessment.id, code, text),
    onSuccess: async () => {
      setSendBack(null);
      setComment('');
      await refresh();
    },
  });
  const submit = useMutation({
    mutationFn: () => submitAssessment(assessment.id),
    onSuccess: async () => {
      setSubmitOpen(false);
      toaster.create({ type: 'success', title: t('editor.submitDone') });
      await Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: toolsKeys.list() })]);
    },
  });
  if (items.isPending || answers.isPending) return <LoadingState />;
  if (items.isError || answers.isError) {
    return (
      <ErrorState
        message={t('frame.loadFailed')}
        onRetry={() => void Promise.all([items.refetch(), answers.refetch()])}
      />
    );
  }
  const data = { items: items.data, answers: answers.data };
  const groups = groupItems(data.items, data.answers);
  const byCode = new Map(data.answers.map((a) => [a.item_code, a]));
  const current = groups.find((g) => g.top.code === params.get('f')) ?? groups[0];
  return (
    <Stack gap="6">
      <FunctionPicker
        groups={groups}
        current={current?.top.code}
        onPick={(code) => setParams({ f: code }, { replace: true })}
      />
      <HStack justify="space-between" wrap="wrap" gap="3">
        <LabelledField label={t('editor.filter')}>
          <NativeSelect.Root size="sm" maxW="xs">
            <NativeSelect.Field
              value={filter}
              onChange={(e) => setFilter(e.currentTarget.value as Filter)}
            >
              <option value="all">{t('editor.filterAll')}</option>
              <option value="mine">{t('editor.filterMine')}</option>
              <option value="open">{t('editor.filterOpen')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </LabelledField>
        {isOwner && inProgress ? (
          <Button colorPalette="brand" variant="outline" onClick={() => setSubmitOpen(true)}>
            {t('editor.submit')}
          </Button>
        ) : null}
      </HStack>
      {current ? (
        <Box as="section" aria-labelledby="function-heading">
          <Heading as="h2" size="lg" id="function-heading">
            {current.top.code} — {current.top.title}
          </Heading>
          {current.top.description ? (
            <Text color="fg.muted" mb="4">
              {current.top.description}
            </Text>
          ) : null}
          <Stack gap="6">
            {current.sections.map((section) => {
              const shown = section.items.filter((i) =>
                matchesFilter(byCode.get(i.code), filter, userId),
              );
              if (shown.length === 0) return null;
              return (
                <Stack key={section.node?.code ?? current.top.code} gap="3">
                  {section.node ? (
                    <Heading as="h3" size="md">
                      {section.node.code} — {section.node.title}
                    </Heading>
                  ) : null}
                  {shown.map((item) => {
                    const answer = byCode.get(item.code);
                    if (!answer) return null;
                    return (
                      <ItemCard
                        key={item.code}
                        assessmentId={assessment.id}
                        item={item}
                        answer={answer}
                        people={people.data ?? []}
                        inProgress={inProgress}
                        canEdit={canEditAnswer({
                          inProgress,
                          isOwner,
                          isReviewer,
                          assignee: answer.owner_id,
                          userId,
                        })}
                        canAssign={isOwner && inProgress}
                        canReview={isReviewer && inProgress}
                        reviewBusy={validate.isPending && validate.variables === item.code}
                        onValidate={() => validate.mutate(item.code)}
                        onSendBack={() => setSendBack(item.code)}
                      />
                    );
                  })}
                </Stack>
              );
            })}
            {current.sections.every((s) =>
              s.items.every((i) => !matchesFilter(byCode.get(i.code), filter, userId)),
            ) ? (
              <Text color="fg.muted">{t('editor.emptyFilter')}</Text>
            ) : null}
          </Stack>
        </Box>
      ) : null}
      <FormDialog
        open={sendBack !== null}
        onOpenChange={(open) => !open && setSendBack(null)}
        title={t('editor.sendBackTitle', { code: sendBack ?? '' })}
        confirmLabel={t('editor.sendBackSubmit')}
        busy={back.isPending}
        confirmDisabled={comment.trim().length === 0}
        onConfirm={() => sendBack && back.mutate({ code: sendBack, text: comment.trim() })}
        footerNote={
          back.isError ? (
            <Text role="alert" color="red.600">
              {t('editor.actionFailed', { message: errorText(back.error) })}
            </Text>
          ) : null
        }
      >
        <LabelledField label={t('editor.sendBackComment')} required>
          <Textarea
            value={comment}
            maxLength={1000}
            onChange={(e) => setComment(e.currentTarget.value)}
          />
        </LabelledField>
      </FormDialog>
      <FormDialog
        open={submitOpen}
        onOpenChange={setSubmitOpen}
        title={t('editor.submitTitle')}
        description={t('editor.submitBody')}
        confirmLabel={t('editor.submit')}
        busy={submit.isPending}
        onConfirm={() => submit.mutate()}
        footerNote={
          submit.isError ? (
            <Text role="alert" color="red.600">
              {t('editor.actionFailed', { message: errorText(submit.error) })}
            </Text>
          ) : null
        }
      >
        {null}
      </FormDialog>
    </Stack>
  );
}
