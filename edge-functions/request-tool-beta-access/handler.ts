import { z } from 'zod';
import { type FunctionDeps, type Handler, loadEnv, mailEnv, supabaseEnv } from '../_shared/env.ts';
import { escapeHtml } from '../_shared/html.ts';
import { allowMethods, json, readJson, withHttp } from '../_shared/http.ts';
import { createMailer } from '../_shared/mail.ts';
import { requireMember } from '../_shared/member.ts';
import { createUserClient } from '../_shared/supabase.ts';

/** What the /products page sends for a Beta tool: its catalogue id and its title as shown. */
export const betaPayload = z.object({
  toolId: z
    .string({ error: 'Tool is required' })
    .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'Unknown tool'),
  toolTitle: z
    .string({ error: 'Tool title is required' })
    .trim()
    .min(1, 'Tool title is required')
    .max(200, 'Tool title too long'),
});
export type BetaPayload = z.infer<typeof betaPayload>;

export const messages = {
  requested: 'Beta access requested',
  already: 'Beta access was already requested',
} as const;

const env = {
  ...supabaseEnv,
  ...mailEnv,
  /** The team that runs the tools' betas (the R&D team). */
  RD_TEAM_INBOX: z.email(),
};

type Member = { email: string; name: string; organization: string; tier: string };

/** The team's e-mail, in English, HTML and plain text. */
export function renderBetaRequest(request: BetaPayload, member: Member) {
  const rows: [string, string][] = [
    ['Tool', `${request.toolTitle} (${request.toolId})`],
    ['Member', `${member.name} <${member.email}>`],
    ['Organization', member.organization],
    ['Membership tier', member.tier],
  ];
  const intro = 'A member asked for beta access to a digital tool through the portal.';
  return {
    subject: `Beta access request: ${request.toolTitle}`,
    text: [intro, '', ...rows.map(([label, value]) => `${label}: ${value}`)].join('\n'),
    html: `<p>${escapeHtml(intro)}</p><table>${rows
      .map(
        ([label, value]) =>
          `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
      )
      .join('')}</table>`,
  };
}

/**
 * POST { toolId, toolTitle } by a signed-in member → the request is recorded in
 * tool_beta_requests AS the member (RLS: their own row, not while MFA-locked; once per tool),
 * then the team is e-mailed with who asked → { ok, alreadyRequested, message }. A repeated
 * request answers 200 with alreadyRequested and sends nothing. If the e-mail fails the
 * request is withdrawn again (so a retry notifies) and the answer is 502. 401 signed out;
 * 403 when RLS refuses (MFA-locked).
 */
export function createHandler(deps: FunctionDeps): Handler {
  const config = loadEnv(env, deps.env);
  const mailer = createMailer(config, deps.fetch);
  return withHttp(async (req) => {
    allowMethods(req, 'POST');
    const client = createUserClient(config, req, deps.fetch);
    const caller = await requireMember(client, req);
    const request = await readJson(req, betaPayload);

    const { error } = await client.from('tool_beta_requests').insert({ tool_id: request.toolId });
    if (error?.code === '23505') {
      return json({ ok: true, alreadyRequested: true, message: messages.already });
    }
    if (error?.code === '42501') {
      return json({ error: 'You cannot request beta access right now' }, 403);
    }
    if (error) throw new Error(`tool_beta_requests insert failed: ${error.message}`);

    const { data: profile } = await client
      .from('profiles')
      .select('full_name, organization, membership_tier')
      .eq('user_id', caller.id)
      .maybeSingle();
    const member: Member = {
      email: caller.email ?? 'unknown',
      name: profile?.full_name || caller.email || 'A member',
      organization: profile?.organization || 'not given',
      tier: profile?.membership_tier || 'none',
    };
    try {
      await mailer.send({
        to: config.RD_TEAM_INBOX,
        ...(caller.email ? { replyTo: caller.email } : {}),
        ...renderBetaRequest(request, member),
      });
    } catch (mailError) {
      await client
        .from('tool_beta_requests')
        .delete()
        .eq('user_id', caller.id)
        .eq('tool_id', request.toolId);
      throw mailError;
    }
    return json({ ok: true, alreadyRequested: false, message: messages.requested });
  });
}
