/**
 * `pnpm gen:headers`: writes nginx's security header lines from nginx/security-headers.json
 * into nginx/templates/default.conf.template (between its generated markers).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../db/migrate.js';
import { NGINX_TEMPLATE_FILE, readSecurityHeaders, withNginxHeaders } from './security-headers.js';

const file = path.join(repoRoot, NGINX_TEMPLATE_FILE);
const before = readFileSync(file, 'utf8');
const after = withNginxHeaders(before, readSecurityHeaders(repoRoot));
if (after === before) {
  console.log(`gen:headers: ${NGINX_TEMPLATE_FILE} is up to date`);
} else {
  writeFileSync(file, after);
  console.log(`gen:headers: wrote ${NGINX_TEMPLATE_FILE}`);
}
