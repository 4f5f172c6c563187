import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestStack } from '../../src/testing/test-stack.js';
import { authFetch, client, signedUpClient, startAuthStack, uniqueEmail } from './helpers.js';

// The 6-digit recovery code cannot be guessed: wrong codes burn it and are counted per
// account, the link is no function of the code, and per-client limits see the real client.
let stack: TestStack;
beforeAll(async () => {
  // One mail per address per minute would slow the test down, not change what it proves.
  stack = await startAuthStack({ emailMaxFrequency: 0 });
});
afterAll(async () => {
  await stack?.stop();
});

async function requestCode(email: string) {
  const before = stack.ctx.mailbox.list().filter((m) => m.to === email).length;
  await client(stack).auth.resetPasswordForEmail(email);
  // The mailbox lists the newest first.
  const mails = stack.ctx.mailbox.list().filter((m) => m.to === email);
  const mail = mails[0];
  if (!mail || mails.length === before) throw new Error(`no new mail to ${email}`);
  const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(mail.text)?.[0] ?? '';
  const code = /enter the code: (\d{6})/.exec(mail.text)?.[1] ?? '';
  return { link, code };
}

const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');
const verify = (email: string, token: string) =>
  client(stack).auth.verifyOtp({ email, token, type: 'recovery' });

describe('the e-mailed recovery code', () => {
  it('is burnt after 5 wrong guesses: the right code then fails, the link still works', async () => {
    const { email, user } = await signedUpClient(stack);
    const { code, link } = await requestCode(email);
    for (let i = 0; i < 5; i += 1) {
      expect((await verify(email, wrongFor(code))).error?.code).toBe('otp_expired');
    }
    expect((await verify(email, code)).error?.code).toBe('otp_expired');

    const response = await fetch(link, { redirect: 'manual' });
    const fragment = new URLSearchParams(
      new URL(response.headers.get('location') ?? '').hash.slice(1),
    );
    expect(fragment.get('access_token')).toBeTruthy();
    const { data } = await client(stack).auth.getUser(fragment.get('access_token') ?? '');
    expect(data.user?.id).toBe(user.id);
  });

  it('takes 4 wrong guesses and still verifies, then the count starts afresh', async () => {
    const { email } = await signedUpClient(stack);
    const first = await requestCode(email);
    for (let i = 0; i < 4; i += 1) await verify(email, wrongFor(first.code));
    expect((await verify(email, first.code)).error).toBeNull();
  });

  it('is refused for the account after 10 wrong codes in an hour, new codes included', async () => {
    const { email } = await signedUpClient(stack);
    for (let round = 0; round < 2; round += 1) {
      const { code } = await requestCode(email);
      for (let i = 0; i < 5; i += 1) await verify(email, wrongFor(code));
    }
    const { code, link } = await requestCode(email);
    const refused = await verify(email, code);
    expect(refused.error?.status).toBe(429);
    expect(refused.error?.message).toBe(
      'Too many wrong codes for this account: use the link in the e-mail, or try again later',
    );
    // The owner still has the link of the same mail.
    const response = await fetch(link, { redirect: 'manual' });
    expect(decodeURIComponent(response.headers.get('location') ?? '')).toContain('access_token=');

    // An hour later the account takes codes again.
    await stack.ctx.db.query(
      `update auth.recovery_attempts set failures_since = failures_since - interval '61 minutes'
        where user_id = (select id from auth.users where email = $1)`,
      [email],
    );
    const next = await requestCode(email);
    expect((await verify(email, next.code)).error).toBeNull();
  });

  it('cannot be turned into a token_hash: the link is no function of the code', async () => {
    const { email } = await signedUpClient(stack);
    const { code, link } = await requestCode(email);
    const derived = createHash('sha224')
      .update(email + code)
      .digest('hex');
    expect(new URL(link).searchParams.get('token')).not.toBe(derived);
    const guessed = await client(stack).auth.verifyOtp({ token_hash: derived, type: 'recovery' });
    expect(guessed.error?.code).toBe('otp_expired');
  });
});

describe('/verify per client', () => {
  let own: TestStack;
  beforeAll(async () => {
    own = await startAuthStack({ rateLimits: { verify: { max: 30, windowSeconds: 300 } } });
  });
  afterAll(async () => {
    await own?.stop();
  });

  it('counts every guess from one address, whatever X-Forwarded-For it claims', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const response = await authFetch(own, '/verify', {
        method: 'POST',
        headers: {
          'x-forwarded-for': `203.0.113.${i + 1}`,
          'x-supabase-api-version': '2024-01-01',
        },
        body: JSON.stringify({ type: 'recovery', email: uniqueEmail(), token: '123456' }),
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(403));
    expect(statuses[30]).toBe(429);
  });
});
