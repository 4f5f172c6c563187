import { z } from 'zod';
import { emailAddress } from '../_shared/email-address.ts';
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
import { requireMember } from '../_shared/member.ts';
import { createServiceClient, createUserClient } from '../_shared/supabase.ts';
import { renderTeamInvitation } from './mail.ts';

/** What the corporate team page's Add Member form posts. */
export const addMemberPayload = z.object({
  teamId: z.uuid({ error: 'Team not found' }),
  email: emailAddress,
});

/** The refusals of add_team_member (SQL), with the status and English message of each. */
export const refusals = {
  team_not_found: [404, 'Team not found'],
  not_team_owner: [403, 'Only the team owner can add members'],
  invalid_email: [400, 'Invalid email address'],
  owner_not_member: [409, 'You own this team: your access comes with your subscription'],
  already_member: [409, 'This person is already on the team'],
  already_invited: [409, 'An invitation to this team was already sent to this address'],
  team_full: [409, 'This team is full'],
  seats_exhausted: [409, 'All the seats your Corporate membership paid for are taken'],
} as const satisfies Record<string, readonly [number, string]>;

export type RefusalCode = keyof typeof refusals;

const isRefusal = (message: string): message is RefusalCode => message in refusals;

const added = z.object({
  status: z.literal('added'),
  user_id: z.string(),
});
const invited = z.object({
  status: z.literal('invited'),
  invitation_id: z.string(),
  token: z.string(),
  expires_at: z.string(),
  team_name: z.string(),
  organization: z.string().nullable(),
  owner_name: z.string().nullable(),
});
const outcome = z.discriminatedUnion('status', [added, invited]);

export const messages = {
  added: (email: string) => `${email} was added to the team`,
  invited: (email: string) => `Invitation sent to ${email}`,
} as const;

/**
 * POST { teamId, email } by the team's owner (or an admin) → an existing account joins the team
 * at once (`{ ok, status: 'added' }`); an address without one gets a waitlist-style invitation:
 * a sign-up token for that address (valid 7 days) and the link
 * `<SITE_URL>/login?tab=signup&token=<token>` mailed to it (`{ ok, status: 'invited' }`);
 * signing up with it puts them on the team. The seat held by the invitation is checked like a
 * member's. The team is first read AS the caller (RLS: their team, not MFA-locked, aal2 once MFA
 * is set up), then add_team_member (service role only: it mints the token, which the caller
 * never sees) does the rest under the owner's lock. Refusals: `{ error, code }` with the codes
 * of `refusals`. If the mail cannot be sent the invitation is withdrawn (502).
 */
export function createHandler(deps: FunctionDeps): Handler {
  const config = loadEnv({ ...supabaseEnv, ...mailEnv, ...siteEnv }, deps.env);
  const service = createServiceClient(config, deps.fetch);
  const mailer = createMailer(config, deps.fetch);
  const site = config.SITE_URL.replace(/\/$/, '');

  return withHttp(
    async (req) => {
      allowMethods(req, 'POST');
      const client = createUserClient(config, req, deps.fetch);
      const caller = await requireMember(client, req);
      const input = await readJson(req, addMemberPayload);

      const team = await client
        .from('corporate_teams')
        .select('team_id')
        .eq('team_id', input.teamId)
        .maybeSingle();
      if (team.error) throw new Error(`corporate_teams read failed: ${team.error.message}`);
      if (!team.data) throw new HttpError(404, refusals.team_not_found[1]);

      const { data, error } = await service.rpc('add_team_member', {
        p_team_id: input.teamId,
        p_email: input.email,
        p_acting_user: caller.id,
      });
      if (error && isRefusal(error.message)) {
        const [status, message] = refusals[error.message];
        throw new HttpError(status, message);
      }
      if (error) throw new Error(`add_team_member failed: ${error.message}`);
      const result = outcome.parse(data);
      if (result.status === 'added') {
        return json({ ok: true, status: 'added', message: messages.added(input.email) });
      }

      const link = `${site}/login?tab=signup&token=${encodeURIComponent(result.token)}`;
      try {
        await mailer.send({
          to: input.email,
          ...renderTeamInvitation({
            teamName: result.team_name,
            organization: result.organization,
            ownerName: result.owner_name,
            link,
            expiresAt: result.expires_at,
          }),
        });
      } catch (mailError) {
        const undo = await service
          .from('corporate_team_invitations')
          .delete()
          .eq('invitation_id', result.invitation_id);
        if (undo.error) console.error('could not withdraw the team invitation', undo.error.message);
        throw mailError;
      }
      return json({
        ok: true,
        status: 'invited',
        message: messages.invited(input.email),
        expires_at: result.expires_at,
      });
    },
    (message) => {
      const code = Object.entries(refusals).find(([, [, text]]) => text === message)?.[0];
      return code ? { code } : null;
    },
  );
}
