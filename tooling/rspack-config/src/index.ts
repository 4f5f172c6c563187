import type { Configuration } from '@rspack/core';
import { baseConfig } from './base';
import { federationPlugin } from './federation';
import { DEV_PORTS, type RemoteName } from './ports';
import { shellDevConfigMiddleware } from './shell-dev-config';

export { DEV_PORTS, type RemoteName } from './ports';

export type RemoteConfigOptions = {
  /** MF name (`public_site`, …). */
  name: RemoteName;
  /** The remote package's directory (`import.meta.dirname` of its rspack.config.ts). */
  dir: string;
  /** One module per page: `{ './AboutPage': './src/pages/AboutPage.tsx' }`. */
  exposes: Record<string, string>;
};

/** A remote: `remoteEntry.js` + `mf-manifest.json`, plus its standalone harness page. */
export function createRemoteConfig({ name, dir, exposes }: RemoteConfigOptions): Configuration {
  const base = baseConfig({
    dir,
    name,
    entry: 'src/harness/main.tsx',
    devPort: DEV_PORTS[name],
    title: `CSAN · ${name} (standalone)`,
    // The remote's own URL decides where its chunks come from: works from any host or path.
    publicPath: 'auto',
  });
  return { ...base, plugins: [...(base.plugins ?? []), federationPlugin({ dir, name, exposes })] };
}

/** The host: index.html + the app that reads /config.json and registers the remotes. */
export function createShellConfig({ dir }: { dir: string }): Configuration {
  const base = baseConfig({
    dir,
    name: 'shell',
    entry: 'src/main.tsx',
    devPort: DEV_PORTS.shell,
    title: 'CSAN',
    // Absolute so deep links (/pillars/…) still find the chunks.
    publicPath: '/',
  });
  return {
    ...base,
    plugins: [...(base.plugins ?? []), federationPlugin({ dir, name: 'shell' })],
    devServer: { ...base.devServer, setupMiddlewares: shellDevConfigMiddleware },
  };
}
