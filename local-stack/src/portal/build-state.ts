import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_FOLDERS } from './remotes.js';

/** One buildable package `pnpm start` serves: the shell or a remote. */
export interface BuildPackage {
  /** Its folder from the repository root (`shell`, `remotes/library`). */
  dir: string;
  /** The file its build writes last-ish and the portal cannot serve without. */
  output: string;
}

export type BuildState =
  | { kind: 'missing' }
  | { kind: 'stale'; newest: string }
  | { kind: 'built' };

/** The shell first: the prerender needs it (and public-site), and it is the longest build. */
export function buildPackages(): BuildPackage[] {
  return [
    { dir: 'shell', output: 'shell/dist/index.html' },
    ...REMOTE_FOLDERS.map((folder) => ({
      dir: `remotes/${folder}`,
      output: `remotes/${folder}/dist/mf-manifest.json`,
    })),
  ];
}

/** What every package's build also reads: the shared packages and the build tooling. */
export const COMMON_INPUTS = [
  'shared-ui/src',
  'shared-auth/src',
  'tooling/rspack-config/src',
  'tooling/remotes/src',
  'pnpm-lock.yaml',
];

/** The prerendered home page, written by `pnpm prerender` after the shell and public-site. */
export const PRERENDERED_OUTPUT = 'remotes/public-site/dist/prerendered/index.html';

/** Test files and build leftovers change no bundle. */
const IGNORED = /(^|\/)(node_modules|dist|\.cache|coverage)$|\.test\.tsx?$|\.spec\.tsx?$/;

/** The most recently modified file under `paths` (files or folders), or null if none exists. */
export function newestFile(
  root: string,
  paths: readonly string[],
): { file: string; mtime: number } | null {
  let newest: { file: string; mtime: number } | null = null;
  const visit = (relative: string) => {
    if (IGNORED.test(relative)) return;
    let stat: ReturnType<typeof statSync>;
    try {
      stat = statSync(path.join(root, relative));
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path.join(root, relative))) visit(`${relative}/${entry}`);
    } else if (!newest || stat.mtimeMs > newest.mtime) {
      newest = { file: relative, mtime: stat.mtimeMs };
    }
  };
  for (const p of paths) visit(p);
  return newest;
}

/**
 * Missing (no output), stale (a source it is built from is newer than its output: the build
 * would differ) or built. Sources: the package's own folder and COMMON_INPUTS, whose newest
 * file a caller checking every package finds once and passes as `common`.
 */
export function buildState(
  root: string,
  pkg: BuildPackage,
  common: { file: string; mtime: number } | null = newestFile(root, COMMON_INPUTS),
): BuildState {
  let outputTime: number;
  try {
    outputTime = statSync(path.join(root, pkg.output)).mtimeMs;
  } catch {
    return { kind: 'missing' };
  }
  const own = newestFile(root, [pkg.dir]);
  const newest = own && (!common || own.mtime > common.mtime) ? own : common;
  return newest && newest.mtime > outputTime
    ? { kind: 'stale', newest: newest.file }
    : { kind: 'built' };
}

/**
 * Which packages to build: every missing one, and the stale ones when `rebuildStale`. A stale
 * build is otherwise served as it is (and said): in a shared working tree a start must not
 * rebuild behind someone else's edits, and a developer may be mid-change.
 */
export function planBuild(
  states: ReadonlyMap<BuildPackage, BuildState>,
  rebuildStale: boolean,
): { build: BuildPackage[]; stale: { pkg: BuildPackage; newest: string }[] } {
  const build: BuildPackage[] = [];
  const stale: { pkg: BuildPackage; newest: string }[] = [];
  for (const [pkg, state] of states) {
    if (state.kind === 'missing') build.push(pkg);
    if (state.kind === 'stale') {
      if (rebuildStale) build.push(pkg);
      else stale.push({ pkg, newest: state.newest });
    }
  }
  return { build, stale };
}
