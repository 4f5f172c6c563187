import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../../src/testing/test-stack.js';
import { client, PASSWORD, uniqueEmail } from './helpers.js';

// Wiring check against the project's own supabase/config.toml: its
// [auth.hook.before_user_created] entry must reach /auth/v1, so a sign-up
// without an invitation is refused by the product's hook function.
let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ seed: false, config: { auth: { bcryptCost: 4 } } });
});
afterAll(async () => {
  await stack?.stop();
});

describe('the project hook from supabase/config.toml', () => {
  it('refuses an uninvited sign-up with a 4xx and creates no user', async () => {
    const email = uniqueEmail('uninvited');
    const { data, error } = await client(stack).auth.signUp({ email, password: `${PASSWORD}A` });
    expect(data.session).toBeNull();
    expect(error?.status).toBeGreaterThanOrEqual(400);
    expect(error?.status).toBeLessThan(500);
    const { rows } = await stack.ctx.db.query('select 1 from auth.users where email = $1', [email]);
    expect(rows).toHaveLength(0);
  });

  it('admits an invited address only with its token, sent in options.data', async () => {
    const email = uniqueEmail('invited');
    const token = `token-${Date.now().toString(36)}`;
    await stack.ctx.db.query(
      'insert into public.invitation_tokens (token, email) values ($1, $2)',
      [token, email],
    );
    const visitor = client(stack);
    expect((await visitor.rpc('start_invitation_signup', { invitation_token: token })).data).toBe(
      true,
    );
    // Knowing the address is not enough: GoTrue hands options.data to the hook as user_metadata.
    const bare = await visitor.auth.signUp({ email, password: `${PASSWORD}A` });
    expect(bare.error?.status).toBe(403);
    const { data, error } = await visitor.auth.signUp({
      email,
      password: `${PASSWORD}A`,
      options: { data: { invitation_token: token } },
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
  });
});
