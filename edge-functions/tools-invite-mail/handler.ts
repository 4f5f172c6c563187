import { z } from 'zod';
import { requireCaller } from '../_shared/caller.ts';
import {
  type FunctionDeps,
  type Handler,
  loadEnv,
  mailEnv,
  siteEnv,
  supabaseEnv,
} from '../_shared/env.ts';
import { allowMethods, HttpError, json, readJson, withHttp } from '../_shared/http.ts';
import { createMailer } from '../_shared/mail.ts';
import { createUserClient } from '../_shared/supabase.ts';
import { assessmentLink, type Language, renderInvitation } from './invitation-mail.ts';

export const invitationPayload = z.object({
  assessment_id: z.uuid({ error: 'assessment_id is an assessment id' }),
  user_id: z.uuid({ error: 'user_id is the invited member id' }),
});

const env = { ...supabaseEnv, ...mailEnv, ...siteEnv };

interface Claim {
  email: string;
  full_name: string | null;
  language: Language;
  assessment_name: string;
  organisation: string;
  inviter_name: string;
}

/**
 * POST { assessment_id, user_id } by the assessment's owner, after tools_invite_collaborator →
 * the invitee gets one e-mail in their language with the assessment's link. Who may, and the
 * once-only rule, are the database's (tools_claim_invitation_mail, asked AS the caller).
 * → { sent: true }, or { sent: false } when that invitee was already mailed (or is not on the
 * team). 401 signed out, 403 not the owner (or no flag / aal1), 404 not readable, 400 a bad
 * body, 502 when the mail API refuses.
 */
export function createHandler(deps: FunctionDeps): Handler {
  const config = loadEnv(env, deps.env);
  const mailer = createMailer(config, deps.fetch);
  return withHttp(async (req) => {
    allowMethods(req, 'POST');
    const client = createUserClient(config, req, deps.fetch);
    await requireCaller(client, req);
    const { assessment_id, user_id } = await readJson(req, invitationPayload);

    const { data, error } = await client.rpc('tools_claim_invitation_mail', {
      p_assessment_id: assessment_id,
      p_user_id: user_id,
    });
    if (error?.code === '42501')
      throw new HttpError(403, 'Only the owner of the assessment invites');
    if (error?.code === 'PT404') throw new HttpError(404, 'Assessment not found');
    if (error) throw new Error(`tools_claim_invitation_mail failed: ${error.message}`);

    const claim = ((data ?? []) as Claim[])[0];
    if (!claim) return json({ sent: false });
    const mail = renderInvitation({
      language: claim.language,
      inviter: claim.inviter_name,
      assessment: claim.assessment_name,
      organisation: claim.organisation,
      link: assessmentLink(config.SITE_URL, assessment_id),
    });
    await mailer.send({ to: claim.email, ...mail });
    return json({ sent: true });
  });
}
