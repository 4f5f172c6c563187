import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildGateScript, cspHashOf } from './gate-script';

// The portal's security headers, nginx's and the local stack's: one definition.
const securityHeaders = JSON.parse(
  readFileSync(
    path.join(import.meta.dirname, '..', '..', 'nginx', 'security-headers.json'),
    'utf8',
  ),
) as { headers: Record<string, string> };

describe('the gate inlined into prerendered pages', () => {
  const script = buildGateScript();

  it('is one small script that cannot end its own <script> element', () => {
    expect(script.length).toBeGreaterThan(500);
    expect(script.length).toBeLessThan(6000);
    expect(script).not.toMatch(/<\/script/i);
  });

  it("is allowed by nginx's CSP, by its hash (else browsers refuse it and no copy shows)", () => {
    const csp = securityHeaders.headers['Content-Security-Policy'] ?? '';
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    // When this fails after a change to the gate or what it imports, put this hash in
    // nginx/security-headers.json in place of the old one and run pnpm gen:headers.
    expect(scriptSrc, `script-src must list ${cspHashOf(script)}`).toContain(cspHashOf(script));
  });
});
