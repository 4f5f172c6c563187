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
});

const waitlistRow = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(['pending', 'invited', 'accepted']),
});

const tokenRow = z.object({ id: z.string(), token: z.string(), expires_at: z.string() });

export const messages = {
  notFound: 'Waitlist entry not found',
  emailMismatch: 'The e-mail address does not match this waitlist entry',
  alreadyInvited: (email: string) => `An invitation was already sent to ${email}`,
  accepted: (email: string) => `${email} has already accepted an invitation`,
  sent: (email: string) => `Invitation sent to ${email}`,
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
      .select('id, name, email, status')
      .eq('id', input.waitlistId)
      .maybeSingle();
    if (found.error) throw new Error(`waitlist read failed: ${found.error.message}`);
    if (!found.data) throw new HttpError(404, messages.notFound);
    const entry = waitlistRow.parse(found.data);
    if (entry.email.toLowerCase() !== input.email.toLowerCase()) {
      throw new HttpError(400, messages.emailMismatch);
    }
    if (entry.status === 'accepted') throw new HttpError(409, messages.accepted(entry.email));
    if (entry.status === 'invited') throw new HttpError(409, messages.alreadyInvited(entry.email));

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

    const link = `${site}/login?tab=signup&token=${encodeURIComponent(token.token)}`;
    try {
      await mailer.send({
        to: entry.email,
        ...renderInvitation({ name: entry.name, link, expiresAt: token.expires_at }),
      });
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

  async function backToPending(id: string): Promise<void> {
    const { error } = await service
      .from('waitlist')
      .update({ status: 'pending', invited_at: null })
      .eq('id', id);
    if (error) console.error('could not put the waitlist entry back to pending', error.message);
  }
}
