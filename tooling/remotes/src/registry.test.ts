import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultRemoteUrls } from '../../../e2e/support/nginx';
import { REMOTES as E2E_REMOTES } from '../../../e2e/support/paths';
import { remoteEntries } from '../../../local-stack/src/portal/remotes';
import { runtimeConfigSchema } from '../../../shell/src/boot/config-schema';
import { REMOTE_NAMES as SHELL_REMOTE_NAMES } from '../../../shell/src/federation/remote-names';
import { DEV_PORTS } from '../../rspack-config/src/ports';
import { staleOutputs } from './generate';
import { AREA_REMOTES, AREAS, hostLabelOf, REMOTES, SHELL_DEV_PORT } from './registry';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const names = REMOTES.map((r) => r.name);
const folders = REMOTES.map((r) => r.folder);
const sorted = (list: Iterable<string>) => [...list].sort();

describe('the remote registry', () => {
  it('names each remote after its folder (`-` → `_`), each name, folder and port once', () => {
    for (const r of REMOTES) expect(r.name).toBe(r.folder.replaceAll('-', '_'));
    const ports = [SHELL_DEV_PORT, ...REMOTES.map((r) => r.devPort)];
    expect(new Set(names).size).toBe(REMOTES.length);
    expect(new Set(ports).size).toBe(ports.length);
    const labels = AREAS.map((a) => a.hostLabel);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('gives each area exactly one remote', () => {
    expect(sorted(AREA_REMOTES.map((r) => r.area))).toEqual(sorted(AREAS.map((a) => a.name)));
  });

  it('lists exactly the folders under remotes/, each package named and built under its name', () => {
    const onDisk = readdirSync(path.join(ROOT, 'remotes'), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    expect(sorted(onDisk)).toEqual(sorted(folders));
    for (const r of REMOTES) {
      const pkg = JSON.parse(read(`remotes/${r.folder}/package.json`)) as { name: string };
      expect(pkg.name).toBe(`@csan/remote-${r.folder}`);
      expect(read(`remotes/${r.folder}/rspack.config.ts`)).toContain(`name: '${r.name}'`);
    }
  });

  it('has written every generated file (else: pnpm gen:remotes)', () => {
    expect(staleOutputs(ROOT)).toEqual([]);
  });
});

describe('every list of remotes is the registry’s', () => {
  // config.json may list any remotes (one left out fails alone) and each remote declares its
  // own routes (src/routes.ts, checked in route-data.test.ts): only the names are the registry's.
  it('the shell: the names it registers', () => {
    expect(SHELL_REMOTE_NAMES).toEqual(names);
  });

  it('the Rspack dev ports', () => {
    expect(DEV_PORTS).toEqual({
      shell: SHELL_DEV_PORT,
      ...Object.fromEntries(REMOTES.map((r) => [r.name, r.devPort])),
    });
  });

  it('the local stack’s config.json (defaults and REMOTE_URL_* overrides)', () => {
    expect(remoteEntries({})).toEqual(
      Object.fromEntries(REMOTES.map((r) => [r.name, `/remotes/${r.folder}/mf-manifest.json`])),
    );
    expect(remoteEntries({ REMOTE_URL_LIBRARY: 'https://cdn.test/m.json' }).library).toBe(
      'https://cdn.test/m.json',
    );
  });

  it('nginx’s config.json template, a config the shell accepts once rendered', () => {
    const template = read('nginx/templates/config.json.template');
    const config = JSON.parse(template) as { remotes: Record<string, string> };
    expect(config.remotes).toEqual(
      Object.fromEntries(REMOTES.map((r) => [r.name, `\${REMOTE_URL_${r.name.toUpperCase()}}`])),
    );
    const urls = defaultRemoteUrls();
    const rendered = template.replace(/\$\{(\w+)\}/g, (_, v: string) => {
      if (v === 'CSAN_SUPABASE_ANON_KEY') return 'anon';
      return v.startsWith('CSAN_') ? 'https://csan.test' : (urls[v] ?? '');
    });
    expect(runtimeConfigSchema.safeParse(JSON.parse(rendered)).success).toBe(true);
  });

  it('nginx’s server names: the portal and one host per area', () => {
    const conf = read('nginx/templates/default.conf.template');
    const serverName = /server_name([^;]+);/.exec(conf)?.[1]?.trim().split(/\s+/);
    expect(serverName).toEqual([
      `\${CSAN_SERVER_NAME}`,
      ...AREA_REMOTES.map((r) => `${hostLabelOf(r.area)}.\${CSAN_SERVER_NAME}`),
    ]);
  });

  it('docker-compose: one volume and one REMOTE_URL_* per remote', () => {
    const compose = read('docker-compose.yml');
    const volumes = [
      ...compose.matchAll(/- \.\/remotes\/([\w-]+)\/dist:\/srv\/csan\/remotes\/([\w-]+):ro/g),
    ];
    expect(volumes.map((m) => m[1])).toEqual(folders);
    expect(volumes.every((m) => m[1] === m[2])).toBe(true);
    const variables = [...compose.matchAll(/^\s+(REMOTE_URL_\w+): \$\{\1:-(.+)\}$/gm)];
    expect(Object.fromEntries(variables.map((m) => [m[1], m[2]]))).toEqual(defaultRemoteUrls());
    expect(sorted(Object.keys(defaultRemoteUrls()))).toEqual(
      sorted(names.map((n) => `REMOTE_URL_${n.toUpperCase()}`)),
    );
  });

  it('the e2e support (the folders it serves and builds)', () => {
    expect(E2E_REMOTES).toEqual(Object.fromEntries(REMOTES.map((r) => [r.folder, r.name])));
  });
});
