import { Button } from '@csan/shared-ui';
import { FormDialog, Input, LabelledField, useDataErrorText } from '@csan/shared-ui/forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import { useWithdrawMutation } from '../api/withdraw-mutation';

/** 'Withdraw': an analyst takes the advisory back, saying why (the note is a new version's). */
export function WithdrawDialog({ advisoryId }: { advisoryId: string }) {
  const { t } = useTranslation(NS);
  const errorText = useDataErrorText();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const withdraw = useWithdrawMutation(advisoryId);
  return (
    <FormDialog
      trigger={
        <Button size="sm" variant="outline" colorPalette="red">
          {t('withdraw.button')}
        </Button>
      }
      open={open}
      onOpenChange={setOpen}
      danger
      freshOnOpen
      title={t('withdraw.title')}
      description={t('withdraw.description')}
      confirmLabel={t('withdraw.confirm')}
      busy={withdraw.isPending}
      onConfirm={() => {
        if (note.trim() === '') {
          setMissing(true);
          return;
        }
        withdraw.mutate(note, { onSuccess: () => setOpen(false) });
      }}
      footerNote={withdraw.isError ? <span role="alert">{errorText(withdraw.error)}</span> : null}
    >
      <LabelledField
        label={t('editor.changeNote')}
        required
        error={missing && note.trim() === '' ? t('editor.errors.changeNote') : undefined}
      >
        <Input value={note} maxLength={500} onChange={(event) => setNote(event.target.value)} />
      </LabelledField>
    </FormDialog>
  );
}
