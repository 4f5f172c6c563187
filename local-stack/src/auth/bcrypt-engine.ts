import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';

/**
 * The bcrypt implementation behind password hashing (issue 31 item 4). The native one
 * (@node-rs/bcrypt, Rust) runs each hash and verify on libuv's thread pool, so sign-ins use
 * both cores and never block the event loop; pure-JS bcryptjs ran every compare on the event
 * loop (~11.5 sign-ins/s, and every other request waited behind them). bcryptjs stays only as
 * the fallback for a platform the native package has no prebuilt binary for; which one runs
 * is in `bcryptEngine.name` (the start banner prints it) and a fallback is logged once.
 * Both write and read the same modular-crypt strings ($2a$/$2b$/$2y$), so hashes made by either
 * verify with the other (test/auth/bcrypt-engine.test.ts).
 */
export interface BcryptEngine {
  name: '@node-rs/bcrypt (native, thread pool)' | 'bcryptjs (pure JS, event loop)';
  hash(password: string, cost: number): Promise<string>;
  /** False (never a throw) for a malformed or unknown-version hash. */
  compare(password: string, hash: string): Promise<boolean>;
}

const require = createRequire(import.meta.url);

/**
 * bcrypt jobs allowed on the thread pool at once: one per core, and always at least two of
 * libuv's threads (4 unless UV_THREADPOOL_SIZE says otherwise) left free. WebCrypto (every JWT
 * signed or verified), fs and DNS share that pool: with all four threads on bcrypt, each
 * request of a signed-in member queued behind the whole sign-in burst.
 */
export const MAX_CONCURRENT_BCRYPT = Math.max(
  1,
  Math.min(availableParallelism(), Number(process.env.UV_THREADPOOL_SIZE || 4) - 2),
);

/** A first-come-first-served gate: at most `max` of the wrapped calls running. */
function gate(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (running < max) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      // The slot passes straight to the next waiting call.
      if (next) next();
      else running -= 1;
    }
  };
}

function nativeEngine(): BcryptEngine {
  // require, not import: loading the platform binary throws synchronously when it is missing.
  const native = require('@node-rs/bcrypt') as typeof import('@node-rs/bcrypt');
  const inPool = gate(MAX_CONCURRENT_BCRYPT);
  return {
    name: '@node-rs/bcrypt (native, thread pool)',
    hash: (password, cost) => inPool(() => native.hash(password, cost)),
    compare: (password, hash) => inPool(() => native.verify(password, hash)),
  };
}

function jsEngine(): BcryptEngine {
  const js = require('bcryptjs') as typeof import('bcryptjs');
  return {
    name: 'bcryptjs (pure JS, event loop)',
    hash: (password, cost) => js.hash(password, cost),
    // bcryptjs throws on a hash with an impossible cost ("$2b$99$…"); the native one answers false.
    compare: (password, hash) => js.compare(password, hash).catch(() => false),
  };
}

function loadEngine(): BcryptEngine {
  // Only to measure the old engine beside the new one (bench:api); never needed otherwise.
  if (process.env.AUTH_BCRYPT_ENGINE === 'bcryptjs') return jsEngine();
  try {
    return nativeEngine();
  } catch (error) {
    console.warn(
      `[auth] native bcrypt could not load (${(error as Error).message.split('\n')[0]}); ` +
        'using pure-JS bcryptjs: password sign-in is several times slower and runs on the event loop',
    );
    return jsEngine();
  }
}

export const bcryptEngine: BcryptEngine = loadEngine();

/** Both engines, for the test that hashes made by one verify with the other. */
export const engines = { native: nativeEngine, js: jsEngine };
