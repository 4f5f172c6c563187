import { z } from 'zod';
import { emailAddress } from '../_shared/email-address.ts';
import { type FunctionDeps, type Handler, loadEnv, mailEnv } from '../_shared/env.ts';
import { escapeHtml } from '../_shared/html.ts';
import { allowMethods, json, readJson, withHttp } from '../_shared/http.ts';
import { createMailer } from '../_shared/mail.ts';

/** The organization types of the inquiry form, with the names the R&D team reads. */
export const ORGANIZATION_TYPES = {
  corporate: 'Corporate',
  dfi: 'DFI/MDB',
  government: 'Government/CERT',
  ngo: 'NGO/Academic',
  other: 'Other',
} as const;

type OrganizationType = keyof typeof ORGANIZATION_TYPES;
const ORGANIZATION_TYPE_IDS = Object.keys(ORGANIZATION_TYPES) as [
  OrganizationType,
  ...OrganizationType[],
];

const required = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} too long`);

/** What the R&D inquiry form sends, with the limits rd_inquiries enforces. */
export const inquiryPayload = z.object({
  contactName: required('Contact name', 100),
  contactEmail: emailAddress,
  organizationName: required('Organization name', 200),
  organizationType: z.enum(ORGANIZATION_TYPE_IDS, { error: 'Unknown organization type' }),
  projectTitle: required('Project title', 200),
  projectScope: z.string().trim().max(5000, 'Project scope too long').nullish(),
});
export type InquiryPayload = z.infer<typeof inquiryPayload>;

const env = {
  ...mailEnv,
  /** The R&D team's inbox that receives new inquiries. */
  RD_TEAM_INBOX: z.email(),
};

/** The team's e-mail, in English (the society's working language), HTML and plain text. */
export function renderInquiry(inquiry: InquiryPayload) {
  const scope = inquiry.projectScope || 'not given';
  const rows: [string, string][] = [
    ['Project', inquiry.projectTitle],
    ['Contact', `${inquiry.contactName} <${inquiry.contactEmail}>`],
    ['Organization', inquiry.organizationName],
    ['Organization type', ORGANIZATION_TYPES[inquiry.organizationType]],
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
  return { subject: `New R&D inquiry: ${inquiry.projectTitle}`, text, html };
}

/**
 * POST { contactName, contactEmail, organizationName, organizationType, projectTitle,
 * projectScope? } → e-mails the R&D team (reply-to the contact) → { ok: true }. Bad input is a
 * 400 naming the problem; a mail provider failure a 502. The portal only logs failures: the
 * inquiry itself is already stored in rd_inquiries.
 */
export function createHandler(deps: FunctionDeps): Handler {
  const config = loadEnv(env, deps.env);
  const mailer = createMailer(config, deps.fetch);
  return withHttp(async (req) => {
    allowMethods(req, 'POST');
    const inquiry = await readJson(req, inquiryPayload);
    await mailer.send({
      to: config.RD_TEAM_INBOX,
      replyTo: inquiry.contactEmail,
      ...renderInquiry(inquiry),
    });
    return json({ ok: true });
  });
}
