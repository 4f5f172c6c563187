import { escapeHtml } from '../_shared/html.ts';

export interface InvitationMail {
  name: string;
  link: string;
  expiresAt: string;
}

/** The invitation e-mail: who invites, the sign-up link, until when it works. */
export function renderInvitation({ name, link, expiresAt }: InvitationMail) {
  const until = new Date(expiresAt).toUTCString();
  const text = [
    `Hello ${name},`,
    '',
    'A place has opened for you: you are invited to join CSAN, the cybersecurity professional society.',
    `Create your account here: ${link}`,
    '',
    `This link works once and expires on ${until}.`,
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(name)},</p><p>A place has opened for you: you are invited to join CSAN, the cybersecurity professional society.</p><p><a href="${escapeHtml(link)}">Create your account</a></p><p>This link works once and expires on ${escapeHtml(until)}.</p>`;
  return { subject: "You're invited to join CSAN", text, html };
}
