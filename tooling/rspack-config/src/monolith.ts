import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTES } from '@csan/remotes';
import { type Configuration, rspack } from '@rspack/core';
import { baseConfig } from './base';

export type MonolithOptions = {
  /** The shell package's directory. */
  shellDir: string;
  /** Where the build goes: a temporary folder, never a dist the stack serves. */
  outDir: string;
  /** Each remote's exposes (`{ './HomePage': './src/pages/HomePage.tsx' }`) by folder. */
  exposes: Readonly<Record<string, Readonly<Record<string, string>>>>;
};

/**
 * The baseline `pnpm bench:web` compares federation against (issue 31): the same shell and the
 * same pages, built by the same Rspack with the same loaders, but as one app without Module
 * Federation. Every remote's exposed page becomes a lazy chunk of the shell (one dynamic import
 * each, as federation loads one page module per route), shared packages are ordinary tree-shaken
 * imports, and the MF runtime is replaced by monolith-runtime.ts. Not deployed anywhere.
 */
export function createMonolithConfig({
  shellDir,
  outDir,
  exposes,
}: MonolithOptions): Configuration {
  const repoRoot = path.resolve(shellDir, '..');
  const generated = path.join(`${outDir}-src`, 'pages.js');
  mkdirSync(path.dirname(generated), { recursive: true });
  const lines = REMOTES.flatMap(({ name, folder }) =>
    Object.entries(exposes[folder] ?? {}).map(([expose, file]) => {
      const source = path.join(repoRoot, 'remotes', folder, file);
      return `  ${JSON.stringify(`${name}/${expose.replace(/^\.\//, '')}`)}: () => import(${JSON.stringify(source)}),`;
    }),
  );
  writeFileSync(generated, `export default {\n${lines.join('\n')}\n};\n`);

  const base = baseConfig({
    dir: shellDir,
    name: 'shell',
    entry: 'src/main.tsx',
    devPort: 0,
    title: 'CSAN',
    head: '\n    <link rel="preload" href="/config.json" as="fetch" crossorigin />',
    publicPath: '/',
  });
  return {
    ...base,
    mode: 'production',
    output: { ...base.output, path: outDir, clean: true },
    resolve: {
      ...base.resolve,
      // Base's aliases too (the renderer, preact-alias.ts): the ratio compares federation alone.
      alias: {
        ...base.resolve?.alias,
        '@module-federation/enhanced/runtime$': path.join(
          import.meta.dirname,
          'monolith-runtime.ts',
        ),
        'csan-monolith-pages$': generated,
      },
    },
  };
}

/**
 * Builds the monolith of the workspace at `repoRoot` into `outDir` (bench:web). Each remote's
 * exposes are read from its `src/exposes.ts`, the list its federation build uses.
 */
export async function buildMonolith(repoRoot: string, outDir: string): Promise<void> {
  const exposes: Record<string, Record<string, string>> = {};
  for (const { folder } of REMOTES) {
    const file = path.join(repoRoot, 'remotes', folder, 'src', 'exposes.ts');
    exposes[folder] = ((await import(file)) as { EXPOSES: Record<string, string> }).EXPOSES;
  }
  const config = createMonolithConfig({ shellDir: path.join(repoRoot, 'shell'), outDir, exposes });
  await new Promise<void>((resolve, reject) => {
    const compiler = rspack(config);
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) reject(error);
      else if (stats?.hasErrors()) reject(new Error(stats.toString({ all: false, errors: true })));
      else resolve();
    });
  });
}
