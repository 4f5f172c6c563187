import { backupCodeUsed } from './backup-code-used.ts';
import { mfaDisabled } from './mfa-disabled.ts';
import { mfaEnabled } from './mfa-enabled.ts';
import { newsletterConfirm } from './newsletter-confirm.ts';
import { newsletterIssue } from './newsletter-issue.ts';
import { passwordChanged } from './password-changed.ts';
import { receipt } from './receipt.ts';
import { renewalReminder } from './renewal-reminder.ts';
import type { MailTemplate } from './types.ts';
import { welcome } from './welcome.ts';

/**
 * Every kind of mail the outbox sends, by `mail_outbox.kind`. A new kind: its file here and one
 * line below (docs/mail.md, "Adding a kind").
 */
// biome-ignore lint/suspicious/noExplicitAny: each template checks its own payload (zod) first.
export const MAIL_TEMPLATES: Readonly<Record<string, MailTemplate<any>>> = {
  welcome,
  mfa_enabled: mfaEnabled,
  mfa_disabled: mfaDisabled,
  password_changed: passwordChanged,
  backup_code_used: backupCodeUsed,
  renewal_reminder: renewalReminder,
  receipt,
  newsletter_confirm: newsletterConfirm,
  newsletter_issue: newsletterIssue,
};
