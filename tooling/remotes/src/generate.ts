/**
 * The files that cannot import the registry (nginx templates, docker-compose.yml), written
 * from it by `pnpm gen:remotes`. A whole file (config.json.template) or a marked section:
 *
 *       # BEGIN generated <what> (pnpm gen:remotes)
 *       …lines written from the registry, indented like the BEGIN line…
 *       # END generated <what>
 *
 * Node only: never imported by an app's bundle.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  defaultManifestUrl,
  hostLabelOf,
  REMOTES,
  type RemoteSpec,
  remoteUrlVariable,
} from './registry';

export type GeneratedOutput = {
  /** Repo-relative path. */
  file: string;
  /** The file's new text from its current text (null when it does not exist yet). */
  render(current: string | null, remotes: readonly RemoteSpec[]): string;
};

/** An envsubst placeholder: `${NAME}`. */
const placeholder = (name: string): string => `\${${name}}`;

/** nginx's runtime config: one `REMOTE_URL_*` placeholder per remote. */
export function configJsonTemplate(remotes: readonly RemoteSpec[]): string {
  const config = {
    supabaseUrl: placeholder('CSAN_SUPABASE_URL'),
    supabaseAnonKey: placeholder('CSAN_SUPABASE_ANON_KEY'),
    siteUrl: placeholder('CSAN_SITE_URL'),
    remotes: Object.fromEntries(remotes.map((r) => [r.name, placeholder(remoteUrlVariable(r))])),
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}

/** docker-compose's web service: each remote's build mounted as a folder of its own. */
export function composeVolumeLines(remotes: readonly RemoteSpec[]): string[] {
  return remotes.map((r) => `- ./remotes/${r.folder}/dist:/srv/csan/remotes/${r.folder}:ro`);
}

/** docker-compose's web service: the REMOTE_URL_* variables with their defaults. */
export function composeRemoteUrlLines(remotes: readonly RemoteSpec[]): string[] {
  return remotes.map((r) => {
    const variable = remoteUrlVariable(r);
    return `${variable}: \${${variable}:-${defaultManifestUrl(r)}}`;
  });
}

/** nginx's server_name: the portal's host and one subdomain per area remote. */
export function serverNameLines(remotes: readonly RemoteSpec[]): string[] {
  const hosts = [
    placeholder('CSAN_SERVER_NAME'),
    ...remotes.flatMap((r) =>
      r.area ? [`${hostLabelOf(r.area)}.${placeholder('CSAN_SERVER_NAME')}`] : [],
    ),
  ];
  return hosts.map((host, i) => {
    const end = i === hosts.length - 1 ? ';' : '';
    return i === 0 ? `server_name ${host}${end}` : `            ${host}${end}`;
  });
}

const BEGIN = /^([ \t]*)# BEGIN generated (.+) \(pnpm gen:remotes\)$/;

/** `text` with the lines between the markers of section `what` replaced by `lines`. */
export function replaceSection(text: string, what: string, lines: readonly string[]): string {
  const all = text.split('\n');
  const begin = all.findIndex((line) => BEGIN.exec(line)?.[2] === what);
  if (begin < 0) throw new Error(`no '# BEGIN generated ${what} (pnpm gen:remotes)' line`);
  const indent = BEGIN.exec(all[begin] ?? '')?.[1] ?? '';
  const endLine = `${indent}# END generated ${what}`;
  const end = all.indexOf(endLine, begin + 1);
  if (end < 0) throw new Error(`no '${endLine.trim()}' line after its BEGIN`);
  return [
    ...all.slice(0, begin + 1),
    ...lines.map((line) => `${indent}${line}`),
    ...all.slice(end),
  ].join('\n');
}

function section(
  what: string,
  lines: (remotes: readonly RemoteSpec[]) => string[],
): GeneratedOutput['render'] {
  return (current, remotes) => {
    if (current === null) throw new Error(`the file with section '${what}' is missing`);
    return replaceSection(current, what, lines(remotes));
  };
}

export const GENERATED_OUTPUTS: readonly GeneratedOutput[] = [
  {
    file: 'nginx/templates/config.json.template',
    render: (_current, remotes) => configJsonTemplate(remotes),
  },
  {
    file: 'nginx/templates/default.conf.template',
    render: section('area hosts', serverNameLines),
  },
  { file: 'docker-compose.yml', render: section('remote volumes', composeVolumeLines) },
  { file: 'docker-compose.yml', render: section('remote URLs', composeRemoteUrlLines) },
];

/** Every generated file's current and expected text (sections of one file applied in turn). */
export function renderOutputs(
  root: string,
  remotes: readonly RemoteSpec[] = REMOTES,
): { file: string; current: string | null; expected: string }[] {
  const results = new Map<string, { current: string | null; expected: string }>();
  for (const output of GENERATED_OUTPUTS) {
    const full = path.join(root, output.file);
    const current = existsSync(full) ? readFileSync(full, 'utf8') : null;
    const previous = results.get(output.file);
    const base = previous ? previous.expected : current;
    results.set(output.file, {
      current: previous?.current ?? current,
      expected: output.render(base, remotes),
    });
  }
  return [...results].map(([file, texts]) => ({ file, ...texts }));
}

/** Generated files that differ from what the registry gives (`pnpm gen:remotes` fixes them). */
export function staleOutputs(root: string, remotes: readonly RemoteSpec[] = REMOTES): string[] {
  return renderOutputs(root, remotes)
    .filter((o) => o.current !== o.expected)
    .map((o) => o.file);
}

/** Writes the generated files that changed; returns their paths. */
export function writeOutputs(root: string, remotes: readonly RemoteSpec[] = REMOTES): string[] {
  const changed = renderOutputs(root, remotes).filter((o) => o.current !== o.expected);
  for (const o of changed) writeFileSync(path.join(root, o.file), o.expected);
  return changed.map((o) => o.file);
}
