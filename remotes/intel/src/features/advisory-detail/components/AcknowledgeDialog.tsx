import { Stack } from '@csan/shared-ui';
import {
  FormDialog,
  LabelledField,
  NativeSelect,
  Textarea,
  useDataErrorText,
} from '@csan/shared-ui/forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACK_STATUSES, type AckStatus } from '../../../api/types';
import { NS } from '../../../i18n/namespace';
import { useAcknowledgeMutation } from '../api/acknowledge-mutation';

type Props = {
  advisoryId: string;
  org: { org_id: string; org_name: string };
  /** The organisation's current answer, if any: the form starts from it. */
  current?: { status: AckStatus; note: string | null } | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

const NOTE_MAX = 2000;

/** The focal point's answer for their organisation: a status and a note. */
export function AcknowledgeDialog({ advisoryId, org, current, open, onOpenChange }: Props) {
  const { t } = useTranslation(NS);
  const errorText = useDataErrorText();
  const [status, setStatus] = useState<AckStatus>(current?.status ?? 'received');
  const [note, setNote] = useState(current?.note ?? '');
  const acknowledge = useAcknowledgeMutation(advisoryId);
  const tooLong = note.length > NOTE_MAX;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('ack.dialogTitle', { org: org.org_name })}
      description={t('ack.dialogDescription')}
      confirmLabel={t('ack.confirm')}
      busyLabel={t('ack.saving')}
      busy={acknowledge.isPending}
      confirmDisabled={tooLong}
      confirmPalette="brand"
      fullOnPhone
      freshOnOpen
      onConfirm={() =>
        acknowledge.mutate(
          { orgId: org.org_id, status, note },
          { onSuccess: () => onOpenChange(false) },
        )
      }
      footerNote={
        acknowledge.isError ? <span role="alert">{errorText(acknowledge.error)}</span> : null
      }
    >
      <Stack gap="4">
        <LabelledField label={t('ack.status')} required>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={status}
              onChange={(event) => setStatus(event.target.value as AckStatus)}
            >
              {ACK_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`ackStatus.${s}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </LabelledField>
        <LabelledField
          label={t('ack.note')}
          helper={t('ack.noteHelp', { max: NOTE_MAX })}
          error={tooLong ? t('ack.noteTooLong', { max: NOTE_MAX }) : undefined}
        >
          <Textarea value={note} rows={4} onChange={(event) => setNote(event.target.value)} />
        </LabelledField>
      </Stack>
    </FormDialog>
  );
}
