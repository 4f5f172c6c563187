import { z } from 'zod';
import { emailAddress } from '../_shared/email-address.ts';
import { type FunctionDeps, type Handler, loadEnv, mailEnv } from '../_shared/env.ts';
import { escapeHtml } from '../_shared/html.ts';
import { allowMethods, json, readJson, withHttp } from '../_shared/http.ts';
import { createMailer } from '../_shared/mail.ts';

/** The payload the library's lead dialog sends, with the lead form's length limits. */
export const leadPayload = z.object({
  leadName: z
    .string({ error: 'Lead name is required' })
    .trim()
    .min(1, 'Lead name is required')
    .max(201, 'Lead name too long'),
  leadEmail: emailAddress,
  organization: z.string().trim().max(200, 'Organization name too long').nullish(),
  resourceTitle: z
    .string({ error: 'Resource title is required' })
    .trim()
    .min(1, 'Resource title is required')
    .max(500, 'Resource title too long'),
});
export type LeadPayload = z.infer<typeof leadPayload>;

const env = {
  ...mailEnv,
  /** The society's inbox that receives lead notifications. */
  SOCIETY_INBOX: z.email(),
};

function render(lead: LeadPayload) {
  const organization = lead.organization || 'not given';
  const text = [
    `${lead.leadName} <${lead.leadEmail}> downloaded "${lead.resourceTitle}".`,
    `Organization: ${organization}`,
  ].join('\n');
  const html = `<p><strong>${escapeHtml(lead.leadName)}</strong> (<a href="mailto:${escapeHtml(lead.leadEmail)}">${escapeHtml(
    lead.leadEmail,
  )}</a>) downloaded <em>${escapeHtml(lead.resourceTitle)}</em>.</p><p>Organization: ${escapeHtml(organization)}</p>`;
  return { subject: `New resource lead: ${lead.resourceTitle}`, text, html };
}

/**
 * POST { leadName, leadEmail, organization?, resourceTitle } → notifies the
 * society's inbox by e-mail → { ok: true }. Bad input is a 400 naming the
 * problem; a mail provider failure a 502. The portal ignores failures.
 */
export function createHandler(deps: FunctionDeps): Handler {
  const config = loadEnv(env, deps.env);
  const mailer = createMailer(config, deps.fetch);
  return withHttp(async (req) => {
    allowMethods(req, 'POST');
    const lead = await readJson(req, leadPayload);
    await mailer.send({ to: config.SOCIETY_INBOX, replyTo: lead.leadEmail, ...render(lead) });
    return json({ ok: true });
  });
}
