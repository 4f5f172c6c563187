import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AuthSettingsInput } from './auth/settings.js';
import { repoRoot } from './db/migrate.js';

/** Everything the stack can be told through the environment, resolved once at start. */
export interface StackConfig {
  /** 127.0.0.1 unless STACK_HOST says otherwise. */
  host: string;
  apiPort: number;
  portalPort: number;
  /** Public URL of the API (what config.json gives the browser). */
  apiUrl: string;
  /**
   * Public URL of the portal: recovery redirects and Paystack callbacks are allowed only here
   * (and on its area hosts). Its host is the parent domain of the shared session cookie:
   * `http://csan.localhost:8080` by default, the area hosts being `skillup.csan.localhost:8080`…
   */
  siteUrl: string;
  /** PGlite folder; ignored when databaseUrl is set. undefined = in memory. */
  dataDir: string | undefined;
  databaseUrl: string | undefined;
  /** Where storage objects live on disk. */
  storageDir: string;
  /** The stack made storageDir for an in-memory database: stop() removes it with the data. */
  temporaryStorage?: boolean;
  jwtSecret: string;
  /** Access-token lifetime in seconds (GoTrue default 3600). */
  jwtExpiry: number;
  repoRoot: string;
  /**
   * PAYSTACK_SECRET_KEY / PAYSTACK_BASE_URL for the payment functions. Unset:
   * the dev provider at `<api>/_dev/paystack` with its fixed key. A real
   * `sk_test_…` key alone points the functions at Paystack's test mode
   * (https://api.paystack.co); a base URL alone, at another provider stand-in.
   */
  paystack: { secretKey: string | undefined; baseUrl: string | undefined };
  /**
   * DEV_MOMO_TIMEOUT_MS: how long the dev provider's mobile-money charge waits for the simulated
   * phone before it times out (120 s when unset; tests shorten it).
   */
  devMobileMoneyTimeoutMs?: number;
  /** /auth/v1 overrides (tests lower limits here); defaults, config.toml and AUTH_* env otherwise. */
  auth?: AuthSettingsInput;
}

/**
 * The main host of `pnpm start`; the area hosts are its subdomains. Browsers resolve
 * `*.localhost` to loopback by themselves (RFC 6761), so no hosts-file entry is needed.
 */
export const LOCAL_PARENT_DOMAIN = 'csan.localhost';

/** The Supabase CLI's well-known local secret: fine locally, never in production. */
export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<StackConfig> = {},
): StackConfig {
  const host = env.STACK_HOST ?? '127.0.0.1';
  const apiPort = Number(env.API_PORT ?? 54321);
  const portalPort = Number(env.PORTAL_PORT ?? 8080);
  const dataRoot = path.resolve(repoRoot, env.DATA_DIR ?? '.data');
  const inMemory = env.DATA_DIR === 'memory';
  const base: StackConfig = {
    host,
    apiPort,
    portalPort,
    apiUrl: env.API_URL ?? `http://127.0.0.1:${apiPort}`,
    siteUrl: env.SITE_URL ?? `http://${LOCAL_PARENT_DOMAIN}:${portalPort}`,
    dataDir: inMemory ? undefined : path.join(dataRoot, 'pglite'),
    databaseUrl: env.DATABASE_URL || undefined,
    // An in-memory database gets a throw-away storage folder of its own, so
    // objects never outlive (or leak between) databases.
    storageDir:
      overrides.storageDir ??
      (inMemory
        ? mkdtempSync(path.join(tmpdir(), 'csan-storage-'))
        : path.join(dataRoot, 'storage')),
    temporaryStorage: inMemory && overrides.storageDir === undefined,
    jwtSecret: env.JWT_SECRET ?? LOCAL_JWT_SECRET,
    jwtExpiry: Number(env.JWT_EXPIRY ?? 3600),
    repoRoot,
    paystack: {
      secretKey: env.PAYSTACK_SECRET_KEY || undefined,
      baseUrl: env.PAYSTACK_BASE_URL || undefined,
    },
    devMobileMoneyTimeoutMs: env.DEV_MOMO_TIMEOUT_MS ? Number(env.DEV_MOMO_TIMEOUT_MS) : undefined,
  };
  return { ...base, ...overrides };
}
