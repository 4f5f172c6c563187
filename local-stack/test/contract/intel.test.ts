import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stixBundleErrors } from '../../../edge-functions/intel-export/stix-schema.js';
import type { TestStack } from '../../src/testing/test-stack.js';
import { freshCode } from '../auth/totp.js';
import {
  closeClients,
  eventually,
  realtimeClient,
  sleep,
  subscribed,
} from '../realtime/helpers.js';
import { DEMO_PASSWORD, startSeededStack } from './seeded.js';

/**
 * intel. (issue 28) on the seeded stack, through supabase-js as the portal calls it:
 * - Realtime applies the advisories' RLS per subscriber: a member of Gh-CERT receives the
 *   AMBER advisory published to Gh-CERT live, the bank's focal point does not (and does
 *   receive a GREEN one, the positive control);
 * - intel-notify mails the readers the TLP rule names (AMBER+STRICT: label and link only);
 * - the intel-export function answers as the caller: a recipient gets a STIX 2.1 bundle that
 *   validates against the OASIS schemas, a non-recipient 404, both as the TLP rule says.
 */
const ACCOUNTS = {
  analyst: { email: 'analyst@csan.test', totp: 'KRUGS4ZANFXHIZLMEBQW4YLMPFZXIM3B' },
  responder: { email: 'responder@csan.test', totp: 'ONSWG5LSNF2HSIDSMVZXA33OMRSXEMRQ' },
  bankSoc: { email: 'bank.soc@csan.test', totp: 'MJQW423TN5RWGY3TMFXGKMZUGQ2DINBU' },
} as const;
const GH_CERT = '00000000-0000-4000-8900-000000000001';
const AMBER = '00000000-0000-4000-8901-000000000003';

let stack: TestStack;
beforeAll(async () => {
  stack = await startSeededStack();
});
afterEach(closeClients);
afterAll(async () => {
  await stack?.stop();
});

async function aal2(who: keyof typeof ACCOUNTS): Promise<SupabaseClient> {
  const supabase = realtimeClient(stack);
  const { error } = await supabase.auth.signInWithPassword({
    email: ACCOUNTS[who].email,
    password: DEMO_PASSWORD,
  });
  if (error) throw error;
  const factor = (await supabase.auth.mfa.listFactors()).data?.totp[0];
  if (!factor) throw new Error(`${who} has no factor`);
  const verified = await supabase.auth.mfa.challengeAndVerify({
    factorId: factor.id,
    code: freshCode(ACCOUNTS[who].totp),
  });
  if (verified.error) throw verified.error;
  await supabase.realtime.setAuth();
  return supabase;
}

async function watchAdvisories(supabase: SupabaseClient) {
  const titles: string[] = [];
  const channel = supabase
    .channel(`intel-${Math.random()}`)
    .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'intel_advisories' }, (p) =>
      titles.push(String((p.new as { title: string }).title)),
    );
  await subscribed(channel);
  return titles;
}

const publish = (analyst: SupabaseClient, title: string, tlp: string, orgs: string[]) =>
  analyst.rpc('intel_save_advisory', {
    title,
    summary: 'Live test',
    severity: 'high',
    tlp,
    recipient_org_ids: orgs,
    indicators: [{ type: 'domain', value: 'live.example' }],
    publish: true,
  });

describe('intel on the seeded stack', () => {
  it('delivers an AMBER advisory live to the recipient org only', async () => {
    const [analyst, responder, bankSoc] = await Promise.all([
      aal2('analyst'),
      aal2('responder'),
      aal2('bankSoc'),
    ]);
    const toResponder = await watchAdvisories(responder);
    const toBank = await watchAdvisories(bankSoc);

    expect((await publish(analyst, 'Amber for Gh-CERT', 'amber', [GH_CERT])).error).toBeNull();
    expect((await publish(analyst, 'Green for all', 'green', [])).error).toBeNull();
    await eventually(() => toResponder.length === 2 && toBank.length === 1);
    await sleep(200);
    expect(toResponder.sort()).toEqual(['Amber for Gh-CERT', 'Green for all']);
    expect(toBank).toEqual(['Green for all']);
  });

  it('mails an AMBER+STRICT alert to the recipient org only, with no content', async () => {
    const analyst = await aal2('analyst');
    const saved = await analyst.rpc('intel_save_advisory', {
      title: 'Strictly for the bank',
      summary: 'Secret summary',
      severity: 'critical',
      tlp: 'amber_strict',
      recipient_org_ids: ['00000000-0000-4000-8900-000000000002'],
      publish: true,
    });
    expect(saved.error).toBeNull();
    stack.ctx.mailbox.clear();
    const { data, error } = await analyst.functions.invoke('intel-notify', {
      body: { advisory_id: (saved.data as { id: string }[])[0]?.id },
    });
    expect(error).toBeNull();
    expect(data).toEqual({ sent: 1 });
    const mails = stack.ctx.mailbox.list();
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      ['bank.soc@csan.test', '[TLP:AMBER+STRICT] New advisory'],
    ]);
    expect(JSON.stringify(mails)).not.toMatch(/Strictly|Secret/);
  });

  it('exports as the caller: a valid STIX 2.1 bundle for a recipient, 404 for another org', async () => {
    const [responder, bankSoc] = await Promise.all([aal2('responder'), aal2('bankSoc')]);
    const made = await responder.functions.invoke('intel-export', {
      body: { advisory_id: AMBER, format: 'stix' },
    });
    expect(made.error).toBeNull();
    const bundle = typeof made.data === 'string' ? JSON.parse(made.data) : made.data;
    expect(stixBundleErrors(bundle)).toEqual([]);
    expect(bundle.objects[0]).toMatchObject({ name: 'TLP:AMBER' });

    const refused = await bankSoc.functions.invoke('intel-export', {
      body: { advisory_id: AMBER, format: 'csv' },
    });
    expect((refused.error as { context?: Response } | null)?.context?.status).toBe(404);
  });
});
