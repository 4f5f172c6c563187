import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The prerendered document of a request path, as nginx picks it (nginx/templates: map
 * `$csan_prerendered`): `/` → prerendered/index.html, `/about` → prerendered/about.html in
 * `dist` (public-site's output), when the prerender wrote one; otherwise null (the plain shell
 * answers).
 */
export function prerenderedDocument(dist: string, requestPath: string): string | null {
  let name: string | null = null;
  if (requestPath === '/') name = 'index';
  else if (/^\/[a-z0-9-]+$/.test(requestPath)) name = requestPath.slice(1);
  if (!name) return null;
  const file = path.join(dist, 'prerendered', `${name}.html`);
  return existsSync(file) ? file : null;
}
