import type { LiveRoute } from '../routes/route-table';

/**
 * The public pages shipped prerendered: public-site's routes marked `prerender` (what a first
 * visit usually opens). Privacy and Terms are not: their "Last Updated" is the day of the
 * visit, which a copy made at build time would get wrong until the app replaced it.
 */
export function prerenderedRoutes(routes: readonly LiveRoute[]): LiveRoute[] {
  return routes.filter((r) => r.remote === 'public_site' && r.prerender === true);
}

/** The folder of public-site's dist the prerendered documents are written to. */
export const PRERENDERED_DIR = 'prerendered';

/**
 * A route's document in that folder, named after its path (`/` → `index.html`, `/about` →
 * `about.html`) so servers find it by the request path alone (nginx's `try_files`).
 */
export function prerenderedFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.replace(/^\//, '')}.html`;
}
