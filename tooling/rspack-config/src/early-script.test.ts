import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildInlineScript, CONFIG_PRELOAD_TAG, cspHashOf, withEarlyScript } from './early-script';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
// The portal's security headers, nginx's and the local stack's: one definition.
const securityHeaders = JSON.parse(
  readFileSync(path.join(root, 'nginx', 'security-headers.json'), 'utf8'),
) as { headers: Record<string, string> };

describe("the shell's early script, inlined into every shell document", () => {
  const script = buildInlineScript(path.join(root, 'shell', 'src', 'boot', 'early-entry.ts'));

  it('is one small script that cannot end its own <script> element', () => {
    expect(script.length).toBeGreaterThan(300);
    expect(script.length).toBeLessThan(2000);
    expect(script).not.toMatch(/<\/script/i);
  });

  it("is allowed by nginx's CSP, by its hash (else browsers refuse it and the boot starts later)", () => {
    const csp = securityHeaders.headers['Content-Security-Policy'] ?? '';
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    // When this fails after a change to shell/src/boot/early-fetch.ts or what it imports, put
    // this hash in nginx/security-headers.json in place of the old one and run pnpm gen:headers.
    expect(scriptSrc, `script-src must list ${cspHashOf(script)}`).toContain(cspHashOf(script));
  });

  it('goes right after the config preload it reads, and refuses a page without one', () => {
    const html = `<head>${CONFIG_PRELOAD_TAG}<script defer src="/main.js"></script></head>`;
    expect(withEarlyScript(html, 'early()')).toBe(
      `<head>${CONFIG_PRELOAD_TAG}<script>early()</script><script defer src="/main.js"></script></head>`,
    );
    expect(() => withEarlyScript('<head></head>', 'early()')).toThrow(/no <link rel="preload"/);
  });
});
