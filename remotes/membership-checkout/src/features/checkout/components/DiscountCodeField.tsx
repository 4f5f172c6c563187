import { Button, HStack } from '@csan/shared-ui';
import { Field, Input, useFieldTexts } from '@csan/shared-ui/forms';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import { useReasonText } from '../../../lib/reason-text';
import type { ServerReason } from '../../../lib/server-reason';

/** The server's answer to Apply; `reason` null = the check itself failed. */
export type DiscountFeedback = { valid: boolean; reason: ServerReason | null };

type Props = {
  value: string;
  onChange: (code: string) => void;
  onApply: () => void;
  checking: boolean;
  feedback: DiscountFeedback | null;
  disabled: boolean;
};

/**
 * The code is upper-cased as typed; Apply needs text. The server's answer is
 * shown under the field in the reader's language and announced, tied to the input.
 */
export function DiscountCodeField({
  value,
  onChange,
  onApply,
  checking,
  feedback,
  disabled,
}: Props) {
  const { t } = useTranslation(NS);
  const reasonText = useReasonText();
  const message = feedback
    ? reasonText(
        feedback.reason,
        t(feedback.valid ? 'serverReasons.discount_applied' : 'checkout.discountFailure'),
      )
    : null;
  const { ids, ariaDescribedBy } = useFieldTexts(
    feedback?.valid === false,
    feedback?.valid === true,
  );
  return (
    <Field.Root invalid={feedback?.valid === false} ids={ids}>
      <Field.Label>{t('checkout.discountCode')}</Field.Label>
      <HStack width="full" align="start">
        <Input
          value={value}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          textTransform="uppercase"
          disabled={disabled}
          aria-describedby={ariaDescribedBy}
          onChange={(event) => onChange(event.target.value.toUpperCase())}
          onKeyDown={(event) => {
            // Enter applies the code instead of submitting the order.
            if (event.key === 'Enter') {
              event.preventDefault();
              if (value.trim() && !checking) onApply();
            }
          }}
        />
        <Button
          type="button"
          variant="outline"
          colorPalette="brand"
          onClick={onApply}
          disabled={!value.trim() || disabled}
          loading={checking}
          loadingText={t('checkout.applying')}
        >
          {t('checkout.apply')}
        </Button>
      </HStack>
      {feedback?.valid === false ? <Field.ErrorText>{message}</Field.ErrorText> : null}
      {feedback?.valid ? (
        <Field.HelperText color="green.600" role="status">
          {message}
        </Field.HelperText>
      ) : null}
    </Field.Root>
  );
}
