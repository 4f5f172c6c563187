import { REMOTES, type RemoteName, SHELL_DEV_PORT } from '@csan/remotes';

export type { RemoteName };

/**
 * Dev-server ports, from the remote registry: shell 3000, each remote its `devPort`. Used only
 * by `rspack serve`; production builds carry no host or port (runtime config).
 */
export const DEV_PORTS = {
  shell: SHELL_DEV_PORT,
  ...(Object.fromEntries(REMOTES.map((r) => [r.name, r.devPort])) as Record<RemoteName, number>),
} as const;
