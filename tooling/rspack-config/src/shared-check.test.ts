import { describe, expect, it } from 'vitest';
import { type SharedProvided, satisfiesCaret, unmetSharedImports } from './shared-check';

const shell: SharedProvided = {
  shared: {
    '@csan/shared-ui': { version: '1.2.0', exports: ['Box', 'Button', 'PageHeader'] },
    'react-router-dom': { version: '7.18.5', exports: ['Link', 'useLocation'] },
    react: { version: '19.3.1', exports: null },
  },
};

describe('unmetSharedImports (the deploy gate rule)', () => {
  it('accepts a remote whose names the shell has, even one built against a newer minor', () => {
    const imports = {
      '@csan/shared-ui': { requiredVersion: '^1.4.0', imports: ['Box', 'PageHeader'] },
      'react-router-dom': { requiredVersion: '^7.18.5', imports: ['Link'] },
      react: { requiredVersion: '^19.3.1', imports: ['useState'] },
    };
    expect(unmetSharedImports(imports, shell)).toEqual([]);
  });

  it('names every export the shell lacks, with both versions', () => {
    const imports = {
      '@csan/shared-ui': { requiredVersion: '^1.3.0', imports: ['Box', 'Sparkline', 'Stat'] },
      'react-router-dom': { requiredVersion: '^7.18.5', imports: ['useMatches'] },
    };
    expect(unmetSharedImports(imports, shell)).toEqual([
      '@csan/shared-ui: missing exports Sparkline, Stat (the shell provides 1.2.0, the remote was built against ^1.3.0)',
      'react-router-dom: missing exports useMatches (the shell provides 7.18.5, the remote was built against ^7.18.5)',
    ]);
  });

  it('refuses another major, a package shared whole at a lower version, and an unshared one', () => {
    const imports = {
      '@csan/shared-ui': { requiredVersion: '^2.0.0', imports: ['Box'] },
      react: { requiredVersion: '^19.4.0', imports: ['useState'] },
      zustand: { requiredVersion: '^5.1.0', imports: ['create'] },
    };
    expect(unmetSharedImports(imports, shell)).toEqual([
      '@csan/shared-ui: another major version (the shell provides 1.2.0, the remote was built against ^2.0.0)',
      'react: version too old (the shell provides 19.3.1, the remote was built against ^19.4.0)',
      'zustand: the shell does not share it (remote built against ^5.1.0)',
    ]);
  });

  it('checks the version alone for a namespace import (`*`)', () => {
    const imports = { '@csan/shared-ui': { requiredVersion: '^1.3.0', imports: ['*'] } };
    expect(unmetSharedImports(imports, shell)).toEqual([
      '@csan/shared-ui: version too old (the shell provides 1.2.0, the remote was built against ^1.3.0)',
    ]);
  });
});

describe('satisfiesCaret', () => {
  it.each([
    ['1.2.0', '^1.2.0', true],
    ['1.9.3', '^1.2.0', true],
    ['1.1.9', '^1.2.0', false],
    ['2.0.0', '^1.2.0', false],
    ['0.2.5', '^0.2.1', true],
    ['0.3.0', '^0.2.1', false],
  ])('%s satisfies %s: %s', (version, range, ok) => {
    expect(satisfiesCaret(version, range)).toBe(ok);
  });
});
