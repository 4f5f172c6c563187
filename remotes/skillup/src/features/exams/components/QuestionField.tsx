import { chakra, Stack, Text } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import type { AttemptQuestion } from '../../../api/types';
import { NS } from '../../../i18n/namespace';

/**
 * One drawn question as a fieldset: radio buttons for single choice and true/false, checkboxes
 * for multiple choice (native inputs: the keyboard and screen readers know them).
 */
export function QuestionField({
  question,
  number,
  selected,
  onChange,
  disabled,
  lang,
}: {
  question: AttemptQuestion;
  number: number;
  selected: readonly string[];
  onChange: (optionIds: string[]) => void;
  disabled: boolean;
  lang?: string;
}) {
  const { t } = useTranslation(NS);
  const multiple = question.kind === 'multiple';
  const name = `q-${question.id}`;
  return (
    <chakra.fieldset borderWidth="1px" borderRadius="md" p="4" disabled={disabled}>
      <chakra.legend fontWeight="semibold" px="1">
        {t('exam.questionNumber', { number })}
      </chakra.legend>
      <Text mb="3" lang={lang}>
        {question.prompt}
      </Text>
      {multiple ? (
        <Text fontSize="sm" color="fg.muted" mb="2">
          {t('exam.chooseAll')}
        </Text>
      ) : null}
      <Stack gap="2">
        {question.options.map((option) => {
          const id = `${name}-${option.id}`;
          const checked = selected.includes(option.id);
          return (
            <chakra.label
              key={option.id}
              htmlFor={id}
              display="flex"
              gap="2"
              alignItems="start"
              lang={lang}
            >
              <chakra.input
                id={id}
                type={multiple ? 'checkbox' : 'radio'}
                name={name}
                value={option.id}
                checked={checked}
                mt="1"
                onChange={(event) =>
                  onChange(
                    multiple
                      ? event.target.checked
                        ? [...selected, option.id]
                        : selected.filter((s) => s !== option.id)
                      : [option.id],
                  )
                }
              />
              <span>{option.label}</span>
            </chakra.label>
          );
        })}
      </Stack>
    </chakra.fieldset>
  );
}
