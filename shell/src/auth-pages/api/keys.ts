/** Query keys of the shell's own pages, rooted at `shell` so no remote's key collides. */
export const shellKeys = {
  all: ['shell'] as const,
  invitation: (token: string) => [...shellKeys.all, 'invitation', token] as const,
};
