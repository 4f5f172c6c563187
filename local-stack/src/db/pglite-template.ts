import { createHash } from 'node:crypto';
import { cp, mkdtemp, rename, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * PGlite runs initdb in WASM for every new data folder: 5–7 s on this machine, most of the
 * cost of a fresh test database (migrations and seed take ~1.6 s) and of a first start.
 * An empty cluster is the same bytes every time for one PGlite build, so it is made once per
 * machine (under the temp folder, named by the installed PGlite) and copied (~0.5 s) into each
 * new folder. Only the empty cluster is kept: migrations and the seed (whose dates are relative
 * to now()) still run on every new database.
 */
const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
const templateDir = path.join(
  tmpdir(),
  `csan-pglite-empty-${createHash('sha256').update(pgliteEntry).digest('hex').slice(0, 12)}`,
);

let template: Promise<string | undefined> | undefined;

async function exists(folder: string): Promise<boolean> {
  return stat(folder).then(
    () => true,
    () => false,
  );
}

/**
 * The empty cluster's folder, made on first use with `initialise` (which opens PGlite on a
 * folder and closes it cleanly). Undefined when it cannot be made: callers then let PGlite run
 * initdb itself, as before.
 */
export function emptyClusterTemplate(
  initialise: (folder: string) => Promise<void>,
): Promise<string | undefined> {
  template ??= (async () => {
    if (await exists(templateDir)) return templateDir;
    const staging = await mkdtemp(`${templateDir}-staging-`);
    try {
      await initialise(staging);
      // Atomic: a folder under the final name is always complete. Another process that made
      // it first wins; ours is thrown away.
      await rename(staging, templateDir).catch(async (error: NodeJS.ErrnoException) => {
        if (!(await exists(templateDir))) throw error;
      });
      return templateDir;
    } catch (error) {
      console.warn(`pglite: no empty-cluster template (${(error as Error).message})`);
      return undefined;
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  })();
  return template;
}

/** Fills `folder` (which must not exist yet) from the template. False when there is none. */
export async function copyTemplateTo(
  folder: string,
  initialise: (folder: string) => Promise<void>,
): Promise<boolean> {
  const source = await emptyClusterTemplate(initialise);
  if (!source) return false;
  await cp(source, folder, { recursive: true });
  return true;
}
