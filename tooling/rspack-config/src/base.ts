import path from 'node:path';
import { type Configuration, rspack } from '@rspack/core';
import { PREACT_ALIAS } from './preact-alias';

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

/** The portal's mark, a shield with a tick in the brand colours: inline, so it costs no request. */
const FAVICON_SVG =
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'>" +
  "<path d='M16 2 4 6v9c0 7.5 5.1 13.3 12 15 6.9-1.7 12-7.5 12-15V6z' fill='#0b4f3c'/>" +
  "<path d='m10 16 4 4 8-8' fill='none' stroke='#f2c14e' stroke-width='3' " +
  "stroke-linecap='round' stroke-linejoin='round'/></svg>";
const FAVICON_HREF = `data:image/svg+xml,${encodeURIComponent(FAVICON_SVG)}`;

/** What search results and link previews show for the portal. */
const SITE_DESCRIPTION =
  'CSAN, the continental cybersecurity professional society and R&D hub in Accra, Ghana: ' +
  'membership, a research library, incident response and training across Africa.';

/** The page every app emits: the shell's real index.html, a remote's standalone harness. */
export function htmlTemplate(title: string, head: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#0b4f3c" />
    <meta name="description" content="${SITE_DESCRIPTION.replaceAll('&', '&amp;')}" />
    <link rel="icon" type="image/svg+xml" href="${FAVICON_HREF}" />
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
      // `pnpm prerender` writes public-site's prerendered pages into its dist after the build: a
      // rebuild of the remote alone keeps the previous copies (the app replaces them when it
      // starts) until the prerender runs again, rather than serving none.
      clean: { keep: /(^|[\\/])prerendered([\\/]|$)/ },
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'], alias: { ...PREACT_ALIAS } },
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
