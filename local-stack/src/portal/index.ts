import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { StackContext } from '../context.js';
import { prerenderedDocument } from './prerendered.js';
import { REMOTE_FOLDERS, remoteEntries } from './remotes.js';
import {
  localHeaderVariables,
  readSecurityHeaders,
  renderSecurityHeaders,
} from './security-headers.js';

/** The runtime config the shell fetches before rendering (ARCHITECTURE.md, "Runtime contracts"). */
export function portalConfig(ctx: StackContext, env: NodeJS.ProcessEnv = process.env) {
  return {
    supabaseUrl: ctx.config.apiUrl,
    supabaseAnonKey: ctx.keys.anonKey,
    siteUrl: ctx.config.siteUrl,
    remotes: remoteEntries(env),
  };
}

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built shell and remotes on one origin in nginx's layout:
 * `/` shell with SPA fallback (prerendered public pages first), `/remotes/<name>/…`,
 * `/config.json`. Any host
 * name is accepted (localhost, 127.0.0.1, *.csan.localhost area hosts).
 */
export function createPortalApp(ctx: StackContext, env: NodeJS.ProcessEnv = process.env): Hono {
  const root = ctx.config.repoRoot;
  const shellDist = path.join(root, 'shell', 'dist');
  const app = new Hono();

  // nginx's security headers, from the same definition, on every answer (errors too).
  const definition = readSecurityHeaders(root);
  app.use('*', async (c, next) => {
    await next();
    const headers = renderSecurityHeaders(
      definition,
      localHeaderVariables(ctx.config.apiUrl, Object.values(remoteEntries(env))),
    );
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  });

  app.get('/config.json', (c) => {
    c.header('Cache-Control', NO_CACHE);
    return c.json(portalConfig(ctx, env));
  });

  for (const folder of REMOTE_FOLDERS) {
    const dist = path.relative(process.cwd(), path.join(root, 'remotes', folder, 'dist'));
    app.use(`/remotes/${folder}/*`, async (c, next) => {
      await next();
      c.header('Cache-Control', cacheControlFor(c.req.path));
    });
    app.use(
      `/remotes/${folder}/*`,
      serveStatic({ root: dist, rewriteRequestPath: (p) => p.replace(`/remotes/${folder}`, '') }),
    );
    app.all(`/remotes/${folder}/*`, (c) => c.text('Not found', 404));
  }

  const shellRoot = path.relative(process.cwd(), shellDist);
  app.use('*', async (c, next) => {
    await next();
    if (c.res.status === 200 && !c.res.headers.get('Cache-Control')) {
      c.header('Cache-Control', cacheControlFor(c.req.path));
    }
  });
  // A prerendered public page before the static files (else `/` would be index.html). The
  // copies are public-site's own output (remotes/public-site/dist/prerendered), so a public-site
  // release ships them in the same upload.
  const publicSiteDist = path.join(root, 'remotes', 'public-site', 'dist');
  app.get('*', async (c, next) => {
    const file = prerenderedDocument(publicSiteDist, c.req.path);
    if (!file) return next();
    c.header('Cache-Control', NO_CACHE);
    return c.html(readFileSync(file, 'utf8'));
  });
  app.use('*', serveStatic({ root: shellRoot }));
  // SPA fallback: every other path is a client route of the shell.
  app.get('*', (c) => {
    const index = path.join(shellDist, 'index.html');
    if (!existsSync(index)) return c.text('The shell is not built yet: run `pnpm build`.', 503);
    c.header('Cache-Control', NO_CACHE);
    return c.html(readFileSync(index, 'utf8'));
  });
  return app;
}

/** Hashed assets are immutable; entry points and manifests must always be revalidated. */
export function cacheControlFor(requestPath: string): string {
  const file = requestPath.split('/').pop() ?? '';
  if (/\.[0-9a-f]{8,}\./.test(file) || /\/static\//.test(requestPath)) return IMMUTABLE;
  return NO_CACHE;
}
