import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMonolithConfig } from './monolith';
import { PREACT_ALIAS } from './preact-alias';

describe('createMonolithConfig', () => {
  const repo = path.resolve(import.meta.dirname, '../../..');
  const outDir = path.join(mkdtempSync(path.join(tmpdir(), 'csan-monolith-test-')), 'shell');
  const config = createMonolithConfig({
    shellDir: path.join(repo, 'shell'),
    outDir,
    exposes: { 'public-site': { './HomePage': './src/pages/HomePage.tsx' } },
  });
  const alias = (config.resolve?.alias ?? {}) as Record<string, string>;

  it('compiles every exposed page in as one lazy import, under the id the shell loads it by', () => {
    const pages = readFileSync(alias['csan-monolith-pages$'] ?? '', 'utf8');
    const source = path.join(repo, 'remotes', 'public-site', 'src', 'pages', 'HomePage.tsx');
    expect(pages).toContain(`"public_site/HomePage": () => import(${JSON.stringify(source)}),`);
    // Only the remotes given: no page of another remote is invented.
    expect(pages.match(/import\(/g)).toHaveLength(1);
  });

  it('replaces the MF runtime, has no federation plugin and never writes into a served dist', () => {
    expect(alias['@module-federation/enhanced/runtime$']).toBe(
      path.join(import.meta.dirname, 'monolith-runtime.ts'),
    );
    expect(config.plugins?.map((plugin) => plugin?.constructor.name)).not.toContain(
      'CsanFederationPlugin',
    );
    expect(config.output?.path).toBe(outDir);
    expect(config.entry).toEqual({ main: './src/main.tsx' });
  });

  it('runs on the same renderer as the federated build, so the ratio measures federation alone', () => {
    expect(alias).toMatchObject(PREACT_ALIAS);
  });
});
