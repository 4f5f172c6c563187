import { Badge, Box, Button, Card, HStack, SimpleGrid, Stack, Text } from '@csan/shared-ui';
import { Field, NativeSelect, Textarea, useDataErrorText } from '@csan/shared-ui/forms';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Answer } from '../../api/answers';
import type { FrameworkItem } from '../../api/assessments';
import { type Person, personName } from '../../api/team';
import { NS } from '../../i18n/namespace';
import { EvidenceList } from './EvidenceList';
import { LevelSelect } from './LevelSelect';
import { useAutosave } from './use-autosave';

const STATUS_COLOUR: Record<string, string> = {
  not_started: 'gray',
  answered: 'blue',
  returned: 'orange',
  validated: 'green',
};

type Props = {
  assessmentId: string;
  item: FrameworkItem;
  answer: Answer;
  people: Person[];
  canEdit: boolean;
  canAssign: boolean;
  canReview: boolean;
  inProgress: boolean;
  onValidate: () => void;
  onSendBack: () => void;
  reviewBusy: boolean;
};

/**
 * One item: its outcome text, current and target level (the scale's meaning in each choice),
 * a note, the assignee, the status, the reviewer's actions and the evidence files. Each change
 * saves itself; the saved state is announced (aria-live) next to the status.
 */
export function ItemCard(props: Props) {
  const { assessmentId, item, answer, people, canEdit, canAssign, canReview } = props;
  const { t } = useTranslation(NS);
  const errorText = useDataErrorText();
  const { state, save } = useAutosave(assessmentId, item.code);
  const [note, setNote] = useState(answer.note ?? '');
  // A note saved elsewhere (another member, a reload) replaces the field's text.
  useEffect(() => setNote(answer.note ?? ''), [answer.note]);
  const ids = `item-${item.code.replace(/[^A-Za-z0-9-]/g, '-')}`;
  return (
    <Card.Root as="article" aria-labelledby={`${ids}-title`} size="sm" data-item={item.code}>
      <Card.Body>
        <Stack gap="3">
          <HStack justify="space-between" align="start" wrap="wrap">
            <Box flex="1" minW="0">
              <Text as="h4" id={`${ids}-title`} fontWeight="bold">
                {item.code}
                {item.title && item.title !== item.code ? ` — ${item.title}` : ''}
              </Text>
              {item.description ? <Text color="fg.muted">{item.description}</Text> : null}
            </Box>
            <HStack gap="2">
              <Badge colorPalette={STATUS_COLOUR[answer.status] ?? 'gray'} data-testid="status">
                {t(`status.${answer.status}`)}
              </Badge>
              <Text fontSize="sm" color="fg.muted" aria-live="polite" role="status">
                {state.kind === 'saving'
                  ? t('editor.saving')
                  : state.kind === 'saved'
                    ? t('editor.saved')
                    : state.kind === 'failed'
                      ? t('editor.saveFailed', { message: errorText(state.error) })
                      : ''}
              </Text>
            </HStack>
          </HStack>
          {answer.status === 'returned' && answer.reviewer_comment ? (
            <Text color="orange.700">
              {t('editor.returnedWith', { comment: answer.reviewer_comment })}
            </Text>
          ) : null}
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
            <Field.Root>
              <Field.Label htmlFor={`${ids}-current`}>{t('editor.current')}</Field.Label>
              <LevelSelect
                id={`${ids}-current`}
                value={answer.current_level}
                disabled={!canEdit}
                onChange={(level) => save({ current_level: level })}
              />
            </Field.Root>
            <Field.Root>
              <Field.Label htmlFor={`${ids}-target`}>{t('editor.target')}</Field.Label>
              <LevelSelect
                id={`${ids}-target`}
                value={answer.target_level}
                disabled={!canEdit}
                onChange={(level) => save({ target_level: level })}
              />
            </Field.Root>
            <Field.Root>
              <Field.Label htmlFor={`${ids}-owner`}>{t('editor.owner')}</Field.Label>
              {canAssign ? (
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field
                    id={`${ids}-owner`}
                    value={answer.owner_id ?? ''}
                    onChange={(e) => save({ owner_id: e.currentTarget.value || null })}
                  >
                    <option value="">{t('editor.unassigned')}</option>
                    {people.map((p) => (
                      <option key={p.user_id} value={p.user_id}>
                        {personName(people, p.user_id)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              ) : (
                <Text id={`${ids}-owner`} py="1">
                  {personName(people, answer.owner_id) ?? t('editor.unassigned')}
                </Text>
              )}
            </Field.Root>
          </SimpleGrid>
          <Field.Root>
            <Field.Label htmlFor={`${ids}-note`}>{t('editor.note')}</Field.Label>
            <Textarea
              id={`${ids}-note`}
              size="sm"
              rows={2}
              maxLength={4000}
              value={note}
              readOnly={!canEdit}
              onChange={(e) => setNote(e.currentTarget.value)}
              onBlur={() => {
                if (canEdit && note !== (answer.note ?? '')) save({ note: note || null });
              }}
            />
          </Field.Root>
          <EvidenceList
            assessmentId={assessmentId}
            code={item.code}
            canUpload={props.inProgress && canEdit}
          />
          {canReview && (answer.status === 'answered' || answer.status === 'validated') ? (
            <HStack gap="2">
              {answer.status === 'answered' ? (
                <Button
                  size="sm"
                  colorPalette="brand"
                  onClick={props.onValidate}
                  loading={props.reviewBusy}
                  aria-label={`${t('editor.validate')} ${item.code}`}
                >
                  {t('editor.validate')}
                </Button>
              ) : null}
              <Button
                size="sm"
                variant="outline"
                onClick={props.onSendBack}
                aria-label={`${t('editor.sendBack')} ${item.code}`}
              >
                {t('editor.sendBack')}
              </Button>
            </HStack>
          ) : null}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
