/**
 * Dev-server ports: shell 3000, remotes 3001..3008. Used only by
 * `rspack serve`; production builds carry no host or port (runtime config).
 */
export const DEV_PORTS = {
  shell: 3000,
  public_site: 3001,
  membership_checkout: 3002,
  library: 3003,
  member_area: 3004,
  admin_console: 3005,
  skillup: 3006,
  intel: 3007,
  tools: 3008,
} as const;

export type RemoteName = Exclude<keyof typeof DEV_PORTS, 'shell'>;

/** MF name → folder under remotes/ (names are folder names with `-` → `_`). */
export function remoteFolder(name: RemoteName): string {
  return name.replaceAll('_', '-');
}
