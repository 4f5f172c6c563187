import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestStack } from '../../src/testing/test-stack.js';
import { client } from '../auth/helpers.js';
import { startSeededStack } from './seeded.js';

// Issue 25 item 5: send-lead-notification and send-rd-inquiry-notification were an open mail
// relay (100 anonymous posts, 100 e-mails with the sender's text, links and Reply-To). Now a
// notification is sent once for a stored row, with what the database holds.

let stack: TestStack;
let anon: SupabaseClient;
const ITEM = '00000000-0000-4000-8300-000000000004';

beforeAll(async () => {
  stack = await startSeededStack();
  anon = client(stack);
});
afterAll(async () => {
  await stack?.stop();
});

const status = (error: unknown) => (error as { context?: Response } | null)?.context?.status;

async function storeLead(name = 'Ama Visitor') {
  const leadId = crypto.randomUUID();
  const { error } = await anon.from('content_leads').insert({
    lead_id: leadId,
    lead_name: name,
    lead_email: 'ama.visitor@example.org',
    organization: 'Visitor Org',
    resource_id: ITEM,
  });
  expect(error).toBeNull();
  return leadId;
}

describe('form notifications', () => {
  it('free text from the browser sends nothing', async () => {
    stack.ctx.mailbox.clear();
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        anon.functions
          .invoke(i % 2 ? 'send-lead-notification' : 'send-rd-inquiry-notification', {
            body: {
              leadName: 'Claim your prize at http://evil.example',
              leadEmail: 'attacker@evil.example',
              resourceTitle: 'Urgent',
              contactName: 'x',
              contactEmail: 'attacker@evil.example',
              organizationName: 'x',
              organizationType: 'other',
              projectTitle: 'Urgent\r\nBcc: everyone@csan.africa',
            },
          })
          .then(({ error }) => status(error)),
      ),
    );
    expect(new Set(statuses)).toEqual(new Set([400]));
    expect(stack.ctx.mailbox.list()).toEqual([]);
  });

  it('a stored lead is mailed once, with the library’s title, however often it is asked', async () => {
    stack.ctx.mailbox.clear();
    const leadId = await storeLead();
    const statuses = await Promise.all(
      Array.from({ length: 5 }, () =>
        anon.functions
          .invoke('send-lead-notification', { body: { leadId } })
          .then(({ error }) => status(error) ?? 200),
      ),
    );
    expect(statuses.sort()).toEqual([200, 404, 404, 404, 404]);
    const mails = stack.ctx.mailbox.list();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'inbox@csan.localhost' });
    const { data: item } = await anon.from('resource_items').select('title').eq('item_id', ITEM);
    expect(mails[0]?.subject).toBe(`New resource lead: ${item?.[0]?.title}`);
  });

  it('an unknown lead or inquiry is a 404 and sends nothing', async () => {
    stack.ctx.mailbox.clear();
    const id = crypto.randomUUID();
    const lead = await anon.functions.invoke('send-lead-notification', { body: { leadId: id } });
    const inquiry = await anon.functions.invoke('send-rd-inquiry-notification', {
      body: { inquiryId: id },
    });
    expect([status(lead.error), status(inquiry.error)]).toEqual([404, 404]);
    expect(stack.ctx.mailbox.list()).toEqual([]);
  });

  it('a stored inquiry is mailed once', async () => {
    stack.ctx.mailbox.clear();
    const inquiryId = crypto.randomUUID();
    const stored = await anon.from('rd_inquiries').insert({
      inquiry_id: inquiryId,
      contact_name: 'Kofi Boateng',
      contact_email: 'kofi@bank.example',
      organization_name: 'Bank of Accra',
      organization_type: 'dfi',
      project_title: 'Fraud study',
    });
    expect(stored.error).toBeNull();
    const first = await anon.functions.invoke('send-rd-inquiry-notification', {
      body: { inquiryId },
    });
    expect(first).toMatchObject({ error: null, data: { ok: true } });
    const again = await anon.functions.invoke('send-rd-inquiry-notification', {
      body: { inquiryId },
    });
    expect(status(again.error)).toBe(404);
    expect(stack.ctx.mailbox.list().map((mail) => mail.subject)).toEqual([
      'New R&D inquiry: Fraud study',
    ]);
  });

  it('a browser can neither claim a notification nor read which were sent', async () => {
    const leadId = await storeLead('Efua Visitor');
    const claim = await anon.rpc('claim_lead_notification', { p_lead_id: leadId });
    expect(claim.error).not.toBeNull();
    const read = await anon.from('form_notifications').select('*');
    expect(read.data ?? []).toEqual([]);
    // The lead is still waiting for its one notification.
    const sent = await anon.functions.invoke('send-lead-notification', { body: { leadId } });
    expect(sent.error).toBeNull();
  });
});
