import { Button, chakra, HStack, Stack } from '@csan/shared-ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NS } from '../../../i18n/namespace';
import { normaliseCode } from '../api/verify-api';

/** A code typed by an employer, opened as `/verify/<code>`. */
export function VerifyForm({ initial = '' }: { initial?: string }) {
  const { t } = useTranslation(NS);
  const id = useId();
  const navigate = useNavigate();
  const [code, setCode] = useState(initial);
  return (
    <chakra.form
      onSubmit={(event) => {
        event.preventDefault();
        const canonical = normaliseCode(code);
        if (canonical) navigate(`/verify/${encodeURIComponent(canonical)}`);
      }}
    >
      <Stack gap="1" maxW="md">
        <chakra.label htmlFor={id} fontWeight="medium">
          {t('verify.codeLabel')}
        </chakra.label>
        <HStack gap="2">
          <chakra.input
            id={id}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            placeholder="CSAN-XXXX-XXXX"
            autoComplete="off"
            flex="1"
            minW="0"
            h="10"
            px="3"
            borderWidth="1px"
            borderColor="border.emphasized"
            borderRadius="md"
            _focusVisible={{
              outline: '2px solid',
              outlineColor: 'brand.600',
              outlineOffset: '1px',
            }}
          />
          <Button type="submit" colorPalette="brand" h="10">
            {t('verify.check')}
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
