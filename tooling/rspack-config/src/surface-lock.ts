import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SHARED_REQUESTS } from './shared';
import { moduleSurface, type Surface } from './shared-surface';

/**
 * A shared workspace package's version follows its export surface (semver): each package keeps
 * `export-surface.json`, the surface recorded at its current version, for every subpath the
 * share scope holds (`@csan/shared-ui` and `@csan/shared-ui/forms`, `@csan/shared-auth`). Adding
 * an export needs a minor bump, removing one a major bump; remotes ask `^version` (shared.ts),
 * and the deploy gates compare what a remote imports with what the shell provides.
 * `pnpm shared:surface` checks, `pnpm shared:surface --write` records after a correct bump.
 */
export type SurfaceLock = { version: string; surface: Record<string, Surface> };

export const LOCK_FILE = 'export-surface.json';

/** The workspace packages in the share scope, with the subpaths shared from each. */
export function sharedWorkspacePackages(): Map<string, string[]> {
  const packages = new Map<string, string[]>();
  for (const { request, pkg } of SHARED_REQUESTS) {
    if (!pkg.startsWith('@csan/')) continue;
    packages.set(pkg, [...(packages.get(pkg) ?? []), `.${request.slice(pkg.length)}`]);
  }
  return packages;
}

export function currentLock(pkgDir: string, subpaths: readonly string[]): SurfaceLock {
  const manifest = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8')) as {
    version: string;
    exports: Record<string, string>;
  };
  const surface: Record<string, Surface> = {};
  for (const subpath of [...subpaths].sort()) {
    const entry = manifest.exports[subpath];
    if (!entry) throw new Error(`${pkgDir}: no export ${subpath}`);
    surface[subpath] = moduleSurface(path.join(pkgDir, entry));
  }
  return { version: manifest.version, surface };
}

const names = (lock: SurfaceLock) =>
  new Set(
    Object.entries(lock.surface).flatMap(([subpath, { values, types }]) =>
      [...values, ...types.map((type) => `type ${type}`)].map((name) => `${subpath} ${name}`),
    ),
  );

/** Names added and removed from `before` to `after` (`./forms Dialog`, `. type Tier`). */
export function surfaceChange(before: SurfaceLock, after: SurfaceLock) {
  const was = names(before);
  const now = names(after);
  return {
    added: [...now].filter((name) => !was.has(name)),
    removed: [...was].filter((name) => !now.has(name)),
  };
}

const parse = (version: string) => version.split('.').map(Number) as [number, number, number];

/**
 * The smallest version `after` may carry given what changed since `before` (semver from 1.0.0:
 * removal → next major, addition → next minor, nothing → the same version), and whether its
 * version is at least that on the right line. Null when the version is acceptable.
 */
export function bumpProblem(before: SurfaceLock, after: SurfaceLock): string | null {
  const { added, removed } = surfaceChange(before, after);
  const [major, minor] = parse(before.version);
  const [nextMajor, nextMinor] = parse(after.version);
  if (removed.length > 0) {
    if (nextMajor > major) return null;
    return `exports removed (${removed.join(', ')}): a major bump is needed, to ${major + 1}.0.0`;
  }
  if (added.length > 0) {
    if (nextMajor > major || (nextMajor === major && nextMinor > minor)) return null;
    return `exports added (${added.join(', ')}): a minor bump is needed, to ${major}.${minor + 1}.0`;
  }
  return null;
}

/** Problems of each shared workspace package's recorded surface; writes the records with `write`. */
export function checkSurfaceLocks(workspaceRoot: string, write = false): string[] {
  const problems: string[] = [];
  for (const [pkg, subpaths] of sharedWorkspacePackages()) {
    const pkgDir = path.join(workspaceRoot, pkg.replace('@csan/', ''));
    const file = path.join(pkgDir, LOCK_FILE);
    const now = currentLock(pkgDir, subpaths);
    let recorded: SurfaceLock | null = null;
    try {
      recorded = JSON.parse(readFileSync(file, 'utf8')) as SurfaceLock;
    } catch {
      // first record
    }
    const bump = recorded ? bumpProblem(recorded, now) : null;
    if (bump) {
      problems.push(`${pkg} ${now.version}: ${bump} in ${pkg.replace('@csan/', '')}/package.json`);
    } else if (JSON.stringify(recorded) !== JSON.stringify(now)) {
      if (write) {
        writeFileSync(file, `${JSON.stringify(now, null, 2)}\n`);
        // In the house format, so `pnpm lint` passes on the new record.
        spawnSync('pnpm', ['exec', 'biome', 'format', '--write', file], { cwd: workspaceRoot });
      } else problems.push(`${pkg}: ${LOCK_FILE} is not current: run pnpm shared:surface --write`);
    }
  }
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const root = path.resolve(import.meta.dirname, '../../..');
  const problems = checkSurfaceLocks(root, process.argv.includes('--write'));
  for (const problem of problems) console.error(problem);
  if (problems.length === 0)
    console.log('shared:surface: every shared package version matches its exports');
  process.exitCode = problems.length > 0 ? 1 : 0;
}
