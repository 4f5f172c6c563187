import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isValidPaystackSignature, paystackSignature } from './paystack-signature.ts';

const SECRET = 'sk_test_signature_unit';
const body = '{"event":"charge.success","data":{"reference":"r1","amount":20000}}';

describe('Paystack webhook signature', () => {
  it("is the hex HMAC-SHA512 of the raw body (Paystack's documented scheme)", async () => {
    const expected = createHmac('sha512', SECRET).update(body).digest('hex');
    expect(await paystackSignature(SECRET, body)).toBe(expected);
    expect(await isValidPaystackSignature(SECRET, body, expected)).toBe(true);
    expect(await isValidPaystackSignature(SECRET, body, expected.toUpperCase())).toBe(true);
  });

  it('refuses a missing, malformed, other-key or other-body signature', async () => {
    const good = await paystackSignature(SECRET, body);
    expect(await isValidPaystackSignature(SECRET, body, null)).toBe(false);
    expect(await isValidPaystackSignature(SECRET, body, '')).toBe(false);
    expect(await isValidPaystackSignature(SECRET, body, good.slice(0, 100))).toBe(false);
    expect(await isValidPaystackSignature(SECRET, body, `${good.slice(0, 127)}z`)).toBe(false);
    expect(
      await isValidPaystackSignature(SECRET, body, await paystackSignature('sk_test_other', body)),
    ).toBe(false);
    // Re-serialised JSON is not the raw body Paystack signed.
    const reformatted = JSON.stringify(JSON.parse(body), null, 2);
    expect(await isValidPaystackSignature(SECRET, reformatted, good)).toBe(false);
  });
});
