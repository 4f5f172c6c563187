import { existsSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type ServerType, serve } from '@hono/node-server';
import type { JWK } from 'jose';
import { parse } from 'smol-toml';
import type { StackConfig } from './config.js';
import type { StackContext } from './context.js';
import { type Database, openDatabase } from './db/database.js';
import { migrate } from './db/migrate.js';
import { createMailbox } from './dev/mailbox.js';
import { startExpiryJob } from './jobs/expire-subscriptions.js';
import { type DrainResult, startMailJob } from './jobs/mail-outbox.js';
import { type SweepResult, startSweeperJob } from './jobs/storage-sweeper.js';
import { makeApiKeys, registerSigningKeys } from './jwt.js';
import { answerClientErrors, serverOptions } from './limits/request-limits.js';
import { createPortalApp } from './portal/index.js';
import { RealtimeService } from './realtime/service.js';
import { createApiApp } from './server.js';

/**
 * The seed's resource PDFs (local only, like seed.sql): written through the
 * storage service's own disk layout by the product's seed script.
 */
async function seedFiles(config: StackConfig, db: Database) {
  const script = path.join(config.repoRoot, 'supabase', 'scripts', 'seed-files.ts');
  if (!existsSync(script)) return;
  const { seedResourceFiles } = (await import(pathToFileURL(script).href)) as {
    seedResourceFiles(ctx: { storageDir: string; db: Database }): Promise<string[]>;
  };
  await seedResourceFiles({ storageDir: config.storageDir, db });
}

/**
 * `[auth] signing_keys_path` of supabase/config.toml (a JSON array of JWKs, relative to the
 * supabase folder): tokens signed with these keys are accepted besides HS256 ones.
 */
function readSigningKeys(repoRoot: string): JWK[] {
  const folder = path.join(repoRoot, 'supabase');
  let auth: unknown;
  try {
    auth = parse(readFileSync(path.join(folder, 'config.toml'), 'utf8')).auth;
  } catch {
    return [];
  }
  const keysPath =
    typeof auth === 'object' && auth !== null && 'signing_keys_path' in auth
      ? auth.signing_keys_path
      : undefined;
  if (typeof keysPath !== 'string' || !existsSync(path.join(folder, keysPath))) return [];
  const keys: unknown = JSON.parse(readFileSync(path.join(folder, keysPath), 'utf8'));
  return Array.isArray(keys) ? (keys as JWK[]) : [];
}

export interface RunningStack {
  ctx: StackContext;
  /** Actual URLs (ports resolved when 0 was asked for). */
  apiUrl: string;
  portalUrl: string | undefined;
  /** Sends the due mails of public.mail_outbox now (the `mail-outbox` function, docs/mail.md). */
  drainMail(): Promise<DrainResult>;
  /** Removes the stored files whose record is gone now (the `storage-sweeper` function). */
  sweepStorage(): Promise<SweepResult>;
  stop(): Promise<void>;
}

function listen(
  app: { fetch: (req: Request) => Response | Promise<Response> },
  host: string,
  port: number,
) {
  return new Promise<{ server: ServerType; port: number }>((resolve, reject) => {
    const server = serve({ fetch: app.fetch, hostname: host, port, serverOptions }, (info) =>
      resolve({ server, port: info.port }),
    );
    // Oversized headers and malformed requests get a JSON answer (limits/request-limits.ts).
    answerClientErrors(server);
    // Idle keep-alive sockets live 65 s (as behind nginx/a load balancer) instead of Node's 5 s:
    // a client whose event loop was blocked (the e2e TOTP helper waits up to 30 s for a fresh
    // step) otherwise reuses a socket the server has just closed ('other side closed').
    if ('keepAliveTimeout' in server) {
      server.keepAliveTimeout = 65_000;
      server.headersTimeout = 66_000;
    }
    server.once('error', reject);
  });
}

function close(server: ServerType) {
  return new Promise<void>((resolve) => {
    if ('closeAllConnections' in server) server.closeAllConnections();
    server.close(() => resolve());
  });
}

/**
 * Opens the database, applies platform SQL + migrations (+ seed on a new
 * database), then serves the API and, unless `portal` is false, the portal.
 * Port 0 picks a free port (tests).
 */
export async function startStack(
  config: StackConfig,
  options: { portal?: boolean; seed?: boolean; jobs?: boolean; mail?: boolean } = {},
): Promise<RunningStack> {
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const { seeded } = await migrate(db, {
    seed: options.seed ?? true,
    supabaseDir: path.join(config.repoRoot, 'supabase'),
  });
  if (seeded) await seedFiles(config, db);
  const keys = await makeApiKeys(config.jwtSecret);
  registerSigningKeys(config.jwtSecret, readSigningKeys(config.repoRoot));
  // Kept beside the data when the data is kept (DATA_DIR), so it survives a restart with it.
  const mailboxFile = config.dataDir
    ? path.join(path.dirname(config.dataDir), 'mailbox.jsonl')
    : undefined;
  const ctx: StackContext = { config, db, keys, mailbox: createMailbox(mailboxFile) };
  const realtime = new RealtimeService(ctx);
  await realtime.start();
  ctx.realtime = realtime;

  const api = await listen(createApiApp(ctx), config.host, config.apiPort);
  // The websocket of /realtime/v1 comes as an HTTP upgrade, beside Hono's request handling.
  api.server.on('upgrade', (request, socket, head) =>
    realtime.handleUpgrade(request, socket, head),
  );
  const apiUrl = config.apiPort === 0 ? `http://127.0.0.1:${api.port}` : config.apiUrl;
  ctx.config = { ...config, apiUrl, apiPort: api.port };

  let portal: { server: ServerType; port: number } | undefined;
  if (options.portal ?? true)
    portal = await listen(createPortalApp(ctx), config.host, config.portalPort);

  // The product's scheduled jobs; off for a foreign schema (a client library's fixture).
  const expiry = (options.jobs ?? true) ? startExpiryJob(db) : { stop: async () => undefined };
  // The mail drainer: on its own (timer + NOTIFY) unless `mail: false`; drainMail() always works.
  const mail = startMailJob(ctx, { automatic: options.mail ?? options.jobs ?? true });
  // Files whose assessment or advisory is gone: on a timer with the jobs; sweepStorage() always.
  const sweeper = startSweeperJob(ctx, { automatic: options.jobs ?? true });

  return {
    ctx,
    apiUrl,
    portalUrl: portal ? `http://localhost:${portal.port}` : undefined,
    drainMail: () => mail.drain(),
    sweepStorage: () => sweeper.sweep(),
    async stop() {
      await mail.stop();
      await sweeper.stop();
      await expiry.stop();
      await realtime.close();
      await Promise.all([close(api.server), portal ? close(portal.server) : undefined]);
      await db.close();
      if (config.temporaryStorage) await rm(config.storageDir, { recursive: true, force: true });
    },
  };
}
