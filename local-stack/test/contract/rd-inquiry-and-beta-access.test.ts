import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestStack } from '../../src/testing/test-stack.js';
import { client } from '../auth/helpers.js';
import { signIn, startSeededStack } from './seeded.js';

// The R&D inquiry's notification and the tools catalogue's beta-access requests, through the
// real functions on the seeded stack (the e-mails land in the captured mailbox).

let stack: TestStack;
let anon: SupabaseClient;
let student: SupabaseClient;
let lockedout: SupabaseClient;

beforeAll(async () => {
  stack = await startSeededStack();
  anon = client(stack);
  student = await signIn(stack, 'student');
  lockedout = await signIn(stack, 'lockedout');
});
afterAll(async () => {
  await stack?.stop();
});

describe('send-rd-inquiry-notification', () => {
  it('e-mails the R&D team with the stored inquiry, in English with a plain-text part', async () => {
    const inquiryId = crypto.randomUUID();
    const stored = await anon.from('rd_inquiries').insert({
      inquiry_id: inquiryId,
      contact_name: 'Dr. Test Contact',
      contact_email: 'contact@example.org',
      organization_name: 'Test Ministry',
      organization_type: 'government',
      project_title: 'Contract-suite study',
      project_scope: null,
    });
    expect(stored.error).toBeNull();
    const { data, error } = await anon.functions.invoke('send-rd-inquiry-notification', {
      body: { inquiryId },
    });
    expect(error).toBeNull();
    expect(data).toEqual({ ok: true });
    const [mail] = stack.ctx.mailbox.list();
    expect(mail).toMatchObject({
      to: 'rd@csan.localhost',
      subject: 'New R&D inquiry: Contract-suite study',
    });
    expect(mail?.text).toContain('Organization type: Government/CERT');
  });

  it('answers 400 naming the problem', async () => {
    const { error } = await anon.functions.invoke('send-rd-inquiry-notification', {
      body: { contactName: 'X' },
    });
    const context = (error as { context?: Response } | null)?.context;
    expect(context?.status).toBe(400);
    expect(await context?.json()).toEqual({ error: 'Inquiry id is required' });
  });
});

describe('request-tool-beta-access', () => {
  const body = { toolId: 'momo-fraud-monitor', toolTitle: 'Mobile Money Fraud Monitor' };

  it('records a member’s request once and e-mails the team once', async () => {
    stack.ctx.mailbox.clear();
    const first = await student.functions.invoke('request-tool-beta-access', { body });
    expect(first).toMatchObject({ error: null, data: { ok: true, alreadyRequested: false } });
    const again = await student.functions.invoke('request-tool-beta-access', { body });
    expect(again).toMatchObject({ error: null, data: { ok: true, alreadyRequested: true } });
    const mails = stack.ctx.mailbox.list();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: 'rd@csan.localhost',
      subject: 'Beta access request: Mobile Money Fraud Monitor',
    });
    expect(mails[0]?.text).toContain('student@csan.test');
    const own = await student.from('tool_beta_requests').select('tool_id');
    expect(own.data).toEqual([{ tool_id: 'momo-fraud-monitor' }]);
  });

  it('asks a visitor to sign in and refuses a member held on the lockout page', async () => {
    const visitor = await anon.functions.invoke('request-tool-beta-access', { body });
    expect((visitor.error as { context?: Response } | null)?.context?.status).toBe(401);
    const locked = await lockedout.functions.invoke('request-tool-beta-access', { body });
    expect((locked.error as { context?: Response } | null)?.context?.status).toBe(403);
  });
});
