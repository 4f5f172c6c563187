import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../edge-functions/testing/pdf-text.js';
import type { TestStack } from '../../src/testing/test-stack.js';
import { client } from '../auth/helpers.js';
import { signIn, signInAal2, startSeededStack } from './seeded.js';

// The payment-receipt function through the real API on the seeded stack: the transaction is
// read as the caller, so RLS decides — the member's own receipt, any receipt for an admin,
// 404 for someone else's (as for an unknown reference or a failed payment).

let stack: TestStack;
let student: SupabaseClient;

beforeAll(async () => {
  stack = await startSeededStack();
  student = await signIn(stack, 'student');
});
afterAll(async () => {
  await stack?.stop();
});

const statusOf = (error: unknown) => (error as { context?: Response } | null)?.context?.status;

async function receipt(as: SupabaseClient, body: unknown) {
  return as.functions.invoke<Blob>('payment-receipt', { body: body as Record<string, unknown> });
}

describe('payment-receipt', () => {
  it("gives a member their own payment's receipt as a PDF", async () => {
    const { data, error } = await receipt(student, { reference: 'seed-student-2026' });
    expect(error).toBeNull();
    expect(data).toBeInstanceOf(Blob);
    const text = await pdfText(new Uint8Array(await (data as Blob).arrayBuffer()));
    expect(text).toContain('Payment receipt');
    expect(text).toContain('seed-student-2026');
    expect(text).toContain('GHS 200.00');
    expect(text).toContain('student@csan.test');
  });

  it("answers 404 for someone else's payment, an unknown one and a failed one", async () => {
    for (const reference of ['seed-professional-2026', 'no-such-reference']) {
      const { error } = await receipt(student, { reference });
      expect(statusOf(error)).toBe(404);
    }
    const kwame = await signIn(stack, 'kwame');
    const failed = await receipt(kwame, { reference: 'seed-kwame-retry' });
    expect(statusOf(failed.error)).toBe(404);
    const own = await receipt(kwame, { reference: 'seed-kwame-2024' });
    expect(own.error).toBeNull();
  });

  it('lets an admin (aal2) fetch any receipt, in the member’s language', async () => {
    const admin = await signInAal2(stack, 'admin');
    const { data, error } = await receipt(admin, { reference: 'seed-professional-2026' });
    expect(error).toBeNull();
    const text = await pdfText(new Uint8Array(await (data as Blob).arrayBuffer()));
    expect(text).toContain('seed-professional-2026');
    expect(text).toContain('GHS 500.00');
  });

  it('refuses a visitor (401) and a bad body (400)', async () => {
    const anon = await receipt(client(stack), { reference: 'seed-student-2026' });
    expect(statusOf(anon.error)).toBe(401);
    for (const body of [{}, { reference: '' }, { reference: 42 }, { reference: 'x'.repeat(500) }]) {
      const { error } = await receipt(student, body);
      expect(statusOf(error)).toBe(400);
    }
  });
});
