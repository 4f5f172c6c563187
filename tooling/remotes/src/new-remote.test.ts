import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { staleOutputs } from './generate';
import { planRemote, writePlan } from './new-remote';
import { REMOTES } from './registry';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const copies: string[] = [];

/** A copy of what the generator reads and writes: the template remote, registry, outputs. */
function copyOfRepo(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'csan-new-remote-'));
  copies.push(dir);
  const copy = (rel: string) =>
    cpSync(path.join(ROOT, rel), path.join(dir, rel), {
      recursive: true,
      filter: (src) => !/[/\\](node_modules|dist)$/.test(src),
    });
  mkdirSync(path.join(dir, 'remotes'));
  for (const rel of [
    'remotes/tools',
    'tooling/remotes/src/registry.ts',
    'nginx/templates',
    'docker-compose.yml',
  ]) {
    copy(rel);
  }
  return dir;
}

afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('pnpm new:remote', () => {
  it('plans a remote without writing anything (--dry-run)', () => {
    const plan = planRemote(ROOT, 'events-hub');
    const maxPort = Math.max(...REMOTES.map((r) => r.devPort));
    expect(plan.entry).toEqual({ name: 'events_hub', folder: 'events-hub', devPort: maxPort + 1 });
    expect([...plan.files.keys()]).toEqual(
      expect.arrayContaining([
        'remotes/events-hub/package.json',
        'remotes/events-hub/rspack.config.ts',
        'remotes/events-hub/src/exposes.ts',
        'remotes/events-hub/src/exposes.test.tsx',
        'remotes/events-hub/src/harness/main.tsx',
        'remotes/events-hub/src/features/landing/LandingPage.tsx',
        ...['en', 'fr', 'pt', 'sw'].map((l) => `remotes/events-hub/src/i18n/${l}.json`),
        'tooling/remotes/src/registry.ts',
        'nginx/templates/config.json.template',
        'docker-compose.yml',
      ]),
    );
    expect(existsSync(path.join(ROOT, 'remotes', 'events-hub'))).toBe(false);
  });

  it('scaffolds the remote, its registry entry and the generated files', () => {
    const root = copyOfRepo();
    const plan = planRemote(root, 'events-hub');
    writePlan(root, plan);
    const read = (rel: string) => readFileSync(path.join(root, rel), 'utf8');

    const pkg = JSON.parse(read('remotes/events-hub/package.json')) as { name: string };
    expect(pkg.name).toBe('@csan/remote-events-hub');
    expect(read('remotes/events-hub/rspack.config.ts')).toContain("name: 'events_hub'");
    expect(read('remotes/events-hub/src/i18n/namespace.ts')).toContain("'events-hub'");
    expect(read('remotes/events-hub/src/exposes.test.tsx')).toContain(
      "describeExposedPages('events-hub'",
    );
    // A long name is laid out as Biome would (one argument a line), so the scaffold lints clean.
    const long = planRemote(root, 'national-cyber-incident-response-coordination').files;
    expect(
      long.get('remotes/national-cyber-incident-response-coordination/src/exposes.test.tsx'),
    ).toContain("describeExposedPages(\n  'national-cyber-incident-response-coordination',\n");
    // Its own route, with no shell change: the page at /events-hub with a header link.
    expect(read('remotes/events-hub/src/routes.ts')).toContain("path: '/events-hub'");
    expect(read('remotes/events-hub/src/exposes.ts')).not.toContain('AboutPage');
    for (const language of ['en', 'fr', 'pt', 'sw']) {
      const catalog = JSON.parse(read(`remotes/events-hub/src/i18n/${language}.json`));
      // The name is English: fr/pt/sw carry the translation-owed mark the exposes test reports.
      expect(catalog.landing.title).toBe(
        language === 'en' ? 'CSAN Events Hub' : '[TODO translate] CSAN Events Hub',
      );
      expect(catalog.landing.intro).not.toBe('');
    }
    expect(read('tooling/remotes/src/registry.ts')).toContain(
      `{ name: 'events_hub', folder: 'events-hub', devPort: ${plan.entry.devPort} },\n] as const`,
    );
    // The copy's generated files now list the new remote, and match the grown registry.
    expect(staleOutputs(root, [...REMOTES, plan.entry])).toEqual([]);
    expect(read('nginx/templates/config.json.template')).toContain(
      `"events_hub": "\${REMOTE_URL_EVENTS_HUB}"`,
    );
    expect(read('docker-compose.yml')).toContain(
      '- ./remotes/events-hub/dist:/srv/csan/remotes/events-hub:ro',
    );
  });

  it('refuses a name in use or not a folder name', () => {
    expect(() => planRemote(ROOT, 'library')).toThrow(/already in the remote registry/);
    expect(() => planRemote(ROOT, 'Events_Hub')).toThrow(/lower-case words/);
  });
});
