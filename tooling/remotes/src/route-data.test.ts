import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseRouteData, type RouteData } from '../../../shared-auth/src/route-data';
import { REMOTES } from './registry';

/**
 * The route data every remote declares in its src/routes.ts (README "Routes"), checked as the
 * shell will read it from routes.json: valid, naming only modules the remote exposes, and
 * together still the spec's route tables.
 */
const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

async function routesOf(folder: string): Promise<RouteData[]> {
  const file = path.join(ROOT, 'remotes', folder, 'src', 'routes.ts');
  return ((await import(pathToFileURL(file).href)) as { ROUTES: RouteData[] }).ROUTES;
}

/** The `'./Name'` keys of a remote's src/exposes.ts. */
function exposedModules(folder: string): string[] {
  const file = path.join(ROOT, 'remotes', folder, 'src', 'exposes.ts');
  return [...readFileSync(file, 'utf8').matchAll(/'\.\/(\w+)':/g)].map((m) => m[1] ?? '');
}

// Every remote page of both spec route tables and the remote that owns it.
const SPEC_OWNERS: Record<string, string> = {
  '/': 'public-site',
  '/about': 'public-site',
  '/pillars': 'public-site',
  '/privacy': 'public-site',
  '/terms': 'public-site',
  '/membership': 'membership-checkout',
  '/checkout': 'membership-checkout',
  '/payment-callback': 'membership-checkout',
  '/resources': 'library',
  '/rd-services': 'library',
  '/products': 'library',
  '/account': 'member-area',
  '/member-directory': 'member-area',
  '/corporate-team': 'member-area',
  '/rd-projects': 'member-area',
  // Not in the spec's tables: the renewal reminders' one-click unsubscribe (issue 27).
  '/reminders-unsubscribe': 'member-area',
  // The newsletter's form and its mails' confirm/unsubscribe links (issue 27, item 5).
  '/newsletter': 'library',
  '/admin': 'admin-console',
  '/analytics': 'admin-console',
};

describe("the remotes' route data", () => {
  it.each(REMOTES.map((r) => r.folder))(
    '%s: valid as routes.json, naming only modules it exposes',
    async (folder) => {
      const routes = await routesOf(folder);
      expect(parseRouteData(JSON.parse(JSON.stringify(routes)))).toEqual(routes);
      for (const { expose } of routes) expect(exposedModules(folder)).toContain(expose);
    },
  );

  it("maps every page of the spec's route tables to the remote that owns it", async () => {
    const main = REMOTES.filter((r) => !('area' in r));
    const owners: Record<string, string> = {};
    for (const { folder } of main) {
      for (const route of await routesOf(folder)) owners[route.path] = folder;
    }
    expect(owners).toEqual(SPEC_OWNERS);
  });

  it('lets the sections with item or tab pages own the paths under them', async () => {
    const owning: string[] = [];
    for (const { folder } of REMOTES) {
      for (const route of await routesOf(folder)) if (route.subRoutes) owning.push(route.path);
    }
    expect(owning).toEqual([
      '/resources',
      '/member-directory',
      '/rd-projects',
      '/admin',
      '/courses',
      '/exams',
      '/verify',
      '/teach',
      '/advisories',
      '/protocols',
      '/assessments',
    ]);
  });

  it('gives each area remote its whole host: a gated landing page and a second page', async () => {
    for (const remote of REMOTES.filter((r) => 'area' in r)) {
      const routes = await routesOf(remote.folder);
      expect(routes.find((r) => r.path === '/')?.guard).toEqual({ kind: 'area' });
      expect(routes.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('uses the area guard on area hosts only', async () => {
    for (const remote of REMOTES.filter((r) => !('area' in r))) {
      for (const route of await routesOf(remote.folder)) expect(route.guard.kind).not.toBe('area');
    }
  });
});
