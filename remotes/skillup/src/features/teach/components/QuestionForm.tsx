import { Button, chakra, HStack, IconButton, Text } from '@csan/shared-ui';
import { Input, LabelledField, NativeSelect, Textarea } from '@csan/shared-ui/forms';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import type { BankQuestion } from '../api/exam';
import {
  type DraftOption,
  QUESTION_KINDS,
  type QuestionKind,
  questionProblem,
  startingOptions,
} from '../lib/question-rules';
import { SaveStatus } from './SaveStatus';

type Props = {
  /** The saved question, or undefined for a new one. */
  question?: BankQuestion;
  number: number;
  onSave: (q: { kind: QuestionKind; prompt: string; options: DraftOption[] }) => Promise<unknown>;
  onDelete?: () => Promise<unknown>;
};

/**
 * One bank question: its kind, prompt, options and which are correct (radio buttons for single
 * choice and true/false, checkboxes for multiple). A failed save keeps everything as typed.
 */
export function QuestionForm({ question, number, onSave, onDelete }: Props) {
  const { t } = useTranslation(NS);
  const id = useId();
  const truthLabels = { true: t('teach.true'), false: t('teach.false') };
  const [kind, setKind] = useState<QuestionKind>(question?.kind ?? 'single');
  const [prompt, setPrompt] = useState(question?.prompt ?? '');
  const [options, setOptions] = useState<DraftOption[]>(
    question?.options ?? startingOptions('single', truthLabels),
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);
  const [tried, setTried] = useState(false);
  const problem = questionProblem(kind, prompt, options);
  const update = (index: number, change: Partial<DraftOption>) =>
    setOptions((list) =>
      list.map((o, i) => {
        if (i === index) return { ...o, ...change };
        // One correct option for single choice and true/false.
        return change.is_correct && kind !== 'multiple' ? { ...o, is_correct: false } : o;
      }),
    );
  const changeKind = (next: QuestionKind) => {
    setKind(next);
    if (next === 'true_false') setOptions(startingOptions('true_false', truthLabels));
    else if (next === 'single' && options.filter((o) => o.is_correct).length > 1) {
      setOptions(options.map((o, i) => ({ ...o, is_correct: i === 0 })));
    }
  };
  // A refused deletion (learners enrolled, or the bank would drop under the draw) is said here.
  const remove = async (work: () => Promise<unknown>) => {
    setSaved(false);
    setError(null);
    try {
      await work();
    } catch (caught) {
      setError(caught);
    }
  };
  const save = async () => {
    setTried(true);
    setSaved(false);
    if (problem) return;
    setBusy(true);
    setError(null);
    try {
      await onSave({
        kind,
        prompt: prompt.trim(),
        options: options.map((o) => ({ ...o, label: o.label.trim() })),
      });
      setSaved(true);
      if (!question) {
        setPrompt('');
        setTried(false);
        setOptions(startingOptions(kind, truthLabels));
      }
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };
  const heading = question ? t('teach.questionN', { n: number }) : t('teach.newQuestion');
  return (
    <chakra.form
      // The rules below say what is missing, in the page's language (not the browser's bubble).
      noValidate
      display="flex"
      flexDirection="column"
      borderWidth="1px"
      borderRadius="md"
      p="4"
      gap="3"
      aria-label={heading}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Text fontWeight="semibold">{heading}</Text>
      <LabelledField label={t('teach.kind')} required>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={kind}
            onChange={(event) => changeKind(event.target.value as QuestionKind)}
          >
            {QUESTION_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`teach.kinds.${k}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </LabelledField>
      <LabelledField
        label={t('teach.prompt')}
        required
        error={tried && problem === 'prompt' ? t('teach.errors.required') : undefined}
      >
        <Textarea
          rows={2}
          maxLength={2000}
          value={prompt}
          onChange={(e) => setPrompt(e.target.value)}
        />
      </LabelledField>
      <chakra.fieldset display="flex" flexDirection="column" gap="2">
        <chakra.legend fontWeight="medium" mb="1">
          {t('teach.options')}
        </chakra.legend>
        {options.map((option, index) => (
          <HStack key={option.id ?? `new-${index}`} gap="2" align="center">
            <input
              id={`${id}-correct-${index}`}
              type={kind === 'multiple' ? 'checkbox' : 'radio'}
              name={`${id}-correct`}
              checked={option.is_correct}
              aria-label={t('teach.correctN', { n: index + 1 })}
              onChange={(event) => update(index, { is_correct: event.target.checked })}
            />
            <Input
              flex="1"
              value={option.label}
              maxLength={500}
              aria-label={t('teach.optionN', { n: index + 1 })}
              readOnly={kind === 'true_false'}
              onChange={(event) => update(index, { label: event.target.value })}
            />
            {kind !== 'true_false' && options.length > 2 ? (
              <IconButton
                size="sm"
                variant="ghost"
                aria-label={t('teach.removeOptionN', { n: index + 1 })}
                onClick={() => setOptions(options.filter((_, i) => i !== index))}
              >
                ×
              </IconButton>
            ) : null}
          </HStack>
        ))}
        {kind !== 'true_false' && options.length < 20 ? (
          <Button
            size="sm"
            variant="ghost"
            alignSelf="start"
            onClick={() => setOptions([...options, { label: '', is_correct: false }])}
          >
            {t('teach.addOption')}
          </Button>
        ) : null}
      </chakra.fieldset>
      {tried && problem && problem !== 'prompt' ? (
        <Text role="alert" color="fg.error">
          {t(`teach.questionProblems.${problem}`)}
        </Text>
      ) : null}
      <HStack gap="2" wrap="wrap">
        <Button type="submit" colorPalette="brand" loading={busy}>
          {question ? t('teach.saveQuestion') : t('teach.addQuestion')}
        </Button>
        {onDelete ? (
          <Button
            variant="outline"
            colorPalette="red"
            onClick={() => {
              if (window.confirm(t('teach.confirmDelete', { name: heading })))
                void remove(onDelete);
            }}
          >
            {t('teach.delete')}
          </Button>
        ) : null}
      </HStack>
      <SaveStatus error={error} saved={saved} />
    </chakra.form>
  );
}
