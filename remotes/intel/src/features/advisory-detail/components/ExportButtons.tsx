import { Button, HStack, Text } from '@csan/shared-ui';
import { useDataErrorText } from '@csan/shared-ui/forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import { type ExportFormat, exportAdvisory } from '../api/export-advisory';

/** 'STIX 2.1' and 'CSV': the indicators as a file (each export is audited by the database). */
export function ExportButtons({ id, title }: { id: string; title: string }) {
  const { t } = useTranslation(NS);
  const errorText = useDataErrorText();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async (format: ExportFormat) => {
    setBusy(format);
    setError(null);
    try {
      await exportAdvisory(id, title, format);
    } catch (cause) {
      setError(errorText(cause));
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <HStack gap="2" wrap="wrap">
        <Button
          size="sm"
          variant="outline"
          colorPalette="brand"
          loading={busy === 'stix'}
          disabled={busy !== null}
          onClick={() => void run('stix')}
        >
          STIX 2.1
        </Button>
        <Button
          size="sm"
          variant="outline"
          colorPalette="brand"
          loading={busy === 'csv'}
          disabled={busy !== null}
          onClick={() => void run('csv')}
        >
          CSV
        </Button>
      </HStack>
      {error ? (
        <Text role="alert" color="fg.error" fontSize="sm" mt="2">
          {t('detail.export.failed', { reason: error })}
        </Text>
      ) : null}
    </>
  );
}
