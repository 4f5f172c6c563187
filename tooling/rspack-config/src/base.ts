import path from 'node:path';
import { type Configuration, rspack } from '@rspack/core';

export type BaseOptions = {
  /** Absolute path of the app package (its `dist/` receives the build). */
  dir: string;
  /** Module Federation name; also the bundle's uniqueName so chunk globals never collide. */
  name: string;
  /** Entry module relative to `dir`, with its HTML page; none for a remote's production build. */
  entry?: string;
  /** `rspack serve` port. */
  devPort: number;
  /** Page title of the generated index.html. */
  title: string;
  /** Extra `<head>` markup of the generated index.html. */
  head?: string;
  /** Where the browser loads chunks from: `auto` (remotes, any URL) or `/` (shell, deep links). */
  publicPath: 'auto' | '/';
};

/** The page every app emits: the shell's real index.html, a remote's standalone harness. */
function htmlTemplate(title: string, head: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#0b4f3c" />
    <title>${title}</title>${head}
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
}

/** What every app shares: TypeScript through the builtin swc loader, hashed output, HTML. */
export function baseConfig(options: BaseOptions): Configuration {
  const { dir, name, entry, devPort, title, head = '', publicPath } = options;
  return {
    context: dir,
    // Without an entry of its own, a remote's build holds only what MF adds (remoteEntry.js).
    entry: entry ? { main: `./${entry}` } : {},
    output: {
      path: path.join(dir, 'dist'),
      publicPath,
      uniqueName: name,
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'] },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic' } },
              target: 'es2022',
            },
          },
          type: 'javascript/auto',
        },
      ],
    },
    plugins: entry
      ? [new rspack.HtmlRspackPlugin({ templateContent: htmlTemplate(title, head) })]
      : [],
    // Budgets are measured by `pnpm bench:web` on what a page really loads, not per asset.
    performance: false,
    devServer: {
      port: devPort,
      historyApiFallback: true,
      // The shell on :3000 loads remotes from their own dev servers.
      headers: { 'Access-Control-Allow-Origin': '*' },
    },
  };
}
