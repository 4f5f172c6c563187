import { Button, chakra, Heading, HStack, List, Stack, Text } from '@csan/shared-ui';
import { useDataErrorText } from '@csan/shared-ui/forms';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Attachment } from '../../../api/types';
import { NS } from '../../../i18n/namespace';
import { useAttachFileMutation } from '../api/attach-file-mutation';
import {
  ATTACHMENT_ACCEPT,
  attachmentProblem,
  formatSize,
  MAX_ATTACHMENT_BYTES,
} from '../rules/attachment-file';

type Props = {
  /** The advisory being edited; undefined on /advisories/new (nothing to attach to yet). */
  advisoryId: string | undefined;
  attachments: readonly Attachment[];
};

/**
 * The advisory's files: those attached, and 'Attach a file' (type and size checked first,
 * the upload's progress shown and announced). Readers download them on the advisory, under
 * its TLP rule. A new advisory is saved first: the file's place is under its id.
 */
export function AttachmentsSection({ advisoryId, attachments }: Props) {
  const { t, i18n } = useTranslation(NS);
  const errorText = useDataErrorText();
  const headingId = useId();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const attach = useAttachFileMutation(advisoryId ?? '');
  const limit = formatSize(MAX_ATTACHMENT_BYTES, i18n.language);

  async function pick(file: File | undefined) {
    if (!file || !advisoryId) return;
    setMessage(null);
    const problem = attachmentProblem(
      file,
      attachments.map((a) => a.file_name),
    );
    if (problem) {
      setMessage({
        ok: false,
        text: t(`editor.attachments.problem.${problem}`, { name: file.name, limit }),
      });
    } else {
      setProgress(0);
      try {
        await attach.mutateAsync({ advisoryId, file, onProgress: setProgress });
        setMessage({ ok: true, text: t('editor.attachments.done', { name: file.name }) });
      } catch (error) {
        setMessage({
          ok: false,
          text: t('editor.attachments.failed', { name: file.name, reason: errorText(error) }),
        });
      } finally {
        setProgress(null);
      }
    }
    if (input.current) input.current.value = '';
  }

  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h2" size="md" id={headingId}>
        {t('editor.attachments.heading')}
      </Heading>
      {attachments.length > 0 ? (
        <List.Root as="ul" gap="1" ps="5">
          {attachments.map((file) => (
            <List.Item key={file.id} wordBreak="break-all">
              {file.file_name} ({formatSize(file.size_bytes, i18n.language)})
            </List.Item>
          ))}
        </List.Root>
      ) : (
        <Text color="fg.muted">{t('editor.attachments.none')}</Text>
      )}
      {advisoryId ? (
        <Stack gap="2">
          <HStack gap="3" flexWrap="wrap">
            <Button
              variant="outline"
              colorPalette="brand"
              loading={progress !== null}
              loadingText={t('editor.attachments.uploading')}
              onClick={() => input.current?.click()}
              aria-describedby={`${inputId}-help`}
            >
              {t('editor.attachments.add')}
            </Button>
            <chakra.input
              ref={input}
              id={inputId}
              type="file"
              accept={ATTACHMENT_ACCEPT}
              aria-label={t('editor.attachments.add')}
              // Visually hidden but reachable by tests and assistive technology through the button.
              position="absolute"
              width="1px"
              height="1px"
              opacity={0}
              tabIndex={-1}
              onChange={(event) => void pick(event.target.files?.[0])}
            />
          </HStack>
          <Text id={`${inputId}-help`} fontSize="sm" color="fg.muted">
            {t('editor.attachments.help', { limit })}
          </Text>
          {progress !== null ? (
            <chakra.progress
              value={Math.round(progress * 100)}
              max={100}
              width="full"
              aria-label={t('editor.attachments.progress')}
            />
          ) : null}
          {message ? (
            <Text role={message.ok ? 'status' : 'alert'} color={message.ok ? 'fg' : 'fg.error'}>
              {message.text}
            </Text>
          ) : null}
        </Stack>
      ) : (
        <Text color="fg.muted">{t('editor.attachments.saveFirst')}</Text>
      )}
    </Stack>
  );
}
