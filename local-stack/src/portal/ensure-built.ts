import { existsSync, mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { type BuildTask, runBuildTasks } from './build-run.js';
import {
  type BuildPackage,
  type BuildState,
  buildPackages,
  buildState,
  COMMON_INPUTS,
  newestFile,
  PRERENDERED_OUTPUT,
  planBuild,
} from './build-state.js';

const PRERENDER = 'prerender';

/**
 * The tasks that build `pkgs` and then, when the shell or public-site was rebuilt (public-site's
 * build empties its dist) or the prerendered pages are missing, the prerender: it starts as soon
 * as those two are done, while the other remotes still build.
 */
export function buildTasks(repoRoot: string, pkgs: readonly BuildPackage[]): BuildTask[] {
  const tasks: BuildTask[] = pkgs.map((pkg) => ({
    name: pkg.dir,
    command: path.join(repoRoot, pkg.dir, 'node_modules', '.bin', 'rspack'),
    args: ['build'],
    cwd: path.join(repoRoot, pkg.dir),
  }));
  const prerenderInputs = tasks
    .map((t) => t.name)
    .filter((name) => name === 'shell' || name === 'remotes/public-site');
  const prerenderMissing = !existsSync(path.join(repoRoot, PRERENDERED_OUTPUT));
  if (prerenderInputs.length > 0 || prerenderMissing) {
    // First in the queue: it takes the first free slot once the shell and public-site are done.
    tasks.unshift({
      name: PRERENDER,
      command: path.join(repoRoot, 'node_modules', '.bin', 'tsx'),
      args: ['--tsconfig', 'tsconfig.base.json', 'scripts/prerender/main.ts'],
      cwd: repoRoot,
      after: prerenderInputs,
    });
  }
  return tasks;
}

/** BUILD_CONCURRENCY, else one build per core (each Rspack build is itself multi-threaded). */
export function buildConcurrency(env: NodeJS.ProcessEnv = process.env): number {
  const wanted = Number(env.BUILD_CONCURRENCY);
  return Number.isInteger(wanted) && wanted > 0 ? wanted : Math.max(1, availableParallelism());
}

/**
 * Before `pnpm start` serves the portal: builds only the shell/remotes whose output is missing
 * (a fresh clone: all of them), in parallel as the cores allow, then the prerender; says which
 * are built, which are stale (a source newer than the output) and the progress. A stale build is
 * rebuilt only with REBUILD_STALE=1 (build-state.ts says why). The stack can start meanwhile:
 * the portal reads the files per request.
 */
export async function ensureBuilt(
  repoRoot: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  const packages = buildPackages();
  // The shared inputs (shared-ui, shared-auth, tooling, lockfile) are walked once, not per package.
  const common = newestFile(repoRoot, COMMON_INPUTS);
  const states = new Map<BuildPackage, BuildState>(
    packages.map((pkg) => [pkg, buildState(repoRoot, pkg, common)]),
  );
  const { build, stale } = planBuild(states, env.REBUILD_STALE === '1');
  for (const { pkg, newest } of stale) {
    console.log(
      `Note: ${pkg.dir} is built but older than ${newest}; serving that build. REBUILD_STALE=1 pnpm start rebuilds it (or pnpm --filter ./${pkg.dir} build).`,
    );
  }
  const tasks = buildTasks(repoRoot, build);
  if (tasks.length === 0) return;
  // The portal, starting meanwhile, serves each dist folder: let them exist from the start.
  for (const pkg of build) mkdirSync(path.join(repoRoot, pkg.dir, 'dist'), { recursive: true });
  const concurrency = buildConcurrency(env);
  const reused = packages.length - build.length;
  console.log(
    `Building ${build.length} of ${packages.length} packages (${build.map((p) => p.dir).join(', ') || 'none'})` +
      `${tasks.some((t) => t.name === PRERENDER) ? ' and the prerendered pages' : ''}` +
      `${reused > 0 ? `, reusing ${reused} built` : ''}; ${concurrency} at a time (about half a minute on a quiet machine for all).`,
  );
  const started = Date.now();
  await runBuildTasks(tasks, { concurrency });
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
