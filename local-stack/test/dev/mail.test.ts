import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_MAIL_API_KEY } from '../../src/dev/mail-api.js';
import type { CapturedMail } from '../../src/dev/mailbox.js';
import { startTestStack, type TestStack } from '../../src/testing/test-stack.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ seed: false });
});
afterAll(() => stack.stop());

const send = (body: unknown, key = DEV_MAIL_API_KEY) =>
  fetch(`${stack.url}/_dev/resend/emails`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('dev mail API (Resend-compatible) and mailbox', () => {
  it('captures a sent e-mail, newest first, in mail.json', async () => {
    await fetch(`${stack.url}/_dev/mail.json`, { method: 'DELETE' });
    const first = await send({
      from: 'a@csan.test',
      to: 'x@example.org',
      subject: 'First',
      text: 'one',
    });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ id: expect.any(String) });
    await send({
      from: 'a@csan.test',
      to: ['y@example.org', 'z@example.org'],
      subject: 'Second',
      html: '<p>two</p>',
    });
    const mails = (await (await fetch(`${stack.url}/_dev/mail.json`)).json()) as CapturedMail[];
    expect(mails.map((m) => m.subject)).toEqual(['Second', 'First']);
    expect(mails[0]?.to).toBe('y@example.org, z@example.org');
  });

  it('refuses a wrong key (401) and an invalid message (422)', async () => {
    expect(
      (await send({ from: 'a', to: 'x@example.org', subject: 's', text: 't' }, 'wrong')).status,
    ).toBe(401);
    const bad = await send({ from: 'a@csan.test', to: 'not-an-address', subject: 's', text: 't' });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({ name: 'validation_error' });
  });

  it('renders the mailbox page escaped, with clickable links', async () => {
    await send({
      from: 'a@csan.test',
      to: 'x@example.org',
      subject: '<script>alert(1)</script>',
      text: 'Reset: http://localhost:8080/reset?token=a&b=1 <b>bold</b>',
      html: '<a href="http://localhost:8080/invite?code=1&amp;x=2">Accept</a>',
    });
    const res = await fetch(`${stack.url}/_dev/mail`);
    expect(res.headers.get('content-type')).toContain('text/html');
    const page = await res.text();
    expect(page).not.toContain('<script>alert(1)</script>');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).toContain('&lt;b&gt;bold&lt;/b&gt;');
    expect(page).toContain('<a href="http://localhost:8080/reset?token=a&amp;b=1"');
    expect(page).toContain('<a href="http://localhost:8080/invite?code=1&amp;x=2"');
    // Newest first: this mail comes before the earlier 'Second'.
    expect(page.indexOf('&lt;script&gt;')).toBeLessThan(page.indexOf('Second'));
  });

  it('keeps attachments and tags as sent, and captures an Idempotency-Key once', async () => {
    await fetch(`${stack.url}/_dev/mail.json`, { method: 'DELETE' });
    const pdf = Buffer.from('%PDF-1.4 receipt').toString('base64');
    const mail = {
      from: 'a@csan.test',
      to: 'payer@example.org',
      subject: 'Receipt',
      text: 'attached',
      attachments: [{ filename: 'receipt.pdf', content: pdf, content_type: 'application/pdf' }],
      tags: [{ name: 'kind', value: 'receipt' }],
    };
    const keyed = () =>
      fetch(`${stack.url}/_dev/resend/emails`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${DEV_MAIL_API_KEY}`,
          'Content-Type': 'application/json',
          'Idempotency-Key': 'receipt:REF-1',
        },
        body: JSON.stringify(mail),
      }).then((res) => res.json() as Promise<{ id: string }>);
    const first = await keyed();
    expect(await keyed()).toEqual(first);
    const mails = (await (await fetch(`${stack.url}/_dev/mail.json`)).json()) as CapturedMail[];
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      id: first.id,
      tags: mail.tags,
      attachments: mail.attachments,
    });
    expect(Buffer.from(mails[0]?.attachments?.[0]?.content ?? '', 'base64').toString()).toBe(
      '%PDF-1.4 receipt',
    );
    expect(await (await fetch(`${stack.url}/_dev/mail`)).text()).toContain(
      'Attachments: receipt.pdf (application/pdf)',
    );
    const broken = await send({ ...mail, attachments: [{ filename: 'x.pdf', content: '%%%' }] });
    expect(broken.status).toBe(422);
  });
});
