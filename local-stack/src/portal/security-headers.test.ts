import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import type { StackContext } from '../context.js';
import type { Database } from '../db/database.js';
import { repoRoot } from '../db/migrate.js';
import { createMailbox } from '../dev/mailbox.js';
import { makeApiKeys } from '../jwt.js';
import { createPortalApp } from './index.js';
import {
  localHeaderVariables,
  NGINX_TEMPLATE_FILE,
  readSecurityHeaders,
  renderSecurityHeaders,
  withNginxHeaders,
} from './security-headers.js';

const template = readFileSync(path.join(repoRoot, NGINX_TEMPLATE_FILE), 'utf8');

/** nginx's security headers as it sends them: the template's add_header lines, rendered. */
function nginxHeaders(vars: Record<string, string>): Record<string, string> {
  const rendered = template.replace(/\$\{(CSAN_[A-Z_]+)\}/g, (whole, key: string) =>
    key in vars ? (vars[key] ?? '') : whole,
  );
  const headers: Record<string, string> = {};
  for (const match of rendered.matchAll(/^\s*add_header ([\w-]+) "([^"]*)" always;$/gm)) {
    const [, name, value] = match;
    if (name && value !== undefined) {
      headers[name] = value.replace(/ {2,}/g, ' ').replace(/ ;/g, ';').trim();
    }
  }
  return headers;
}

async function portal(env: NodeJS.ProcessEnv) {
  const config = loadConfig({}, { apiUrl: 'http://127.0.0.1:54999', storageDir: '/nonexistent' });
  const ctx: StackContext = {
    config,
    // The portal never touches the database.
    db: {} as Database,
    keys: await makeApiKeys(config.jwtSecret),
    mailbox: createMailbox(),
  };
  return createPortalApp(ctx, env);
}

describe('security headers, one definition for nginx and the local portal', () => {
  it("nginx's template carries the definition (else run pnpm gen:headers)", () => {
    expect(withNginxHeaders(template, readSecurityHeaders(repoRoot))).toBe(template);
  });

  it('the local portal sends what nginx sends, on pages, files, config and errors', async () => {
    const moved = 'http://127.0.0.1:8999/mf-manifest.json';
    const app = await portal({ REMOTE_URL_PUBLIC_SITE: moved });
    const vars = localHeaderVariables('http://127.0.0.1:54999', [moved]);
    const expected = nginxHeaders({ ...vars });
    expect(Object.keys(expected)).toEqual([
      'Content-Security-Policy',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
      'X-Frame-Options',
    ]);
    expect(expected['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(expected['Content-Security-Policy']).toContain(
      "connect-src 'self' http://127.0.0.1:54999 ws://127.0.0.1:54999 http://127.0.0.1:8999;",
    );
    for (const url of ['/', '/about', '/config.json', '/no-such-file.js', '/remotes/tools/x.js']) {
      const response = await app.request(url);
      for (const [name, value] of Object.entries(expected)) {
        expect(response.headers.get(name), `${name} on ${url}`).toBe(value);
      }
    }
  });

  it('leaves no empty placeholder behind when every remote is at home', () => {
    const headers = renderSecurityHeaders(
      readSecurityHeaders(repoRoot),
      localHeaderVariables('https://api.example.org', ['/remotes/tools/mf-manifest.json']),
    );
    expect(headers['Content-Security-Policy']).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
    expect(headers['Content-Security-Policy']).toContain(
      "connect-src 'self' https://api.example.org wss://api.example.org;",
    );
    expect(headers['Content-Security-Policy']).not.toContain('${');
  });
});
