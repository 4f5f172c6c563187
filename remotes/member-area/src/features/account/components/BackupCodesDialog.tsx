import { Button, List, Stack, Text, toaster } from '@csan/shared-ui';
import { FormDialog } from '@csan/shared-ui/forms';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';

type Props = { codes: string[] | null; onDone: () => void };

/**
 * 'Save Your Backup Codes': shown once, right after enabling (only their digests are stored).
 * It closes only through "I've Saved Them", so a stray click or Escape cannot lose the codes.
 */
export function BackupCodesDialog({ codes, onDone }: Props) {
  const { t } = useTranslation(NS);
  const [copied, setCopied] = useState(false);
  const copyRef = useRef<HTMLButtonElement>(null);

  async function copyAll(list: string[]) {
    try {
      await navigator.clipboard.writeText(list.join('\n'));
      setCopied(true);
      toaster.success({ title: t('account.mfa.copied') });
    } catch {
      toaster.error({ title: t('account.mfa.copyFailure') });
    }
  }

  return (
    <FormDialog
      open={codes !== null}
      onOpenChange={() => undefined}
      alert
      locked
      asForm={false}
      initialFocus={() => copyRef.current}
      title={t('account.mfa.backupTitle')}
      description={t('account.mfa.backupIntro')}
      footer={
        <>
          <Button ref={copyRef} variant="outline" onClick={() => void copyAll(codes ?? [])}>
            {copied ? t('account.mfa.copied') : t('account.mfa.copyAll')}
          </Button>
          <Button
            colorPalette="brand"
            onClick={() => {
              setCopied(false);
              onDone();
            }}
          >
            {t('account.mfa.savedThem')}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        {/* The grid is the list itself: an <ol> may only hold <li> children. */}
        <List.Root
          as="ol"
          display="grid"
          gridTemplateColumns="repeat(2, minmax(0, 1fr))"
          gap="2"
          listStyle="none"
          ps="0"
          aria-label={t('account.mfa.backupTitle')}
        >
          {(codes ?? []).map((code) => (
            <List.Item
              key={code}
              fontFamily="mono"
              fontSize="md"
              textAlign="center"
              bg="bg.muted"
              borderRadius="sm"
              py="1"
              data-testid="backup-code"
            >
              {code}
            </List.Item>
          ))}
        </List.Root>
        <Text fontSize="sm" color="fg.muted">
          {t('account.mfa.backupNote')}
        </Text>
      </Stack>
    </FormDialog>
  );
}
