import type { CapturedMail } from './mailbox.js';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ENTITIES[ch] ?? ch);

/** Escapes the text, then turns http(s) URLs into links (nothing else becomes markup). */
export function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/g)
    .map((part, i) =>
      i % 2 === 1
        ? `<a href="${escapeHtml(part)}" target="_blank" rel="noopener">${escapeHtml(part)}</a>`
        : escapeHtml(part),
    )
    .join('');
}

/** The links of an HTML body, listed beside it so recovery or invitation links are one click away. */
function hrefs(html: string | undefined): string[] {
  if (!html) return [];
  return [...html.matchAll(/href\s*=\s*["']([^"']+)["']/gi)]
    .map((m) => (m[1] ?? '').replace(/&amp;/g, '&'))
    .filter((href) => /^https?:\/\//.test(href));
}

function renderMail(mail: CapturedMail): string {
  const links = hrefs(mail.html);
  const linkList = links.length
    ? `<ul class="links">${links.map((href) => `<li>${linkify(href)}</li>`).join('')}</ul>`
    : '';
  // The HTML body is shown in a sandboxed frame (no scripts); srcdoc is attribute-escaped.
  const htmlBody = mail.html
    ? `<iframe sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(mail.html)}" title="HTML body"></iframe>`
    : '';
  const attachments = mail.attachments?.length
    ? `<p class="meta">Attachments: ${mail.attachments
        .map((a) => `${escapeHtml(a.filename)} (${escapeHtml(a.content_type ?? 'unknown type')})`)
        .join(', ')}</p>`
    : '';
  return `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">To ${escapeHtml(mail.to)}${mail.from ? ` · from ${escapeHtml(mail.from)}` : ''} · <time>${escapeHtml(mail.sentAt)}</time></p>
${attachments}${linkList}<pre>${linkify(mail.text)}</pre>${htmlBody}
</article>`;
}

/** The dev mailbox page: newest first, every field escaped. */
export function renderMailbox(mails: CapturedMail[]): string {
  const body = mails.length ? mails.map(renderMail).join('\n') : '<p>No e-mails captured yet.</p>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Dev mailbox (${mails.length})</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}
article{border:1px solid #ccc;border-radius:6px;padding:1rem;margin:1rem 0}.meta{color:#555}
pre{white-space:pre-wrap}iframe{width:100%;min-height:12rem;border:1px solid #eee}</style></head>
<body><h1>Dev mailbox</h1><p>Every e-mail the local stack and its functions send lands here; nothing leaves the machine.
JSON: <a href="mail.json">mail.json</a></p>
${body}
</body></html>`;
}
