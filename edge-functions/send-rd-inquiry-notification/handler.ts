import { z } from 'zod';
import { type FunctionDeps, type Handler, loadEnv, mailEnv, supabaseEnv } from '../_shared/env.ts';
import { escapeHtml } from '../_shared/html.ts';
import { allowMethods, HttpError, json, readJson, withHttp } from '../_shared/http.ts';
import { createMailer } from '../_shared/mail.ts';
import { createServiceClient } from '../_shared/supabase.ts';

/** The organization types of the inquiry form, with the names the R&D team reads. */
export const ORGANIZATION_TYPES = {
  corporate: 'Corporate',
  dfi: 'DFI/MDB',
  government: 'Government/CERT',
  ngo: 'NGO/Academic',
  other: 'Other',
} as const;

type OrganizationType = keyof typeof ORGANIZATION_TYPES;

/** The inquiry form names the inquiry it stored (rd_inquiries.inquiry_id): nothing else is taken. */
export const inquiryNotice = z.object({
  inquiryId: z.uuid({ error: 'Inquiry id is required' }),
});

/** The stored inquiry, as claim_rd_inquiry_notification returns it. */
export interface StoredInquiry {
  contact_name: string;
  contact_email: string;
  organization_name: string;
  organization_type: string;
  project_title: string;
  project_scope: string | null;
}

export const messages = {
  unknown: 'No stored inquiry is waiting for this notification',
} as const;

const env = {
  ...supabaseEnv,
  ...mailEnv,
  /** The R&D team's inbox that receives new inquiries. */
  RD_TEAM_INBOX: z.email(),
};

/** The team's e-mail, in English (the society's working language), HTML and plain text. */
export function renderInquiry(inquiry: StoredInquiry) {
  const scope = inquiry.project_scope || 'not given';
  const type = inquiry.organization_type as OrganizationType;
  const rows: [string, string][] = [
    ['Project', inquiry.project_title],
    ['Contact', `${inquiry.contact_name} <${inquiry.contact_email}>`],
    ['Organization', inquiry.organization_name],
    ['Organization type', ORGANIZATION_TYPES[type] ?? inquiry.organization_type],
  ];
  const text = [
    'A new R&D inquiry arrived through the portal. Contact the client within 72 hours to arrange a confidential scoping meeting.',
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    'Project scope:',
    scope,
  ].join('\n');
  const html = [
    '<p>A new R&amp;D inquiry arrived through the portal. Contact the client within 72 hours to arrange a confidential scoping meeting.</p>',
    '<table>',
    ...rows.map(
      ([label, value]) =>
        `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    `<p><strong>Project scope:</strong></p><p style="white-space:pre-wrap">${escapeHtml(scope)}</p>`,
  ].join('');
  return { subject: `New R&D inquiry: ${inquiry.project_title}`, text, html };
}

/**
 * POST { inquiryId } after the form stored an inquiry → the R&D team is e-mailed that inquiry
 * (reply-to the contact), once, with what the database holds (claim_rd_inquiry_notification,
 * service role) → { ok: true }. An unknown or already notified inquiry is a 404 and sends
 * nothing, so no caller can mail text of its own or mail an inquiry twice. A mail provider
 * failure gives the claim back (a retry notifies) and answers 502. The portal only logs
 * failures: the inquiry itself is already stored.
 */
export function createHandler(deps: FunctionDeps): Handler {
  const config = loadEnv(env, deps.env);
  const mailer = createMailer(config, deps.fetch);
  const service = createServiceClient(config, deps.fetch);
  return withHttp(async (req) => {
    allowMethods(req, 'POST');
    const { inquiryId } = await readJson(req, inquiryNotice);
    const { data, error } = await service.rpc('claim_rd_inquiry_notification', {
      p_inquiry_id: inquiryId,
    });
    if (error) throw new Error(`claim_rd_inquiry_notification failed: ${error.message}`);
    const inquiry = (data as StoredInquiry[] | null)?.[0];
    if (!inquiry) throw new HttpError(404, messages.unknown);
    try {
      await mailer.send({
        to: config.RD_TEAM_INBOX,
        replyTo: inquiry.contact_email,
        ...renderInquiry(inquiry),
      });
    } catch (sendError) {
      await service.rpc('release_form_notification', {
        p_form: 'rd_inquiries',
        p_row_id: inquiryId,
      });
      throw sendError;
    }
    return json({ ok: true });
  });
}
