import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkRemote, providedLocation, remoteFolder } from './check-remote';

const dir = mkdtempSync(path.join(tmpdir(), 'check-remote-'));
const write = (name: string, value: unknown) => {
  const file = path.join(dir, name);
  writeFileSync(file, JSON.stringify(value));
  return file;
};
const against = write('shared-provided.json', {
  shared: {
    '@csan/shared-ui': { version: '1.0.0', exports: ['Box', 'Heading'] },
    react: { version: '19.3.1', exports: null },
  },
});

describe('pnpm check:remote', () => {
  it('refuses a remote that imports an export the shell lacks, naming it', async () => {
    const manifestFile = write('newer.json', {
      sharedImports: {
        '@csan/shared-ui': { requiredVersion: '^1.1.0', imports: ['Box', 'formatPercent'] },
      },
    });
    const result = await checkRemote({ remote: 'library', manifestFile, against });
    expect(result.ok).toBe(false);
    expect(result.report).toContain('check:remote library: REFUSED');
    expect(result.report).toContain(
      '@csan/shared-ui: missing exports formatPercent (the shell provides 1.0.0, the remote was built against ^1.1.0)',
    );
  });

  it('accepts a remote whose imports the shell provides', async () => {
    const manifestFile = write('same.json', {
      sharedImports: {
        '@csan/shared-ui': { requiredVersion: '^1.1.0', imports: ['Box'] },
        react: { requiredVersion: '^19.3.1', imports: ['useState'] },
      },
    });
    const result = await checkRemote({ remote: 'library', manifestFile, against });
    expect(result).toMatchObject({ ok: true });
    expect(result.report).toContain('@csan/shared-ui (1), react (1)');
  });

  it('refuses a build made before remotes listed their shared imports', async () => {
    const manifestFile = write('old.json', { name: 'library', shared: [] });
    const result = await checkRemote({ remote: 'library', manifestFile, against });
    expect(result.ok).toBe(false);
    expect(result.report).toContain('has no "sharedImports"');
  });

  it('reads the deployed shell from its URL or a file, and remotes by MF name or folder', () => {
    expect(providedLocation('https://csan.africa/')).toBe(
      'https://csan.africa/shared-provided.json',
    );
    expect(providedLocation('saved/shared-provided.json')).toBe('saved/shared-provided.json');
    expect(remoteFolder('public_site')).toBe('public-site');
  });
});
