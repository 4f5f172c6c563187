import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestStack } from '../../src/testing/test-stack.js';
import { DEMO, signIn, signInAal2, startSeededStack } from './seeded.js';

// tools. (issue 30) through the real stack, as the remote calls it: the scoring and benchmark
// RPCs over REST, a hostile id answered 400, the invitation mailed once by tools-invite-mail,
// and an evidence file only the team can list and download. The rules themselves are proven
// in supabase/tests/tools-*.test.ts.

const IN_PROGRESS = '00000000-0000-4000-8a00-000000000002';

let stack: TestStack;
beforeAll(async () => {
  stack = await startSeededStack();
});
afterAll(async () => {
  await stack?.stop();
});

describe('tools over the stack', () => {
  it('scores, benchmark and a hostile id', async () => {
    const partner = await signInAal2(stack, 'partner');
    const scores = await partner.rpc('tools_scores', { p_assessment_id: IN_PROGRESS });
    expect(scores.error).toBeNull();
    expect(scores.data).toHaveLength(28);
    const benchmark = await partner.rpc('tools_benchmark', { p_assessment_id: IN_PROGRESS });
    expect((benchmark.data as { organisations: number }[]).map((r) => r.organisations)).toEqual([
      6, 6, 6, 6, 6, 6,
    ]);
    const hostile = await partner.rpc('tools_scores', { p_assessment_id: 'not-an-id' });
    expect(hostile.status).toBe(400);
  });

  it('invites, mails the invitee once, and shares an evidence file with the team only', async () => {
    const partner = await signInAal2(stack, 'partner');
    const created = await partner
      .from('tools_assessments')
      .insert({
        organisation: 'Stack Org',
        name: 'Stack test',
        sector: 'energy',
        country: 'GH',
        size: 'small',
        framework_id: 'csan-essentials-1.0',
      })
      .select('id')
      .single();
    expect(created.error).toBeNull();
    const id = (created.data as { id: string }).id;
    const invited = await partner.rpc('tools_invite_collaborator', {
      p_assessment_id: id,
      p_email: DEMO.amina.email,
    });
    expect(invited.data).toBe(DEMO.amina.id);

    stack.ctx.mailbox.clear();
    const body = { assessment_id: id, user_id: DEMO.amina.id };
    expect((await partner.functions.invoke('tools-invite-mail', { body })).data).toEqual({
      sent: true,
    });
    expect((await partner.functions.invoke('tools-invite-mail', { body })).data).toEqual({
      sent: false,
    });
    const mails = stack.ctx.mailbox.list();
    expect(mails.map((m) => m.to)).toEqual([DEMO.amina.email]);
    expect(JSON.stringify(mails)).toContain(`/assessments/${id}`);

    const file = `${id}/CE-14/restore-test.pdf`;
    const pdf = new Blob(['%PDF-1.4 evidence'], { type: 'application/pdf' });
    expect((await partner.storage.from('tools-evidence').upload(file, pdf)).error).toBeNull();
    const amina = await signIn(stack, 'amina');
    const listed = await amina.storage.from('tools-evidence').list(`${id}/CE-14`);
    expect(listed.data?.map((f) => f.name)).toEqual(['restore-test.pdf']);
    expect((await amina.storage.from('tools-evidence').download(file)).error).toBeNull();
    const professional = await signIn(stack, 'professional');
    expect((await professional.storage.from('tools-evidence').download(file)).error).not.toBeNull();
    expect(
      (await professional.storage.from('tools-evidence').list(`${id}/CE-14`)).data ?? [],
    ).toEqual([]);
    const notMine = await professional.storage
      .from('tools-evidence')
      .upload(`${id}/CE-14/x.pdf`, pdf);
    expect(notMine.error).not.toBeNull();
  });
});
