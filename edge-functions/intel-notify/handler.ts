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
import { advisoryLink, type Language, renderAlert, type Tlp } from './alert-mail.ts';

export const notifyPayload = z.object({
  advisory_id: z.uuid({ error: 'advisory_id is an advisory id' }),
});

const env = { ...supabaseEnv, ...mailEnv, ...siteEnv };

interface Recipient {
  email: string;
  full_name: string | null;
  language: Language;
  matches_constituency: boolean;
}

/**
 * POST { advisory_id } by the analyst who published or updated it → every reader of the
 * advisory (the TLP rule, in intel_alert_recipients, asked AS the caller) gets one e-mail in
 * their language, the TLP label in the subject; AMBER+STRICT and RED carry only a link.
 * → { sent }. 401 signed out, 403 not an analyst (or no flag / aal1), 404 not readable,
 * 409 a draft or withdrawn advisory, 400 a bad body, 502 when the mail API refuses.
 */
export function createHandler(deps: FunctionDeps): Handler {
  const config = loadEnv(env, deps.env);
  const mailer = createMailer(config, deps.fetch);
  return withHttp(async (req) => {
    allowMethods(req, 'POST');
    const client = createUserClient(config, req, deps.fetch);
    await requireCaller(client, req);
    const { advisory_id } = await readJson(req, notifyPayload);

    const { data, error } = await client.rpc('intel_alert_recipients', { advisory_id });
    if (error?.code === '42501') throw new HttpError(403, 'Only intel analysts send alerts');
    if (error?.code === 'PT404') throw new HttpError(404, 'Advisory not found');
    if (error?.code === 'PT409') throw new HttpError(409, error.message);
    if (error) throw new Error(`intel_alert_recipients failed: ${error.message}`);

    const header = await client
      .from('intel_advisories')
      .select('id, title, summary, severity, tlp, status')
      .eq('id', advisory_id)
      .single();
    if (header.error) throw new Error(`advisory header: ${header.error.message}`);
    const advisory = header.data as {
      id: string;
      title: string;
      summary: string;
      severity: string;
      tlp: Tlp;
      status: 'published' | 'updated';
    };
    const link = advisoryLink(config.SITE_URL, advisory.id);
    const recipients = (data ?? []) as Recipient[];
    for (const recipient of recipients) {
      const mail = renderAlert({
        language: recipient.language,
        tlp: advisory.tlp,
        status: advisory.status,
        title: advisory.title,
        summary: advisory.summary,
        severity: advisory.severity,
        link,
        matchesConstituency: recipient.matches_constituency,
      });
      await mailer.send({ to: recipient.email, ...mail });
    }
    return json({ sent: recipients.length });
  });
}
