import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkLayers, importsOf } from './check-layers.mjs';

const SCRIPT = path.join(import.meta.dirname, 'check-layers.mjs');

/** A throwaway repository laid out like this one. */
function fixture(files) {
  const root = mkdtempSync(path.join(tmpdir(), 'csan-layers-'));
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), text);
  }
  return root;
}

const CLEAN = {
  'shared-ui/src/index.ts': "export { Box } from '@chakra-ui/react';\n",
  'shared-auth/src/index.ts': "import { create } from 'zustand';\n",
  'shell/src/main.tsx':
    "import { loadRemote } from '@module-federation/enhanced/runtime';\nimport { Box } from '@csan/shared-ui';\n",
  'remotes/library/src/a.tsx': "import { Box } from '@csan/shared-ui';\nimport './b';\n",
  'remotes/library/src/b.ts': 'export {};\n',
  'remotes/library/src/test/render.tsx': "import { ChakraProvider } from '@chakra-ui/react';\n",
};

describe('check-layers', () => {
  it('passes a clean tree', () => {
    expect(checkLayers(fixture(CLEAN))).toEqual([]);
  });

  it('names the file, line and import of every violation', () => {
    const root = fixture({
      ...CLEAN,
      'shared-ui/src/bad.ts': "import { App } from '../../shell/src/App';\n",
      'shared-auth/src/bad.ts': "export * from '@csan/remote-library';\n",
      'remotes/library/src/bad.tsx':
        "\nimport x from '../../member-area/src/x';\nconst y = import('@csan/shell');\n",
      'remotes/tools/src/page.tsx': "import { Button } from '@chakra-ui/react';\n",
      'shell/src/bad.ts': "import type { P } from '@csan/remote-public-site';\n",
    });
    expect(checkLayers(root)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          file: 'shared-ui/src/bad.ts',
          line: 1,
          specifier: '../../shell/src/App',
        }),
        expect.objectContaining({
          file: 'shared-auth/src/bad.ts',
          specifier: '@csan/remote-library',
        }),
        expect.objectContaining({
          file: 'remotes/library/src/bad.tsx',
          line: 2,
          rule: 'a remote must not import another remote',
        }),
        expect.objectContaining({
          file: 'remotes/library/src/bad.tsx',
          line: 3,
          rule: 'a remote must not import the shell',
        }),
        expect.objectContaining({
          file: 'remotes/tools/src/page.tsx',
          specifier: '@chakra-ui/react',
        }),
        expect.objectContaining({
          file: 'shell/src/bad.ts',
          rule: 'the shell loads remotes only through Module Federation',
        }),
      ]),
    );
    expect(checkLayers(root)).toHaveLength(6);
  });

  it('exits 1 and prints the violation when run as a command', () => {
    const root = fixture({ ...CLEAN, 'remotes/intel/src/x.ts': "import '../../tools/src/y';\n" });
    const run = spawnSync(process.execPath, [SCRIPT, root], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("remotes/intel/src/x.ts:1: imports '../../tools/src/y'");
    const ok = spawnSync(process.execPath, [SCRIPT, fixture(CLEAN)], { encoding: 'utf8' });
    expect(ok.status).toBe(0);
  });

  it('keeps features apart: no feature imports another, shared folders import none', () => {
    const root = fixture({
      ...CLEAN,
      'remotes/shop/src/features/cart/api/cart-query.ts': 'export {};\n',
      'remotes/shop/src/features/cart/Cart.tsx':
        "import './api/cart-query';\nimport '../../lib/money';\n",
      'remotes/shop/src/features/checkout/Checkout.tsx':
        "\nimport { q } from '../cart/api/cart-query';\n",
      'remotes/shop/src/lib/money.ts': "import type { C } from '../features/cart/Cart';\n",
      // Composition roots and tests may import features.
      'remotes/shop/src/app/ShopPage.tsx': "const C = import('../features/cart/Cart');\n",
      'remotes/shop/src/harness/pages.ts': "import '../features/checkout/Checkout';\n",
      'remotes/shop/src/exposes.test.tsx': "import './features/cart/Cart';\n",
    });
    expect(checkLayers(root)).toEqual([
      expect.objectContaining({
        file: 'remotes/shop/src/features/checkout/Checkout.tsx',
        line: 2,
        specifier: '../cart/api/cart-query',
        rule: expect.stringContaining('a feature must not import another feature'),
      }),
      expect.objectContaining({
        file: 'remotes/shop/src/lib/money.ts',
        rule: "a remote's shared code must not import a feature",
      }),
    ]);
  });

  it('reads every import form', () => {
    const text =
      "import a from 'a';\nimport type { B } from 'b';\nexport * from 'c';\nimport 'd';\nawait import('e');\nrequire('f');\n";
    expect(importsOf(text).map((i) => i.specifier)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });
});
