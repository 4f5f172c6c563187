import { randomUUID } from 'node:crypto';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
  from?: string | undefined;
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

export function createMailbox(): Mailbox {
  const mails: CapturedMail[] = [];
  return {
    async send(mail) {
      const captured = { ...mail, id: randomUUID(), sentAt: new Date().toISOString() };
      mails.push(captured);
      return captured;
    },
    list: () => [...mails].reverse(),
    clear: () => {
      mails.length = 0;
    },
  };
}
