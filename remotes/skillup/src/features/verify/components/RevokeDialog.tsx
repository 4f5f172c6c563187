import { classifyDataError, DataError } from '@csan/shared-auth';
import { Button, Text } from '@csan/shared-ui';
import { FormDialog, LabelledField, Textarea } from '@csan/shared-ui/forms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { skillupKeys } from '../../../api/keys';
import { NS } from '../../../i18n/namespace';
import { revokeCertificate } from '../api/verify-api';

/** An admin's 'Revoke' with a reason (3–500 characters, as the database requires). */
export function RevokeDialog({ code }: { code: string }) {
  const { t } = useTranslation(NS);
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const revoke = useMutation({
    mutationFn: () => revokeCertificate(code, reason.trim()),
    onSuccess: async () => {
      setOpen(false);
      await client.invalidateQueries({ queryKey: skillupKeys.verify(code) });
    },
  });
  const valid = reason.trim().length >= 3 && reason.trim().length <= 500;
  const error =
    revoke.error instanceof DataError && classifyDataError(revoke.error) === 'needs-mfa'
      ? t('verify.revokeNeedsMfa')
      : revoke.error
        ? t('verify.revokeFailed')
        : null;
  return (
    <FormDialog
      trigger={
        <Button colorPalette="red" variant="outline" size="sm">
          {t('verify.revoke')}
        </Button>
      }
      open={open}
      onOpenChange={setOpen}
      title={t('verify.revokeTitle', { code })}
      description={t('verify.revokeExplain')}
      confirmLabel={t('verify.revoke')}
      danger
      busy={revoke.isPending}
      confirmDisabled={!valid}
      onConfirm={() => revoke.mutate()}
      footerNote={
        error ? (
          <Text role="alert" color="fg.error">
            {error}
          </Text>
        ) : undefined
      }
    >
      <LabelledField label={t('verify.reason')} required>
        <Textarea
          value={reason}
          maxLength={500}
          onChange={(event) => setReason(event.target.value)}
        />
      </LabelledField>
    </FormDialog>
  );
}
