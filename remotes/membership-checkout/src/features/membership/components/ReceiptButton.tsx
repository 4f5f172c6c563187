import { Button, Stack, Text } from '@csan/shared-ui';
import { useDataErrorText } from '@csan/shared-ui/forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import { downloadReceipt } from '../api/receipt-download';

/** 'Download receipt' for one successful payment; a failure is said next to the button. */
export function ReceiptButton({ reference, date }: { reference: string; date: string }) {
  const { t } = useTranslation(NS);
  const errorText = useDataErrorText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      const safeRef = reference.replace(/[^A-Za-z0-9_-]/g, '_');
      await downloadReceipt(reference, `${t('membership.history.receiptFile')}-${safeRef}.pdf`);
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="1" align="flex-start">
      <Button
        size="sm"
        variant="outline"
        onClick={download}
        loading={busy}
        aria-label={t('membership.history.receiptFor', { date })}
      >
        {t('membership.history.receipt')}
      </Button>
      {error && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {error}
        </Text>
      )}
    </Stack>
  );
}
