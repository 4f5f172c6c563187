/**
 * The one list of the portal's remotes. Whatever else names them reads this module (the
 * shell's registration, shared-auth's area rules, the Rspack dev ports, the local stack's
 * config.json, the e2e support) or is generated from it by `pnpm gen:remotes` (nginx's
 * config.json template and area host names, docker-compose's volumes and REMOTE_URL_*).
 * Adding a remote is one entry here plus its folder (`pnpm new:remote <folder>` does both).
 *
 * The shell and shared-auth bundle this file: plain data and one-line helpers, no imports.
 */

/** A gated area: what its own subdomain shows, gated by a profile flag. */
export type AreaSpec = {
  /** The area's name in the spec and the code (`learning`, `certification`, `tools`). */
  name: string;
  /** First label of the host that opens it (`skillup` → skillup.csan.africa). */
  hostLabel: string;
  /** The `profiles` column that grants it. */
  flag: string;
  /** Also needs a verified second factor used in this session (aal2). */
  mfa?: true;
};

/**
 * The areas, apart from the remotes so that what shared-auth bundles for its host and access
 * rules (and the prerendered pages' inline gate) is these three lines, not the whole list.
 */
export const AREAS = [
  { name: 'learning', hostLabel: 'skillup', flag: 'is_lms_active' },
  { name: 'certification', hostLabel: 'intel', flag: 'is_cert_partner', mfa: true },
  { name: 'tools', hostLabel: 'tools', flag: 'has_premium_tool_access' },
] as const satisfies readonly AreaSpec[];

/** The gated areas reached from their own subdomains. */
export type Area = (typeof AREAS)[number]['name'];
/** The profile flags that grant an area. */
export type AreaFlag = (typeof AREAS)[number]['flag'];

export type RemoteSpec = {
  /** Module Federation name: the folder with `-` → `_`. */
  name: string;
  /** Folder under remotes/ (package `@csan/remote-<folder>`, served at /remotes/<folder>/). */
  folder: string;
  /** `rspack serve` port of its standalone harness; the shell's dev server is 3000. */
  devPort: number;
  /** An area remote: the page its area's host shows, whatever the path. */
  area?: Area;
};

export const REMOTES = [
  { name: 'public_site', folder: 'public-site', devPort: 3001 },
  { name: 'membership_checkout', folder: 'membership-checkout', devPort: 3002 },
  { name: 'library', folder: 'library', devPort: 3003 },
  { name: 'member_area', folder: 'member-area', devPort: 3004 },
  { name: 'admin_console', folder: 'admin-console', devPort: 3005 },
  { name: 'skillup', folder: 'skillup', devPort: 3006, area: 'learning' },
  { name: 'intel', folder: 'intel', devPort: 3007, area: 'certification' },
  { name: 'tools', folder: 'tools', devPort: 3008, area: 'tools' },
] as const satisfies readonly RemoteSpec[];

/** The shell's `rspack serve` port (remotes take the ports above). */
export const SHELL_DEV_PORT = 3000;

export type Remote = (typeof REMOTES)[number];
export type RemoteName = Remote['name'];
export type RemoteFolder = Remote['folder'];
export type AreaRemote = Extract<Remote, { area: Area }>;

// Pure: a bundle that uses only AREAS drops the remotes.
export const REMOTE_NAMES: readonly RemoteName[] = /* @__PURE__ */ REMOTES.map((r) => r.name);

export const AREA_REMOTES: readonly AreaRemote[] = /* @__PURE__ */ REMOTES.filter(
  (r): r is AreaRemote => 'area' in r,
);

/** The host label that opens an area (`learning` → `skillup`). */
export const hostLabelOf = (area: Area): string =>
  AREAS.find((a) => a.name === area)?.hostLabel ?? area;

/** The variable that moves one remote's manifest URL in config.json (`REMOTE_URL_PUBLIC_SITE`). */
export const remoteUrlVariable = (remote: RemoteSpec): string =>
  `REMOTE_URL_${remote.name.toUpperCase()}`;

/** Where config.json points a remote by default: relative, so every host (areas too) works. */
export const defaultManifestUrl = (remote: RemoteSpec): string =>
  `/remotes/${remote.folder}/mf-manifest.json`;
