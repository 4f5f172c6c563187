import { chakra, Stack, Text } from '@csan/shared-ui';
import { useId } from 'react';

type Props = {
  legend: string;
  options: readonly { value: string; label: string }[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  error?: string | undefined;
  empty?: string;
};

/** A group of native checkboxes under a legend; its error is read with the group. */
export function CheckboxList({ legend, options, value, onChange, error, empty }: Props) {
  const errorId = useId();
  const chosen = new Set(value);
  return (
    <chakra.fieldset
      borderWidth="1px"
      borderRadius="md"
      p="3"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <chakra.legend px="1" fontWeight="medium" fontSize="sm">
        {legend}
      </chakra.legend>
      {options.length === 0 && empty ? <Text color="fg.muted">{empty}</Text> : null}
      <Stack gap="1">
        {options.map((option) => (
          <chakra.label key={option.value} display="flex" gap="2" alignItems="center">
            <chakra.input
              type="checkbox"
              width="4"
              height="4"
              checked={chosen.has(option.value)}
              onChange={(event) => {
                const next = new Set(chosen);
                if (event.target.checked) next.add(option.value);
                else next.delete(option.value);
                onChange([...next]);
              }}
            />
            {option.label}
          </chakra.label>
        ))}
      </Stack>
      {error ? (
        <Text id={errorId} color="fg.error" fontSize="sm" mt="2">
          {error}
        </Text>
      ) : null}
    </chakra.fieldset>
  );
}
