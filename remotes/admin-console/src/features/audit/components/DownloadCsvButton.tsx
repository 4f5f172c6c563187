import { reportError } from '@csan/shared-auth';
import { Button, Text, toaster } from '@csan/shared-ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import { useAuditLogExportMutation } from '../api/audit-log-export-mutation';
import type { AuditFilters } from '../rules/audit-filters';

type Props = {
  /** The search made (null before the first: nothing to download). */
  filters: AuditFilters | null;
  /** How many entries it found (for the progress). */
  total: number | undefined;
};

/** Download CSV of the whole search, batch by batch, saying how far it got. */
export function DownloadCsvButton({ filters, total }: Props) {
  const { t, i18n } = useTranslation(NS);
  const exporter = useAuditLogExportMutation();
  const [written, setWritten] = useState(0);
  const abort = useRef<AbortController | null>(null);
  // Leaving the tab stops a download being prepared.
  useEffect(() => () => abort.current?.abort(), []);
  const number = (n: number) => n.toLocaleString(i18n.language);

  const start = async () => {
    if (!filters) return;
    abort.current = new AbortController();
    setWritten(0);
    try {
      await exporter.mutateAsync({ filters, onProgress: setWritten, signal: abort.current.signal });
    } catch (error) {
      if (abort.current?.signal.aborted) return;
      reportError(error, { remote: 'admin_console', action: 'audit log CSV' });
      toaster.error({ title: t('audit.csvFailed') });
    }
  };

  return (
    <>
      <Button
        variant="outline"
        onClick={() => void start()}
        loading={exporter.isPending}
        loadingText={t('audit.csvPreparing')}
        disabled={!filters || total === 0}
      >
        {t('audit.downloadCsv')}
      </Button>
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {exporter.isPending
          ? t('audit.csvProgress', {
              rows: number(written),
              total: number(Math.max(total ?? 0, written)),
            })
          : ''}
      </Text>
    </>
  );
}
