import { describe, expect, it } from 'vitest';
import { advisoryLink, renderAlert } from './alert-mail.ts';
import { createHandler } from './handler.ts';

// Who is mailed is the database's (intel_alert_recipients: the TLP rule; tested in
// supabase/tests/intel-workflow.test.ts); here: the mail in the reader's language, the TLP label
// in the subject, no content for AMBER+STRICT and RED, and the statuses.
const env = {
  SUPABASE_URL: 'http://api.test',
  SUPABASE_ANON_KEY: 'anon',
  SUPABASE_SERVICE_ROLE_KEY: 'service',
  MAIL_API_URL: 'http://mail.test',
  MAIL_API_KEY: 'key',
  MAIL_FROM: 'CSAN <no-reply@csan.test>',
  SITE_URL: 'https://csan.example',
};
const ID = '00000000-0000-4000-8901-000000000004';

function fakeBackend(tlp: string, rpc: { status: number; body: unknown }) {
  const mails: { to: string; subject: string; text: string; html: string }[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    const reply = (value: unknown, status = 200) =>
      new Response(JSON.stringify(value), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    if (url.endsWith('/auth/v1/user')) return reply({ id: 'u9', email: 'analyst@csan.test' });
    if (url.includes('/rpc/intel_alert_recipients')) return reply(rpc.body, rpc.status);
    if (url.includes('/rest/v1/intel_advisories')) {
      return reply({
        id: ID,
        title: 'Card-skimming script',
        summary: 'A skimming script on a payment page.',
        severity: 'high',
        tlp,
        status: 'updated',
      });
    }
    if (url === 'http://mail.test/emails') {
      mails.push(JSON.parse(String(init?.body)));
      return reply({ id: `m${mails.length}` });
    }
    return reply({ message: `unexpected ${url}` }, 500);
  };
  return { mails, fetchFn };
}

const post = (body: unknown) =>
  new Request('http://fn.test/intel-notify', {
    method: 'POST',
    headers: { Authorization: 'Bearer token', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

const READERS = [
  { email: 'a@x.test', full_name: 'A', language: 'fr', matches_constituency: true },
  { email: 'b@x.test', full_name: 'B', language: 'sw', matches_constituency: false },
];

describe('intel alert mail', () => {
  it('writes an AMBER alert in the reader language, label first, with the match', () => {
    const mail = renderAlert({
      language: 'fr',
      tlp: 'amber',
      status: 'published',
      title: 'Web <shell>',
      summary: 'S',
      severity: 'medium',
      link: 'https://intel.csan.example/advisories/1',
      matchesConstituency: true,
    });
    expect(mail.subject).toBe('[TLP:AMBER] Nouvel avis: Web <shell>');
    expect(mail.text).toContain('Il concerne votre périmètre.');
    expect(mail.text).toContain('(Moyenne)');
    expect(mail.html).toContain('Web &lt;shell&gt;');
  });

  it.each(['amber_strict', 'red'] as const)(
    'carries no content for %s, only the label and a link',
    (tlp) => {
      const mail = renderAlert({
        language: 'pt',
        tlp,
        status: 'updated',
        title: 'Secret title',
        summary: 'Secret summary',
        severity: 'critical',
        link: 'https://intel.csan.example/advisories/1',
        matchesConstituency: true,
      });
      expect(mail.subject).toBe(
        `[${tlp === 'red' ? 'TLP:RED' : 'TLP:AMBER+STRICT'}] Alerta atualizado`,
      );
      for (const part of [mail.subject, mail.text, mail.html]) {
        expect(part).not.toMatch(/Secret|Crítica|Corresponde/);
      }
      expect(mail.text).toContain('https://intel.csan.example/advisories/1');
    },
  );

  it('links to the intel host of the site', () => {
    expect(advisoryLink('http://csan.localhost:8080', 'x')).toBe(
      'http://intel.csan.localhost:8080/advisories/x',
    );
    expect(advisoryLink('https://www.csan.example', 'x')).toBe(
      'https://intel.csan.example/advisories/x',
    );
  });
});

describe('intel-notify handler', () => {
  it('mails every reader the database names, each in their language', async () => {
    const backend = fakeBackend('amber_strict', { status: 200, body: READERS });
    const res = await createHandler({ env, fetch: backend.fetchFn })(post({ advisory_id: ID }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ sent: 2 });
    expect(backend.mails.map((m) => [m.to, m.subject])).toEqual([
      ['a@x.test', '[TLP:AMBER+STRICT] Avis mis à jour'],
      ['b@x.test', '[TLP:AMBER+STRICT] Tahadhari imesasishwa'],
    ]);
    expect(backend.mails.every((m) => !m.text.includes('skimming'))).toBe(true);
  });

  it('maps refusals: 403 not an analyst, 404 not readable, 409 draft, 400 bad body', async () => {
    const status = async (
      rpc: { status: number; body: unknown },
      body: unknown = { advisory_id: ID },
    ) =>
      (await createHandler({ env, fetch: fakeBackend('green', rpc).fetchFn })(post(body))).status;
    expect(await status({ status: 403, body: { code: '42501', message: 'no' } })).toBe(403);
    expect(await status({ status: 404, body: { code: 'PT404', message: 'no' } })).toBe(404);
    expect(await status({ status: 409, body: { code: 'PT409', message: 'draft' } })).toBe(409);
    expect(await status({ status: 200, body: [] }, { advisory_id: 'nope' })).toBe(400);
  });
});
