import type { SupabaseClient } from '@supabase/supabase-js';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestStack } from '../../src/testing/test-stack.js';
import { client } from '../auth/helpers.js';
import { signIn, signInAal2, startSeededStack } from './seeded.js';

// SkillUp's certificates through the real API on the seeded stack: verification by code for a
// visitor (PostgREST RPC), and the partner's Open Badges credential, signed by the
// skillup-credential function and verified with the key skillup-jwks publishes (no JWT).

let stack: TestStack;
let anon: SupabaseClient;
let partner: SupabaseClient;

beforeAll(async () => {
  stack = await startSeededStack();
  anon = client(stack);
  partner = await signInAal2(stack, 'partner');
});
afterAll(async () => {
  await stack?.stop();
});

describe('SkillUp certificates', () => {
  it('verifies a code for a visitor, with only holder, title, dates and status', async () => {
    const { data, error } = await anon.rpc('skillup_verify_certificate', {
      p_code: 'CSAN-DEMA-FR26',
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: 'valid', holder_name: 'Adjoa Partner' });
    const unknown = await anon.rpc('skillup_verify_certificate', { p_code: 'CSAN-XXXX-XXXX' });
    expect(unknown.data).toEqual({ status: 'unknown' });
  });

  it("signs the holder's Open Badges credential; it verifies with the published JWKS", async () => {
    const { data, error } = await partner.functions.invoke<{ jwt: string }>('skillup-credential', {
      body: { code: 'CSAN-DEMA-FR26' },
    });
    expect(error).toBeNull();
    const jwks = createRemoteJWKSet(new URL(`${stack.url}/functions/v1/skillup-jwks`));
    const { payload } = await jwtVerify(data?.jwt ?? '', jwks);
    expect(payload).toMatchObject({
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      credentialSubject: { name: 'Adjoa Partner' },
    });
  });

  it("refuses someone else's certificate as unknown", async () => {
    const student = await signIn(stack, 'student');
    const { error } = await student.functions.invoke('skillup-credential', {
      body: { code: 'CSAN-DEMA-FR26' },
    });
    expect((error as { context?: Response } | null)?.context?.status).toBe(404);
  });
});
