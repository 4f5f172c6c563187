import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildGateScript, cspHashOf } from './gate-script';

const template = readFileSync(
  path.join(import.meta.dirname, '..', '..', 'nginx', 'templates', 'default.conf.template'),
  'utf8',
);

describe('the gate inlined into prerendered pages', () => {
  const script = buildGateScript();

  it('is one small script that cannot end its own <script> element', () => {
    expect(script.length).toBeGreaterThan(500);
    expect(script.length).toBeLessThan(6000);
    expect(script).not.toMatch(/<\/script/i);
  });

  it("is allowed by nginx's CSP, by its hash (else browsers refuse it and no copy shows)", () => {
    const csp = template.match(/Content-Security-Policy "([^"]+)"/)?.[1] ?? '';
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    // When this fails after a change to the gate or what it imports, put this hash in
    // nginx/templates/default.conf.template in place of the old one.
    expect(scriptSrc, `script-src must list ${cspHashOf(script)}`).toContain(cspHashOf(script));
  });
});
