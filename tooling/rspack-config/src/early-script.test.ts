import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildInlineScript, CONFIG_PRELOAD_TAG, cspHashOf, withEarlyScript } from './early-script';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
// The portal's security headers, nginx's and the local stack's: one definition.
const securityHeaders = JSON.parse(
  readFileSync(path.join(root, 'nginx', 'security-headers.json'), 'utf8'),
) as { headers: Record<string, string> };

// Each inline script of the portal's documents, with the most it may weigh.
const inlineScripts = [
  // In every shell document: starts what follows /config.json before main.js has arrived.
  { name: "the shell's early script", entry: 'shell/src/boot/early-entry.ts', maxLength: 2000 },
  // In the prerendered documents (scripts/prerender/gate-script.ts): picks the copy to show.
  {
    name: "the prerendered pages' gate",
    entry: 'shell/src/prerender/gate-entry.ts',
    maxLength: 6000,
  },
];

describe.each(inlineScripts)('$name', ({ entry, maxLength }) => {
  const script = buildInlineScript(path.join(root, entry));

  it('is one small script that cannot end its own <script> element', () => {
    expect(script.length).toBeGreaterThan(300);
    expect(script.length).toBeLessThan(maxLength);
    expect(script).not.toMatch(/<\/script/i);
  });

  it("is allowed by nginx's CSP, by its hash (else browsers refuse it)", () => {
    const csp = securityHeaders.headers['Content-Security-Policy'] ?? '';
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    // When this fails after a change to the script or what it imports, put this hash in
    // nginx/security-headers.json in place of the old one and run pnpm gen:headers.
    expect(scriptSrc, `script-src must list ${cspHashOf(script)}`).toContain(cspHashOf(script));
  });
});

describe('withEarlyScript', () => {
  it('puts the script right after the config preload it reads, and refuses a page without one', () => {
    const html = `<head>${CONFIG_PRELOAD_TAG}<script defer src="/main.js"></script></head>`;
    expect(withEarlyScript(html, 'early()')).toBe(
      `<head>${CONFIG_PRELOAD_TAG}<script>early()</script><script defer src="/main.js"></script></head>`,
    );
    expect(() => withEarlyScript('<head></head>', 'early()')).toThrow(/no <link rel="preload"/);
  });
});
