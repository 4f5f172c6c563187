import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'smol-toml';

export type FunctionHandler = (req: Request) => Promise<Response>;

/** The contract every `edge-functions/<name>/handler.ts` follows (see edge-functions/README.md). */
export interface FunctionModule {
  createHandler(deps: {
    env: Readonly<Record<string, string | undefined>>;
    fetch: typeof fetch;
  }): FunctionHandler;
}

export interface FunctionEntry {
  name: string;
  handlerFile: string;
  /** `[functions.<name>] verify_jwt` in supabase/config.toml; Supabase's default is true. */
  verifyJwt: boolean;
}

const NAME = /^[a-z0-9][a-z0-9_-]*$/;

/** `[functions.<name>] verify_jwt = false` entries; a missing config.toml means all defaults. */
export function readVerifyJwt(repoRoot: string): Map<string, boolean> {
  const file = path.join(repoRoot, 'supabase', 'config.toml');
  const result = new Map<string, boolean>();
  if (!existsSync(file)) return result;
  const functions = parse(readFileSync(file, 'utf8')).functions;
  if (typeof functions !== 'object' || functions === null || Array.isArray(functions))
    return result;
  for (const [name, settings] of Object.entries(functions)) {
    if (typeof settings === 'object' && settings !== null && 'verify_jwt' in settings) {
      result.set(name, settings.verify_jwt !== false);
    }
  }
  return result;
}

/** The functions present at start: one folder with a handler.ts each (`_shared` and dot folders skipped). */
export function discoverFunctions(repoRoot: string): Map<string, FunctionEntry> {
  const root = path.join(repoRoot, 'edge-functions');
  const verify = readVerifyJwt(repoRoot);
  const entries = new Map<string, FunctionEntry>();
  if (!existsSync(root)) return entries;
  for (const dirent of readdirSync(root, { withFileTypes: true })) {
    const handlerFile = path.join(root, dirent.name, 'handler.ts');
    if (!dirent.isDirectory() || !NAME.test(dirent.name) || !existsSync(handlerFile)) continue;
    entries.set(dirent.name, {
      name: dirent.name,
      handlerFile,
      verifyJwt: verify.get(dirent.name) ?? true,
    });
  }
  return entries;
}

function isFunctionModule(value: unknown): value is FunctionModule {
  return (
    typeof value === 'object' &&
    value !== null &&
    'createHandler' in value &&
    typeof value.createHandler === 'function'
  );
}

/** Imports a handler module in-process (tsx / vitest run the TypeScript directly). */
export async function importFunction(entry: FunctionEntry): Promise<FunctionModule> {
  const mod: unknown = await import(pathToFileURL(entry.handlerFile).href);
  if (!isFunctionModule(mod))
    throw new Error(`${entry.handlerFile} does not export createHandler(deps)`);
  return mod;
}
