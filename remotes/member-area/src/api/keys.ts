/**
 * Query keys of this remote: every key starts with the remote's name, so no other remote's
 * entry in the shell's one QueryClient can collide with these. The member's own account data
 * sits under `account(userId)`.
 */
export const accountKeys = {
  all: ['member-area'] as const,
  account: (userId: string) => [...accountKeys.all, 'account', userId] as const,
  profile: (userId: string) => [...accountKeys.account(userId), 'profile'] as const,
  mfaStatus: (userId: string) => [...accountKeys.account(userId), 'mfa-status'] as const,
};
