import {
  createClient,
  FunctionsHttpError,
  type SupabaseClientOptions,
} from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CapturedMail } from '../../src/dev/mailbox.js';
import { startTestStack, type TestStack } from '../../src/testing/test-stack.js';

type RealtimeTransport = NonNullable<
  NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']
>;
/** Node 20 has no global WebSocket; these tests never open a channel. */
class NoRealtime {
  constructor() {
    throw new Error('realtime is not used by the functions tests');
  }
}
const options = {
  auth: { persistSession: false, autoRefreshToken: false },
  realtime: { transport: NoRealtime as unknown as RealtimeTransport },
};

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ seed: false });
});
afterAll(() => stack.stop());

const lead = { leadId: '00000000-0000-4000-8000-00000000a001' };

describe('/functions/v1 runs edge-functions/<name>/handler.ts', () => {
  it('send-lead-notification: mails the inbox through the dev mail API and answers { ok: true }', async () => {
    const supabase = createClient(stack.url, stack.anonKey, options);
    const stored = await supabase.from('content_leads').insert({
      lead_id: lead.leadId,
      lead_name: 'Kofi Boateng',
      lead_email: 'kofi@example.org',
    });
    expect(stored.error).toBeNull();
    const { data, error } = await supabase.functions.invoke('send-lead-notification', {
      body: lead,
    });
    expect(error).toBeNull();
    expect(data).toEqual({ ok: true });
    const mails = (await (await fetch(`${stack.url}/_dev/mail.json`)).json()) as CapturedMail[];
    expect(mails[0]).toMatchObject({
      to: 'inbox@csan.localhost',
      subject: 'New resource lead: a resource no longer in the library',
      from: 'CSAN Portal <no-reply@csan.localhost>',
    });
    expect(mails[0]?.text).toContain('kofi@example.org');
  });

  it('answers a bad body with FunctionsHttpError status 400 and a clear message', async () => {
    const supabase = createClient(stack.url, stack.anonKey, options);
    const { data, error } = await supabase.functions.invoke('send-lead-notification', {
      body: { leadId: 'nope' },
    });
    expect(data).toBeNull();
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const response = (error as FunctionsHttpError).context as Response;
    expect(response.status).toBe(400);
    expect(response.headers.get('x-relay-error')).toBeNull();
    expect(await response.json()).toEqual({ error: 'Lead id is required' });
  });

  it('answers 404 {"message":"Function not found"} for an unknown function', async () => {
    const supabase = createClient(stack.url, stack.anonKey, options);
    const { error } = await supabase.functions.invoke('no-such-function', { body: {} });
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const response = (error as FunctionsHttpError).context as Response;
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Function not found' });
  });

  it('rejects requests without a valid JWT with 401 when verify_jwt is on (the default)', async () => {
    const url = `${stack.url}/functions/v1/send-lead-notification`;
    const missing = await fetch(url, { method: 'POST', body: JSON.stringify(lead) });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ code: 401, message: 'Missing authorization header' });
    const forged = await fetch(url, {
      method: 'POST',
      headers: { Authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.forged' },
      body: JSON.stringify(lead),
    });
    expect(forged.status).toBe(401);
  });

  it('answers CORS preflights like Supabase', async () => {
    const res = await fetch(`${stack.url}/functions/v1/send-lead-notification`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:8080',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, x-client-info, apikey, content-type',
      },
    });
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get('access-control-allow-headers')).toContain('apikey');
  });
});
