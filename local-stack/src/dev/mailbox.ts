import { randomUUID } from 'node:crypto';
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
  from?: string | undefined;
  /** Resend's shape, kept as sent (content base64) so a test can decode a PDF. */
  attachments?: MailAttachment[] | undefined;
  /** Resend tags; the outbox drainer tags every mail with its `kind`. */
  tags?: { name: string; value: string }[] | undefined;
  headers?: Record<string, string> | undefined;
  /** The Idempotency-Key it was sent with: the same key again is not captured twice. */
  idempotencyKey?: string | undefined;
}

export interface MailAttachment {
  filename: string;
  content: string;
  content_type?: string | undefined;
}

export interface CapturedMail extends OutgoingMail {
  id: string;
  sentAt: string;
}

/** Captures every e-mail the stack or a function sends (dev only; nothing leaves the machine). */
export interface Mailbox {
  send(mail: OutgoingMail): Promise<CapturedMail>;
  list(): CapturedMail[];
  clear(): void;
}

/** The lines of a kept mailbox that still parse (a line cut by a crash is skipped). */
function readKept(file: string): CapturedMail[] {
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  const mails: CapturedMail[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      const mail = JSON.parse(line) as CapturedMail;
      if (typeof mail.id === 'string' && typeof mail.to === 'string') mails.push(mail);
    } catch {
      // A half-written last line: the rest is still the mailbox.
    }
  }
  return mails;
}

/**
 * In memory, or kept in `file` (one JSON line per mail) when the stack's data is kept on disk:
 * the data outlives a restart, so must the mailbox, or an invitation sent before the restart
 * could never be opened.
 */
export function createMailbox(file?: string): Mailbox {
  const mails: CapturedMail[] = file ? readKept(file) : [];
  if (file) mkdirSync(path.dirname(file), { recursive: true });
  return {
    async send(mail) {
      const captured = { ...mail, id: randomUUID(), sentAt: new Date().toISOString() };
      mails.push(captured);
      if (file) appendFileSync(file, `${JSON.stringify(captured)}\n`);
      return captured;
    },
    list: () => [...mails].reverse(),
    clear: () => {
      mails.length = 0;
      if (file) writeFileSync(file, '');
    },
  };
}
