import { z } from 'zod';
import { requireAdminAal2 } from '../_shared/admin.ts';
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
import { createServiceClient, createUserClient } from '../_shared/supabase.ts';
import { renderInvitation } from './mail.ts';

/** What the admin console's Send Invite button posts. */
export const invitationPayload = z.object({
  waitlistId: z.uuid({ error: 'Invalid waitlist entry' }),
  email: emailAddress,
  fullName: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name too long'),
  /** Re-send to an entry already invited: a new link, the old one stops working. */
  resend: z.boolean().optional(),
});

const waitlistRow = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(['pending', 'invited', 'accepted']),
  invited_at: z.string().nullable(),
  invitation_expires_at: z.string().nullable(),
});

const tokenRow = z.object({ id: z.string(), token: z.string(), expires_at: z.string() });

export const messages = {
  notFound: 'Waitlist entry not found',
  emailMismatch: 'The e-mail address does not match this waitlist entry',
  alreadyInvited: (email: string) => `An invitation was already sent to ${email}`,
  accepted: (email: string) => `${email} has already accepted an invitation`,
  sent: (email: string) => `Invitation sent to ${email}`,
  resent: (email: string) => `A new invitation was sent to ${email}`,
  resendRace: (email: string) => `The invitation to ${email} was just re-sent by someone else`,
} as const;

/**
 * POST { waitlistId, email, fullName } by an admin in an aal2 session →
 * the entry moves pending → invited (as the admin, so RLS and the audit
 * trigger see them), an invitation token is minted (default: 64 hex chars,
 * valid 7 days, tied to the entry), the link
 * `<SITE_URL>/login?tab=signup&token=<token>` is mailed to the entry's address
 * → `{ ok, message, invited_at, expires_at }`. The entry's own e-mail and name
 * are used, never the body's. If the mail cannot be sent the entry goes back
 * to pending and the token is deleted (502), so the admin can simply retry.
 * With `resend: true` an invited entry gets a new link and its older links end
 * (see `resend`); without it an invited entry is refused (409) as before.
 */
export function createHandler(deps: FunctionDeps): Handler {
  const config = loadEnv({ ...supabaseEnv, ...mailEnv, ...siteEnv }, deps.env);
  const service = createServiceClient(config, deps.fetch);
  const mailer = createMailer(config, deps.fetch);
  const site = config.SITE_URL.replace(/\/$/, '');

  return withHttp(async (req) => {
    allowMethods(req, 'POST');
    const admin = await requireAdminAal2(service, req);
    const input = await readJson(req, invitationPayload);

    const found = await service
      .from('waitlist')
      .select('id, name, email, status, invited_at, invitation_expires_at')
      .eq('id', input.waitlistId)
      .maybeSingle();
    if (found.error) throw new Error(`waitlist read failed: ${found.error.message}`);
    if (!found.data) throw new HttpError(404, messages.notFound);
    const entry = waitlistRow.parse(found.data);
    if (entry.email.toLowerCase() !== input.email.toLowerCase()) {
      throw new HttpError(400, messages.emailMismatch);
    }
    if (entry.status === 'accepted') throw new HttpError(409, messages.accepted(entry.email));
    if (entry.status === 'invited') {
      if (!input.resend) throw new HttpError(409, messages.alreadyInvited(entry.email));
      return json(await resend(req, admin.id, entry));
    }

    // Claimed as the admin and only while still pending: of two parallel sends one wins.
    const invitedAt = new Date().toISOString();
    const claimed = await createUserClient(config, req, deps.fetch)
      .from('waitlist')
      .update({ status: 'invited', invited_at: invitedAt })
      .eq('id', entry.id)
      .eq('status', 'pending')
      .select('id');
    if (claimed.error) throw new Error(`waitlist update failed: ${claimed.error.message}`);
    if (claimed.data.length === 0) throw new HttpError(409, messages.alreadyInvited(entry.email));

    const minted = await service
      .from('invitation_tokens')
      .insert({ email: entry.email, waitlist_id: entry.id, created_by: admin.id })
      .select('id, token, expires_at')
      .single();
    if (minted.error) {
      await backToPending(entry.id);
      throw new Error(`invitation token insert failed: ${minted.error.message}`);
    }
    const token = tokenRow.parse(minted.data);

    try {
      await mailLink(entry, token);
    } catch (error) {
      await service.from('invitation_tokens').delete().eq('id', token.id);
      await backToPending(entry.id);
      throw error;
    }
    return json({
      ok: true,
      message: messages.sent(entry.email),
      invited_at: invitedAt,
      expires_at: token.expires_at,
    });
  });

  async function mailLink(entry: z.infer<typeof waitlistRow>, token: z.infer<typeof tokenRow>) {
    const link = `${site}/login?tab=signup&token=${encodeURIComponent(token.token)}`;
    await mailer.send({
      to: entry.email,
      ...renderInvitation({ name: entry.name, link, expiresAt: token.expires_at }),
    });
  }

  /**
   * Re-send: claim the entry as the admin by moving invited_at forward from the value just read
   * (of two re-sends at once one wins; the database audits the winner's claim under the admin),
   * mint and mail a new link, then end every older unused link of the entry. A failed mail
   * undoes the claim and the new token, so the old link keeps working and nothing changed.
   */
  async function resend(req: Request, adminId: string, entry: z.infer<typeof waitlistRow>) {
    const invitedAt = new Date().toISOString();
    let claim = createUserClient(config, req, deps.fetch)
      .from('waitlist')
      .update({ invited_at: invitedAt })
      .eq('id', entry.id)
      .eq('status', 'invited');
    claim = entry.invited_at
      ? claim.eq('invited_at', entry.invited_at)
      : claim.is('invited_at', null);
    const claimed = await claim.select('id');
    if (claimed.error) throw new Error(`waitlist update failed: ${claimed.error.message}`);
    if (claimed.data.length === 0) throw new HttpError(409, messages.resendRace(entry.email));

    const undo = async (tokenId?: string) => {
      if (tokenId) await service.from('invitation_tokens').delete().eq('id', tokenId);
      const { error } = await service
        .from('waitlist')
        .update({
          invited_at: entry.invited_at,
          invitation_expires_at: entry.invitation_expires_at,
        })
        .eq('id', entry.id);
      if (error) console.error('could not undo the re-send', error.message);
    };

    const minted = await service
      .from('invitation_tokens')
      .insert({ email: entry.email, waitlist_id: entry.id, created_by: adminId })
      .select('id, token, expires_at, created_at')
      .single();
    if (minted.error) {
      await undo();
      throw new Error(`invitation token insert failed: ${minted.error.message}`);
    }
    const token = tokenRow.extend({ created_at: z.string() }).parse(minted.data);
    try {
      await mailLink(entry, token);
    } catch (error) {
      await undo(token.id);
      throw error;
    }

    // Only links minted before this one: a later re-send's link stays the one that works.
    const revoked = await service
      .from('invitation_tokens')
      .update({ expires_at: new Date().toISOString() })
      .eq('waitlist_id', entry.id)
      .is('used_at', null)
      .lt('created_at', token.created_at)
      .gt('expires_at', new Date().toISOString());
    if (revoked.error) throw new Error(`old invitation links not ended: ${revoked.error.message}`);
    return {
      ok: true,
      message: messages.resent(entry.email),
      invited_at: invitedAt,
      expires_at: token.expires_at,
    };
  }

  async function backToPending(id: string): Promise<void> {
    const { error } = await service
      .from('waitlist')
      .update({ status: 'pending', invited_at: null })
      .eq('id', id);
    if (error) console.error('could not put the waitlist entry back to pending', error.message);
  }
}
