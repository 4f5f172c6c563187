import { existsSync } from 'node:fs';
import { expect, type Response, test } from '@playwright/test';
import { AREAS, expectAreaLanding } from '../support/areas';
import { NGINX_BINARY, type RunningNginx, startNginx } from '../support/nginx';
import { apiUrl, PORTS, portalLoopbackUrl } from '../support/ports';
import { SEEDED_PARTNER, signInAs } from '../support/session';
import { translation } from '../support/translations';

/**
 * The production nginx template, rendered for a loopback port over the repo's build and run
 * by Debian's nginx; Chromium maps *.csan.test to 127.0.0.1 (support/browser.ts).
 */
const site = `http://csan.test:${PORTS.nginx}`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

test.describe.configure({ mode: 'serial' });
test.skip(
  !existsSync(NGINX_BINARY) && !process.env.CI,
  `${NGINX_BINARY} not found: install it with \`apt-get install -y nginx\` (with CI=true this test fails instead)`,
);

let nginx: RunningNginx;

test.beforeAll(async () => {
  const config = (await (await fetch(`${portalLoopbackUrl}/config.json`)).json()) as {
    supabaseAnonKey: string;
  };
  nginx = await startNginx({
    port: PORTS.nginx,
    serverName: 'csan.test',
    supabaseUrl: apiUrl,
    supabaseAnonKey: config.supabaseAnonKey,
    siteUrl: site,
  });
});

test.afterAll(async () => {
  await nginx?.stop();
});

function expectSecurityHeaders(response: Response | null) {
  const headers = response?.headers() ?? {};
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain(`connect-src 'self' ${apiUrl} ${apiUrl.replace('http', 'ws')}`);
  expect(csp).toContain("img-src 'self' data: blob:");
  expect(csp).toContain("form-action 'self' https://checkout.paystack.com");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
}

test('the portal through nginx: headers, caching, gzip, and no CSP violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));

  const document = await page.goto(`${site}/`);
  expect(document?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    translation('remotes/public-site', 'en', 'home.hero.title'),
  );
  expectSecurityHeaders(document);
  expect(document?.headers()['cache-control']).toBe('no-cache');

  const byName = (match: (path: string) => boolean) =>
    responses.filter((r) => r.url().startsWith(site) && match(new URL(r.url()).pathname));
  const revalidated = byName((p) => /(\/config\.json|remoteEntry\.js|mf-manifest\.json)$/.test(p));
  expect(revalidated.map((r) => new URL(r.url()).pathname)).toEqual(
    expect.arrayContaining(['/config.json', '/remotes/public-site/mf-manifest.json']),
  );
  for (const response of revalidated) expect(response.headers()['cache-control']).toBe('no-cache');

  const hashed = byName((p) => /\.[0-9a-f]{8,}\.(js|css)$/.test(p));
  expect(hashed.length).toBeGreaterThan(0);
  for (const response of hashed) {
    expect(response.headers()['cache-control']).toBe(IMMUTABLE);
    expectSecurityHeaders(response);
  }
  const bigScripts: Response[] = [];
  for (const response of byName((p) => p.endsWith('.js'))) {
    if ((await response.body()).length > 4096) bigScripts.push(response);
  }
  expect(bigScripts.length).toBeGreaterThan(0);
  for (const response of bigScripts) expect(response.headers()['content-encoding']).toBe('gzip');

  expect(violations).toEqual([]);
});

test('client routes fall back to the shell; missing files are 404s', async ({ page }) => {
  const about = await page.goto(`${site}/about`);
  expect(about?.status()).toBe(200);
  expect(about?.headers()['cache-control']).toBe('no-cache');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    translation('remotes/public-site', 'en', 'about.title'),
  );

  const origin = `http://127.0.0.1:${PORTS.nginx}`;
  for (const path of ['/static/js/missing.0123abcd.js', '/remotes/library/missing.js']) {
    const response = await fetch(`${origin}${path}`, { headers: { Host: 'csan.test' } });
    expect(response.status, path).toBe(404);
  }
});

for (const area of AREAS) {
  test(`http://${area}.csan.test through nginx renders the ${area} area`, async ({ page }) => {
    // The areas are gated: the seeded partner has every flag and a TOTP factor.
    await signInAs(page, SEEDED_PARTNER, `http://${area}.csan.test:${PORTS.nginx}`);
    const document = await page.goto(`http://${area}.csan.test:${PORTS.nginx}/`);
    expect(document?.status()).toBe(200);
    expectSecurityHeaders(document);
    await expectAreaLanding(page, area);
  });
}
