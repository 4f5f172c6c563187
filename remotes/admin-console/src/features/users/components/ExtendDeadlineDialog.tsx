import { reportError } from '@csan/shared-auth';
import { Button, toaster } from '@csan/shared-ui';
import { Field, FormDialog, Input } from '@csan/shared-ui/forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import { useAdminWrite } from '../../../lib/use-admin-write';
import { useMfaDeadlineExtendMutation } from '../api/mfa-deadline-extend-mutation';
import { EXTEND_DAYS, parseExtendDays } from '../rules/extend-days';

/** Extend deadline: days 1–30 (7 by default), then 'MFA deadline extended by N days'. */
export function ExtendDeadlineDialog({ userId }: { userId: string }) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(String(EXTEND_DAYS.default));
  const [showError, setShowError] = useState(false);
  const extend = useMfaDeadlineExtendMutation();
  const { ready } = useAdminWrite();
  const days = parseExtendDays(text);

  async function confirm() {
    if (days === null) {
      setShowError(true);
      return;
    }
    if (!ready()) return;
    try {
      await extend.mutateAsync({ userId, days });
      // 'by 1 day', 'by 14 days': the plural follows the number in each language.
      toaster.success({ title: t('mfaSupport.extend.success', { count: days }) });
      setOpen(false);
      setText(String(EXTEND_DAYS.default));
      setShowError(false);
    } catch (error) {
      reportError(error, { remote: 'admin_console', action: 'extending the MFA deadline' });
      toaster.error({ title: t('mfaSupport.extend.failure') });
    }
  }

  const invalid = showError && days === null;
  return (
    <FormDialog
      trigger={
        <Button size="sm" variant="outline">
          {t('mfaSupport.extend.button')}
        </Button>
      }
      open={open}
      onOpenChange={setOpen}
      title={t('mfaSupport.extend.title')}
      confirmLabel={t('mfaSupport.extend.confirm')}
      cancelLabel={t('mfaSupport.cancel')}
      busy={extend.isPending}
      onConfirm={() => void confirm()}
    >
      <Field.Root invalid={invalid} required>
        <Field.Label>{t('mfaSupport.extend.daysLabel')}</Field.Label>
        <Input
          type="number"
          inputMode="numeric"
          min={EXTEND_DAYS.min}
          max={EXTEND_DAYS.max}
          step={1}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => setShowError(true)}
        />
        {invalid ? (
          <Field.ErrorText>{t('mfaSupport.extend.daysError')}</Field.ErrorText>
        ) : (
          <Field.HelperText>{t('mfaSupport.extend.daysHelp')}</Field.HelperText>
        )}
      </Field.Root>
    </FormDialog>
  );
}
