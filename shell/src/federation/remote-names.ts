/** Every remote the shell can load (Module Federation names: folder names with `-` → `_`). */
export const REMOTE_NAMES = [
  'public_site',
  'membership_checkout',
  'library',
  'member_area',
  'admin_console',
  'skillup',
  'intel',
  'tools',
] as const;

export type RemoteName = (typeof REMOTE_NAMES)[number];
