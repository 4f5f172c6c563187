import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importedNames, moduleSurface } from './shared-surface';

function files(tree: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'surface-'));
  for (const [name, text] of Object.entries(tree)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

describe('moduleSurface', () => {
  it('lists run-time names and erased ones, following relative re-exports', () => {
    const dir = files({
      'index.ts': [
        "export * from './chakra';",
        "export { Flag, type FlagProps } from './flag';",
        "export { type Tier, tierRank } from './tiers';",
        'export const VERSION = 1;',
        'export type Local = string;',
        'export function helper() {}',
      ].join('\n'),
      'chakra.ts': "export { Box, Button } from '@chakra-ui/react';",
      'flag.tsx': 'export function Flag() {}\nexport interface FlagProps { c: string }',
      'tiers.ts': "export type Tier = 'a';\nexport const tierRank = 1;",
    });
    expect(moduleSurface(path.join(dir, 'index.ts'))).toEqual({
      values: ['Box', 'Button', 'Flag', 'VERSION', 'helper', 'tierRank'],
      types: ['FlagProps', 'Local', 'Tier'],
    });
  });

  it('refuses `export *` from a package: its names cannot be listed', () => {
    const dir = files({ 'index.ts': "export * from '@chakra-ui/react';" });
    expect(() => moduleSurface(path.join(dir, 'index.ts'))).toThrow(/cannot be listed/);
  });
});

describe('importedNames', () => {
  const requests = new Set(['@csan/shared-ui', '@csan/shared-ui/forms', 'react']);

  it('takes the value names imported from shared requests, not types or other packages', () => {
    const text = [
      "import { Box, type BoxProps, Heading as H } from '@csan/shared-ui';",
      "import type { Language } from '@csan/shared-ui';",
      "import { Dialog } from '@csan/shared-ui/forms';",
      "import { paths } from '@csan/shared-auth/paths';",
      "import { useState } from 'react';",
      "export { Text } from '@csan/shared-ui';",
    ].join('\n');
    const found = importedNames('page.tsx', text, requests);
    expect(Object.fromEntries([...found].map(([request, names]) => [request, [...names]]))).toEqual(
      {
        '@csan/shared-ui': ['Box', 'Heading', 'Text'],
        '@csan/shared-ui/forms': ['Dialog'],
        react: ['useState'],
      },
    );
  });

  it('records `*` for a namespace import or import(): only the version can be checked', () => {
    const text = "import * as ui from '@csan/shared-ui';\nconst f = () => import('react');";
    const found = importedNames('page.tsx', text, requests);
    expect([...(found.get('@csan/shared-ui') ?? [])]).toEqual(['*']);
    expect([...(found.get('react') ?? [])]).toEqual(['*']);
  });
});
