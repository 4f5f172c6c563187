import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * The portal's security headers have one definition, `nginx/security-headers.json`: nginx's
 * template carries them between generated markers (`pnpm gen:headers`) and the local
 * portal server sends the same, with the deployment's `${CSAN_*}` values filled in.
 */
export const SECURITY_HEADERS_FILE = path.join('nginx', 'security-headers.json');
export const NGINX_TEMPLATE_FILE = path.join('nginx', 'templates', 'default.conf.template');

const definition = z.object({ headers: z.record(z.string(), z.string()) });

export type SecurityHeaders = Record<string, string>;

export function readSecurityHeaders(repoRoot: string): SecurityHeaders {
  const text = readFileSync(path.join(repoRoot, SECURITY_HEADERS_FILE), 'utf8');
  return definition.parse(JSON.parse(text)).headers;
}

/** The values of the `${CSAN_*}` placeholders for one deployment. */
export interface HeaderVariables {
  CSAN_SUPABASE_URL: string;
  CSAN_SUPABASE_WS_URL: string;
  CSAN_EXTRA_ORIGINS: string;
}

/** The headers with the placeholders filled in (an empty one leaves no double space). */
export function renderSecurityHeaders(
  headers: SecurityHeaders,
  vars: HeaderVariables,
): SecurityHeaders {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [
      name,
      value
        .replace(/\$\{(CSAN_[A-Z_]+)\}/g, (whole, key: string) =>
          key in vars ? vars[key as keyof HeaderVariables] : whole,
        )
        .replace(/ {2,}/g, ' ')
        .replace(/ ;/g, ';')
        .trim(),
    ]),
  );
}

/**
 * The variables of the local portal: the API it talks to, and the origins of remotes that
 * config.json places elsewhere (REMOTE_URL_<NAME> with an absolute URL).
 */
export function localHeaderVariables(apiUrl: string, remoteUrls: string[]): HeaderVariables {
  const api = new URL(apiUrl);
  const extra = new Set<string>();
  for (const url of remoteUrls) {
    if (/^https?:\/\//.test(url)) extra.add(new URL(url).origin);
  }
  return {
    CSAN_SUPABASE_URL: api.origin,
    CSAN_SUPABASE_WS_URL: `${api.protocol === 'https:' ? 'wss:' : 'ws:'}//${api.host}`,
    CSAN_EXTRA_ORIGINS: [...extra].join(' '),
  };
}

const BEGIN =
  '  # BEGIN generated security headers (pnpm gen:headers, from nginx/security-headers.json)';
const END = '  # END generated security headers';

/** nginx's lines for the headers (placeholders left for envsubst), `always` as for errors too. */
export function nginxHeaderLines(headers: SecurityHeaders): string {
  const lines = Object.entries(headers).map(([name, value]) => {
    if (value.includes('"')) throw new Error(`header ${name} must not contain a double quote`);
    return `  add_header ${name} "${value}" always;`;
  });
  return [BEGIN, ...lines, END].join('\n');
}

/** The template with its generated block replaced by `headers`' lines. */
export function withNginxHeaders(template: string, headers: SecurityHeaders): string {
  const start = template.indexOf(BEGIN);
  const end = template.indexOf(END);
  if (start < 0 || end < start) {
    throw new Error(`${NGINX_TEMPLATE_FILE} lacks the generated security header markers`);
  }
  return template.slice(0, start) + nginxHeaderLines(headers) + template.slice(end + END.length);
}
