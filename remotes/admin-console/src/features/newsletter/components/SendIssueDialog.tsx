import { reportError } from '@csan/shared-auth';
import { Button, toaster } from '@csan/shared-ui';
import { FormDialog, Input, LabelledField, Textarea } from '@csan/shared-ui/forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import { useAdminWrite } from '../../../lib/use-admin-write';
import { useIssueSendMutation } from '../api/issue-send-mutation';

const SUBJECT_MAX = 200;
const BODY_MAX = 20000;

/**
 * 'Send issue': a subject and the text (plain text; a blank line starts a paragraph), sent to
 * every confirmed subscriber, each mail with its own unsubscribe link. The draft keeps one id
 * while the dialog is open, so pressing Send again after a failure reaches nobody twice.
 */
export function SendIssueDialog({ confirmed }: { confirmed: number | undefined }) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState({ id: crypto.randomUUID(), subject: '', body: '' });
  const [showErrors, setShowErrors] = useState(false);
  const send = useIssueSendMutation();
  const { ready } = useAdminWrite();
  const subjectError =
    draft.subject.trim() === '' || draft.subject.trim().length > SUBJECT_MAX
      ? t('newsletter.send.subjectError', { max: SUBJECT_MAX })
      : undefined;
  const bodyError =
    draft.body.trim() === '' || draft.body.trim().length > BODY_MAX
      ? t('newsletter.send.bodyError', { max: BODY_MAX })
      : undefined;

  async function confirm() {
    setShowErrors(true);
    if (subjectError || bodyError || !ready()) return;
    try {
      const recipients = await send.mutateAsync(draft);
      toaster.success({ title: t('newsletter.send.success', { count: recipients }) });
      setOpen(false);
      setDraft({ id: crypto.randomUUID(), subject: '', body: '' });
      setShowErrors(false);
    } catch (error) {
      reportError(error, { remote: 'admin_console', action: 'sending a newsletter issue' });
      toaster.error({ title: t('newsletter.send.failure') });
    }
  }

  return (
    <FormDialog
      trigger={<Button colorPalette="brand">{t('newsletter.send.button')}</Button>}
      open={open}
      onOpenChange={setOpen}
      title={t('newsletter.send.title')}
      description={t('newsletter.send.description', { count: confirmed ?? 0 })}
      confirmLabel={t('newsletter.send.confirm')}
      busyLabel={t('newsletter.send.sending')}
      confirmPalette="brand"
      busy={send.isPending}
      onConfirm={() => void confirm()}
      keepOnOutsideClick
      fullOnPhone
      size="lg"
    >
      <LabelledField
        label={t('newsletter.send.subject')}
        error={showErrors ? subjectError : undefined}
        required
      >
        <Input
          value={draft.subject}
          maxLength={SUBJECT_MAX}
          onChange={(event) => setDraft({ ...draft, subject: event.target.value })}
        />
      </LabelledField>
      <LabelledField
        label={t('newsletter.send.body')}
        helper={t('newsletter.send.bodyHelp')}
        error={showErrors ? bodyError : undefined}
        required
      >
        <Textarea
          rows={10}
          value={draft.body}
          maxLength={BODY_MAX}
          onChange={(event) => setDraft({ ...draft, body: event.target.value })}
        />
      </LabelledField>
    </FormDialog>
  );
}
