import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Compiler } from '@rspack/core';
import { describe, expect, it } from 'vitest';
import {
  facadeSource,
  namedImportsOf,
  RouterFacadePlugin,
  routerFacade,
  usedRouterExports,
} from './router-facade';

const PKG = 'react-router-dom';

/** A throwaway workspace laid out like this one. */
function fixture(files: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), 'csan-router-'));
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), text);
  }
  return root;
}

describe('namedImportsOf', () => {
  it('reads named imports and re-exports, under their exported names', () => {
    const text = [
      "import { Link as RouterLink, useLocation } from 'react-router-dom';",
      'import {',
      '  Navigate,',
      '  Route,',
      '} from "react-router-dom";',
      "export { Outlet } from 'react-router-dom';",
    ].join('\n');
    expect(namedImportsOf(text, PKG)).toEqual([
      'Link',
      'useLocation',
      'Navigate',
      'Route',
      'Outlet',
    ]);
  });

  it('leaves out type-only imports', () => {
    const text = [
      "import type { LinkProps } from 'react-router-dom';",
      "import { type NavigateOptions, useNavigate } from 'react-router-dom';",
    ].join('\n');
    expect(namedImportsOf(text, PKG)).toEqual(['useNavigate']);
  });

  it('ignores other packages whose names start the same', () => {
    expect(namedImportsOf("import { Link } from 'react-router-dom-extra';", PKG)).toEqual([]);
  });

  it.each([
    "import * as Router from 'react-router-dom';",
    "import Router from 'react-router-dom';",
    "import Router, { Link } from 'react-router-dom';",
    "export * from 'react-router-dom';",
    "const router = await import('react-router-dom');",
  ])('refuses an import that does not name what it takes: %s', (text) => {
    expect(() => namedImportsOf(text, PKG)).toThrow(/other than by name/);
  });
});

describe('usedRouterExports', () => {
  it('collects the names of every app and shared package, tests included', () => {
    const root = fixture({
      'pnpm-workspace.yaml': '',
      'shell/src/App.tsx': "import { BrowserRouter } from 'react-router-dom';\n",
      'shell/src/a.test.tsx': "import { MemoryRouter } from 'react-router-dom';\n",
      'shared-ui/src/h.tsx': "import { Link, Routes } from 'react-router-dom';\n",
      'remotes/library/src/p.tsx': "import { Link, useSearchParams } from 'react-router-dom';\n",
      'remotes/library/node_modules/x/index.js': "import * as R from 'react-router-dom';\n",
      'e2e/tests/x.ts': "import * as R from 'react-router-dom';\n",
    });
    expect(usedRouterExports(root)).toEqual([
      'BrowserRouter',
      'Link',
      'MemoryRouter',
      'Routes',
      'useSearchParams',
    ]);
  });

  it('names the file that imports the router as a whole', () => {
    const root = fixture({
      'pnpm-workspace.yaml': '',
      'shell/src/ok.tsx': "import { Link } from 'react-router-dom';\n",
      'remotes/tools/src/bad.ts': "import * as R from 'react-router-dom';\n",
    });
    expect(() => usedRouterExports(root)).toThrow(/remotes\/tools\/src\/bad\.ts: imports/);
  });
});

describe('routerFacade', () => {
  it('writes a module re-exporting those names from the ESM entry of the app’s copy', () => {
    const root = fixture({
      'pnpm-workspace.yaml': '',
      'shell/src/App.tsx': "import { Routes, BrowserRouter } from 'react-router-dom';\n",
      'shell/node_modules/react-router-dom/package.json': JSON.stringify({
        exports: { '.': { import: { default: './dist/index.mjs' } } },
      }),
    });
    const file = routerFacade(path.join(root, 'shell'));
    expect(file).toBe(
      path.join(root, 'shell', 'node_modules', '.cache', 'csan-shared', 'react-router-dom.mjs'),
    );
    expect(readFileSync(file, 'utf8')).toBe(
      facadeSource(['BrowserRouter', 'Routes'], '../../react-router-dom/dist/index.mjs'),
    );
  });

  it('takes a package whose ESM entry is a plain string (react-i18next)', () => {
    const root = fixture({
      'pnpm-workspace.yaml': '',
      'shell/src/App.tsx': "import { useTranslation } from 'react-i18next';\n",
      'remotes/tools/src/t.tsx':
        "import {\n  I18nextProvider,\n  useTranslation,\n} from 'react-i18next';\n",
      'shell/node_modules/react-i18next/package.json': JSON.stringify({
        exports: { '.': { import: './dist/es/index.js' } },
      }),
    });
    const file = routerFacade(path.join(root, 'shell'), 'react-i18next');
    expect(readFileSync(file, 'utf8')).toBe(
      facadeSource(
        ['I18nextProvider', 'useTranslation'],
        '../../react-i18next/dist/es/index.js',
        'react-i18next',
      ),
    );
  });

  it('is rewritten before each rebuild in watch mode, with names imported since', () => {
    const root = fixture({
      'pnpm-workspace.yaml': '',
      'shell/src/App.tsx': "import { BrowserRouter } from 'react-router-dom';\n",
      'shell/node_modules/react-router-dom/package.json': JSON.stringify({
        exports: { '.': { import: { default: './dist/index.mjs' } } },
      }),
    });
    const appDir = path.join(root, 'shell');
    const file = routerFacade(appDir);
    let watchRun = () => {};
    const compiler = {
      hooks: { watchRun: { tap: (_name: string, fn: () => void) => (watchRun = fn) } },
    } as unknown as Compiler;
    new RouterFacadePlugin(appDir).apply(compiler);
    mkdirSync(path.join(root, 'remotes/tools/src'), { recursive: true });
    writeFileSync(
      path.join(root, 'remotes/tools/src/p.tsx'),
      "import { useParams } from 'react-router-dom';\n",
    );
    watchRun();
    expect(readFileSync(file, 'utf8')).toContain('  useParams,');
  });

  it('matches what the real workspace imports', () => {
    const workspace = path.resolve(import.meta.dirname, '../../..');
    const names = usedRouterExports(workspace);
    // The shell's router, its links and redirects, and a hook every remote uses.
    expect(names).toEqual(expect.arrayContaining(['BrowserRouter', 'Link', 'Navigate']));
    expect(names).toEqual(expect.arrayContaining(['Routes', 'Route', 'useNavigate']));
  });
});
