import { Box, Button, Heading, HStack, Stack, Text } from '@csan/shared-ui';
import { Input, LabelledField, NativeSelect } from '@csan/shared-ui/forms';
import { useId } from 'react';
import {
  type Control,
  type FieldErrors,
  type UseFormRegister,
  useFieldArray,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import { INDICATOR_TYPES } from '../../../lib/indicators';
import type { AdvisoryForm } from '../rules/advisory-schema';

type Props = {
  control: Control<AdvisoryForm>;
  register: UseFormRegister<AdvisoryForm>;
  errors: FieldErrors<AdvisoryForm>;
};

/** The indicators of compromise: a type and a value each (checked against the type), a note. */
export function IndicatorFields({ control, register, errors }: Props) {
  const { t } = useTranslation(NS);
  const headingId = useId();
  const { fields, append, remove } = useFieldArray({ control, name: 'indicators' });
  return (
    <Stack as="fieldset" aria-labelledby={headingId} gap="4">
      <Heading as="h2" size="md" id={headingId}>
        {t('editor.indicators')}
      </Heading>
      {fields.length === 0 ? <Text color="fg.muted">{t('editor.noIndicators')}</Text> : null}
      {fields.map((field, index) => {
        const error = errors.indicators?.[index];
        const n = index + 1;
        return (
          <Box key={field.id} borderWidth="1px" borderRadius="md" p="3" data-testid="indicator-row">
            <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'flex-start' }}>
              <Box flex="0 0 10rem">
                <LabelledField label={t('editor.indicatorType', { n })}>
                  <NativeSelect.Root>
                    <NativeSelect.Field {...register(`indicators.${index}.type`)}>
                      {INDICATOR_TYPES.map((type) => (
                        <option key={type} value={type}>
                          {t(`indicatorType.${type}`)}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </LabelledField>
              </Box>
              <Box flex="2">
                <LabelledField
                  label={t('editor.indicatorValue', { n })}
                  required
                  error={error?.value?.message ? t(error.value.message) : undefined}
                >
                  <Input fontFamily="mono" {...register(`indicators.${index}.value`)} />
                </LabelledField>
              </Box>
              <Box flex="2">
                <LabelledField
                  label={t('editor.indicatorDescription', { n })}
                  error={error?.description?.message ? t(error.description.message) : undefined}
                >
                  <Input {...register(`indicators.${index}.description`)} />
                </LabelledField>
              </Box>
            </Stack>
            <HStack justify="end" mt="2">
              <Button size="sm" variant="ghost" colorPalette="red" onClick={() => remove(index)}>
                {t('editor.removeIndicator', { n })}
              </Button>
            </HStack>
          </Box>
        );
      })}
      <Button
        alignSelf="start"
        size="sm"
        variant="outline"
        colorPalette="brand"
        onClick={() => append({ type: 'ipv4', value: '', description: '' })}
      >
        {t('editor.addIndicator')}
      </Button>
    </Stack>
  );
}
