import { escapeHtml } from '../_shared/html.ts';

export interface TeamInvitationMail {
  teamName: string;
  organization: string | null;
  ownerName: string | null;
  link: string;
  expiresAt: string;
}

/** The team invitation e-mail: who invites to which team, the sign-up link, until when it works. */
export function renderTeamInvitation({
  teamName,
  organization,
  ownerName,
  link,
  expiresAt,
}: TeamInvitationMail) {
  const until = new Date(expiresAt).toUTCString();
  const team = organization ? `${teamName} (${organization})` : teamName;
  const who = ownerName ? `${ownerName} has added you` : 'You have been added';
  const intro = `${who} to the team ${team} on CSAN, the cybersecurity professional society. As a member of the team you share its Corporate membership.`;
  const text = [
    'Hello,',
    '',
    intro,
    `Create your account here: ${link}`,
    '',
    `This link works once and expires on ${until}.`,
  ].join('\n');
  const html = `<p>Hello,</p><p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">Create your account</a></p><p>This link works once and expires on ${escapeHtml(until)}.</p>`;
  return { subject: `You're invited to join ${teamName} on CSAN`, text, html };
}
