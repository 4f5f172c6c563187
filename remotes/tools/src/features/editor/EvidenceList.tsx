import { loadSupabase, unwrap } from '@csan/shared-auth';
import { Button, chakra, HStack, List, Stack, Text, VisuallyHidden } from '@csan/shared-ui';
import { downloadBlob, useDataErrorText } from '@csan/shared-ui/forms';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toolsKeys } from '../../api/keys';
import { NS } from '../../i18n/namespace';

const BUCKET = 'tools-evidence';
const ACCEPT = '.pdf,.png,.jpg,.jpeg,.txt,.csv,.docx,.xlsx';

const folder = (assessmentId: string, code: string) => `${assessmentId}/${code}`;

/**
 * The evidence files of one item in the private bucket (`<assessment>/<item>/<file>`): listed,
 * downloaded and, while the assessment is in progress, added. Storage's RLS decides who may;
 * the bucket's limits (10 MB, document and image types) refuse anything else.
 */
export function EvidenceList({
  assessmentId,
  code,
  canUpload,
}: {
  assessmentId: string;
  code: string;
  canUpload: boolean;
}) {
  const { t } = useTranslation(NS);
  const errorText = useDataErrorText();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  // Listed when opened: an editor page holds up to ~30 items, each would ask storage at once.
  const [open, setOpen] = useState(false);
  const files = useQuery({
    enabled: open,
    queryKey: toolsKeys.evidence(assessmentId, code),
    queryFn: async () => {
      const client = await loadSupabase();
      const rows = unwrap(await client.storage.from(BUCKET).list(folder(assessmentId, code)));
      return rows.filter((r) => r.id !== null).map((r) => r.name);
    },
  });
  const upload = useMutation({
    mutationFn: async (file: File) => {
      const client = await loadSupabase();
      unwrap(
        await client.storage
          .from(BUCKET)
          .upload(`${folder(assessmentId, code)}/${file.name}`, file, { upsert: false }),
      );
    },
    onSettled: () => {
      if (input.current) input.current.value = '';
      return queryClient.invalidateQueries({ queryKey: toolsKeys.evidence(assessmentId, code) });
    },
  });
  const download = async (name: string) => {
    const client = await loadSupabase();
    const blob = unwrap(
      await client.storage.from(BUCKET).download(`${folder(assessmentId, code)}/${name}`),
    );
    downloadBlob(blob, name);
  };
  return (
    <chakra.details onToggle={(e) => setOpen(e.currentTarget.open)}>
      <chakra.summary fontWeight="semibold" fontSize="sm" cursor="pointer">
        {t('editor.evidence')}
      </chakra.summary>
      <Stack gap="2" mt="2">
        {files.data && files.data.length > 0 ? (
          <List.Root as="ul" ps="5">
            {files.data.map((name) => (
              <List.Item key={name}>
                <Button
                  variant="plain"
                  size="sm"
                  p="0"
                  h="auto"
                  textDecoration="underline"
                  onClick={() => void download(name)}
                  aria-label={t('editor.download', { name })}
                >
                  {name}
                </Button>
              </List.Item>
            ))}
          </List.Root>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {files.isPending ? '…' : t('editor.noEvidence')}
          </Text>
        )}
        {canUpload ? (
          <HStack>
            <VisuallyHidden asChild>
              <input
                id={inputId}
                ref={input}
                tabIndex={-1}
                type="file"
                accept={ACCEPT}
                onChange={(e) => {
                  const file = e.currentTarget.files?.[0];
                  if (file) upload.mutate(file);
                }}
              />
            </VisuallyHidden>
            <Button
              size="xs"
              variant="outline"
              loading={upload.isPending}
              loadingText={t('editor.uploading')}
              onClick={() => input.current?.click()}
              aria-label={`${t('editor.upload')} (${code})`}
            >
              {t('editor.upload')}
            </Button>
          </HStack>
        ) : null}
        {upload.isError ? (
          <Text role="alert" color="red.600" fontSize="sm">
            {t('editor.uploadFailed', { message: errorText(upload.error) })}
          </Text>
        ) : null}
      </Stack>
    </chakra.details>
  );
}
