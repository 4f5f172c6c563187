import { loadSupabase } from '@csan/shared-auth';
import { Button, formatDateTime, Heading, Link, List, Stack, Text } from '@csan/shared-ui';
import { downloadBlob, useDataErrorText } from '@csan/shared-ui/forms';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdvisoryDetail, Attachment } from '../../../api/types';
import { NS } from '../../../i18n/namespace';

const isWebLink = (href: string) => /^https?:\/\//i.test(href);

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <Stack as="section" aria-labelledby={id} gap="2">
      <Heading as="h2" size="lg" id={id}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** An attachment from the private bucket (storage RLS: who reads the advisory reads its files). */
function AttachmentButton({ file }: { file: Attachment }) {
  const errorText = useDataErrorText();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    setError(null);
    const client = await loadSupabase();
    const { data, error: failed } = await client.storage
      .from('intel-attachments')
      .download(file.storage_path);
    setBusy(false);
    if (failed || !data) setError(errorText(failed));
    else downloadBlob(data, file.file_name);
  };
  return (
    <List.Item>
      <Button size="sm" variant="ghost" colorPalette="brand" loading={busy} onClick={download}>
        {file.file_name}
      </Button>
      {error ? (
        <Text role="alert" color="fg.error" fontSize="sm">
          {error}
        </Text>
      ) : null}
    </List.Item>
  );
}

/** References, attachments, the version history and (for analysts) the recipients. */
export function AdvisoryExtras({ detail }: { detail: AdvisoryDetail }) {
  const { t, i18n } = useTranslation(NS);
  const references = (detail.advisory.references ?? []).filter(isWebLink);
  return (
    <Stack gap="8">
      {references.length > 0 ? (
        <Section title={t('detail.references')}>
          <List.Root as="ul" ps="5" gap="1">
            {references.map((href) => (
              <List.Item key={href} wordBreak="break-all">
                <Link href={href} rel="noopener noreferrer nofollow" color="brand.700">
                  {href}
                </Link>
              </List.Item>
            ))}
          </List.Root>
        </Section>
      ) : null}
      {detail.attachments.length > 0 ? (
        <Section title={t('detail.attachments')}>
          <List.Root as="ul" gap="1" listStyleType="none">
            {detail.attachments.map((file) => (
              <AttachmentButton key={file.id} file={file} />
            ))}
          </List.Root>
        </Section>
      ) : null}
      {detail.recipients ? (
        <Section title={t('detail.recipients')}>
          <Text>
            {[
              ...detail.recipients.orgs.map((o) => o.name),
              ...detail.recipients.people.map((p) => p.full_name ?? p.user_id),
            ].join(', ') || t('detail.everyPartner')}
          </Text>
        </Section>
      ) : null}
      {detail.versions.length > 0 ? (
        <Section title={t('detail.versions')}>
          <List.Root as="ol" ps="5" gap="1">
            {detail.versions.map((v) => (
              <List.Item key={v.version}>
                {t('detail.versionLine', {
                  version: v.version,
                  status: t(`status.${v.status}`),
                  date: formatDateTime(v.changed_at, i18n.language),
                })}
                {v.change_note ? ` — ${v.change_note}` : ''}
              </List.Item>
            ))}
          </List.Root>
        </Section>
      ) : null}
    </Stack>
  );
}
