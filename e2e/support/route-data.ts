import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { AREA_REMOTES, REMOTES as REGISTRY } from '@csan/remotes';
import { type Labels, labelIn, type RouteData } from '../../shared-auth/src/route-data';

/**
 * Every remote's routes as the remote declares them (its src/routes.ts, what its build writes
 * to routes.json and the shell reads at run time): the e2e suite derives the paths it opens and
 * the labels it clicks from the same data, never from a list kept by hand. The remotes are the
 * folders under remotes/ that declare routes, so a new remote is never skipped; one that is
 * not in the registry (`pnpm gen:remotes`) stops the suite here rather than going unvisited.
 */
const REMOTES_DIR = fileURLToPath(new URL('../../remotes/', import.meta.url));
const ROUTE_FOLDERS = readdirSync(REMOTES_DIR).filter((folder) =>
  existsSync(path.join(REMOTES_DIR, folder, 'src', 'routes.ts')),
);
const unregistered = ROUTE_FOLDERS.filter((folder) => !REGISTRY.some((r) => r.folder === folder));
if (unregistered.length > 0) {
  throw new Error(
    `remotes/${unregistered.join(', remotes/')}: not in the registry (pnpm gen:remotes)`,
  );
}

const BY_FOLDER: Record<string, readonly RouteData[]> = Object.fromEntries(
  await Promise.all(
    ROUTE_FOLDERS.map(async (folder) => {
      const file = pathToFileURL(path.join(REMOTES_DIR, folder, 'src', 'routes.ts')).href;
      const { ROUTES } = (await import(file)) as { ROUTES: readonly RouteData[] };
      return [folder, ROUTES] as const;
    }),
  ),
);

export type E2eRoute = RouteData & { folder: string };

const withFolder = (folder: string) => (BY_FOLDER[folder] ?? []).map((r) => ({ ...r, folder }));
const areaFolders = new Set<string>(AREA_REMOTES.map((r) => r.folder));

/** The main site's routes (every remote that is not an area's), in registry order. */
export const MAIN_ROUTES: readonly E2eRoute[] = REGISTRY.filter(
  (r) => !areaFolders.has(r.folder),
).flatMap((r) => withFolder(r.folder));

/** An area host's routes, by the area remote's folder (skillup, intel, tools). */
export const areaRoutes = (folder: string): readonly E2eRoute[] => withFolder(folder);

/** What a journey opens for a route: its visits (sub-routes, a query its page needs) and itself. */
export function pathsToVisit(routes: readonly RouteData[]): string[] {
  return routes.flatMap((route) => {
    const visits = route.visits ?? [];
    // A visit with a query stands for the path itself (`/checkout?tier=Professional`).
    const covered = visits.some((v) => v.split('?')[0] === route.path);
    return covered ? [...visits] : [route.path, ...visits];
  });
}

/** The header's top links of the main site, in order: key and labels. */
export const HEADER_LINKS: readonly { key: string; label: Labels }[] = MAIN_ROUTES.filter(
  (r) => r.nav?.header !== undefined,
)
  .sort((a, b) => (a.nav?.header ?? 0) - (b.nav?.header ?? 0))
  .map((r) => ({ key: r.nav?.key ?? r.path, label: r.nav?.label as Labels }));

/** A header link's label in `language`, by its nav key (`about`). */
export function headerLabel(key: string, language = 'en'): string {
  const link = HEADER_LINKS.find((l) => l.key === key);
  if (!link) throw new Error(`no header link ${key}`);
  return labelIn(link.label, language);
}
