import { REMOTE_ROUTES, type RemoteRouteDef } from '../routes/paths';

/**
 * The public pages shipped prerendered (`pnpm build` → shell/dist/prerendered/): what a first
 * visit usually opens. Privacy and Terms are not: their "Last Updated" is the day of the visit,
 * which a copy made at build time would get wrong until the app replaced it.
 */
export const PRERENDERED_ROUTES: readonly RemoteRouteDef[] = [
  REMOTE_ROUTES.home,
  REMOTE_ROUTES.about,
  REMOTE_ROUTES.pillars,
];

/** The folder of shell/dist the prerendered documents are written to. */
export const PRERENDERED_DIR = 'prerendered';

/**
 * A route's document in that folder, named after its path (`/` → `index.html`, `/about` →
 * `about.html`) so servers find it by the request path alone (nginx's `try_files`).
 */
export function prerenderedFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.replace(/^\//, '')}.html`;
}
