import { z } from 'zod';
import { type FunctionDeps, type Handler, loadEnv, mailEnv, supabaseEnv } from '../_shared/env.ts';
import { escapeHtml } from '../_shared/html.ts';
import { allowMethods, HttpError, json, readJson, withHttp } from '../_shared/http.ts';
import { createMailer } from '../_shared/mail.ts';
import { createServiceClient } from '../_shared/supabase.ts';

/** The library names the lead it stored (content_leads.lead_id): nothing else is taken. */
export const leadNotice = z.object({ leadId: z.uuid({ error: 'Lead id is required' }) });

/** The stored lead, as claim_lead_notification returns it. */
export interface StoredLead {
  lead_name: string;
  lead_email: string;
  organization: string | null;
  resource_title: string | null;
}

const env = {
  ...supabaseEnv,
  ...mailEnv,
  /** The society's inbox that receives lead notifications. */
  SOCIETY_INBOX: z.email(),
};

export const messages = {
  unknown: 'No stored lead is waiting for this notification',
} as const;

export function render(lead: StoredLead) {
  const organization = lead.organization || 'not given';
  const title = lead.resource_title ?? 'a resource no longer in the library';
  const text = [
    `${lead.lead_name} <${lead.lead_email}> downloaded "${title}".`,
    `Organization: ${organization}`,
  ].join('\n');
  const html = `<p><strong>${escapeHtml(lead.lead_name)}</strong> (<a href="mailto:${escapeHtml(lead.lead_email)}">${escapeHtml(
    lead.lead_email,
  )}</a>) downloaded <em>${escapeHtml(title)}</em>.</p><p>Organization: ${escapeHtml(organization)}</p>`;
  return { subject: `New resource lead: ${title}`, text, html };
}

/**
 * POST { leadId } after the library stored a lead → the society's inbox is told of that lead,
 * once, with what the database holds (claim_lead_notification, service role) → { ok: true }.
 * An unknown or already notified lead is a 404 and sends nothing, so no caller can mail text
 * of its own or mail a lead twice. A mail provider failure gives the claim back (a retry
 * notifies) and answers 502. The portal ignores failures.
 */
export function createHandler(deps: FunctionDeps): Handler {
  const config = loadEnv(env, deps.env);
  const mailer = createMailer(config, deps.fetch);
  const service = createServiceClient(config, deps.fetch);
  return withHttp(async (req) => {
    allowMethods(req, 'POST');
    const { leadId } = await readJson(req, leadNotice);
    const { data, error } = await service.rpc('claim_lead_notification', { p_lead_id: leadId });
    if (error) throw new Error(`claim_lead_notification failed: ${error.message}`);
    const lead = (data as StoredLead[] | null)?.[0];
    if (!lead) throw new HttpError(404, messages.unknown);
    try {
      await mailer.send({ to: config.SOCIETY_INBOX, replyTo: lead.lead_email, ...render(lead) });
    } catch (sendError) {
      await service.rpc('release_form_notification', { p_form: 'content_leads', p_row_id: leadId });
      throw sendError;
    }
    return json({ ok: true });
  });
}
