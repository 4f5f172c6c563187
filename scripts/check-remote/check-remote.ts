import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  MANIFEST_FIELD,
  PROVIDED_FILE,
  type SharedImports,
  type SharedProvided,
  unmetSharedImports,
} from '../../tooling/rspack-config/src/shared-check';

/**
 * The deploy gate for one remote: does the deployed shell provide every shared export (and
 * version line) this remote's build imports? Reads the remote's `dist/mf-manifest.json`
 * (`sharedImports`, written by its build) and the shell's `shared-provided.json` (written by the
 * shell's build; by default this checkout's `shell/dist`, or `--against` a file or the deployed
 * shell's URL).
 */
export type CheckResult = { ok: boolean; report: string };

/** `https://csan.africa` → `https://csan.africa/shared-provided.json`; a `.json` is taken as is. */
export function providedLocation(against: string): string {
  if (against.endsWith('.json')) return against;
  return `${against.replace(/\/+$/, '')}/${PROVIDED_FILE}`;
}

async function readJson(location: string): Promise<unknown> {
  if (/^https?:\/\//.test(location)) {
    const response = await fetch(location, { cache: 'no-store' });
    if (!response.ok) throw new Error(`${location}: HTTP ${response.status}`);
    return response.json();
  }
  return JSON.parse(await readFile(location, 'utf8'));
}

/** `public_site` or `public-site` → `public-site`, the remote's folder under remotes/. */
export const remoteFolder = (name: string) => name.replace(/_/g, '-');

export async function checkRemote(options: {
  remote: string;
  manifestFile: string;
  against: string;
}): Promise<CheckResult> {
  const manifest = (await readJson(options.manifestFile)) as Record<string, unknown>;
  const imports = manifest[MANIFEST_FIELD] as SharedImports | undefined;
  if (!imports) {
    return {
      ok: false,
      report: `${options.manifestFile} has no "${MANIFEST_FIELD}": rebuild the remote with this checkout's config factory`,
    };
  }
  const provided = (await readJson(options.against)) as SharedProvided;
  const problems = unmetSharedImports(imports, provided);
  const uses = Object.entries(imports)
    .map(([request, { imports: names }]) => `${request} (${names.length})`)
    .join(', ');
  if (problems.length === 0) {
    return {
      ok: true,
      report: `check:remote ${options.remote}: OK against ${options.against}\n  imports ${uses || 'no shared module'}`,
    };
  }
  return {
    ok: false,
    report: [
      `check:remote ${options.remote}: REFUSED against ${options.against}`,
      ...problems.map((problem) => `  - ${problem}`),
      'Deploy a shell built with these exports first (pnpm build, upload shell/dist), then this remote;',
      'until then the shell would refuse its pages (section unavailable).',
    ].join('\n'),
  };
}

async function main(argv: string[]): Promise<number> {
  const args = [...argv];
  const at = args.indexOf('--against');
  const against = at >= 0 ? args.splice(at, 2)[1] : undefined;
  const [remote] = args;
  if (!remote || (at >= 0 && !against)) {
    console.error(
      'usage: pnpm check:remote <remote> [--against <shared-provided.json path or URL>]',
    );
    return 2;
  }
  const root = path.resolve(import.meta.dirname, '../..');
  const manifestFile = path.join(root, 'remotes', remoteFolder(remote), 'dist', 'mf-manifest.json');
  try {
    const result = await checkRemote({
      remote,
      manifestFile,
      against: providedLocation(against ?? path.join(root, 'shell', 'dist', PROVIDED_FILE)),
    });
    (result.ok ? console.log : console.error)(result.report);
    return result.ok ? 0 : 1;
  } catch (error) {
    console.error(`check:remote ${remote}: ${(error as Error).message}`);
    return 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  process.exitCode = await main(process.argv.slice(2));
}
