/**
 * Query keys of this remote: every key starts with the remote's name, so no other remote's
 * entry in the shell's one QueryClient can collide with these. A member's own data sits under
 * `membership(userId)`, so a change to it invalidates one prefix.
 */
export const membershipKeys = {
  all: ['membership-checkout'] as const,
  pricing: () => [...membershipKeys.all, 'pricing'] as const,
  membership: (userId: string) => [...membershipKeys.all, 'membership', userId] as const,
  subscription: (userId: string) => [...membershipKeys.membership(userId), 'subscription'] as const,
  transactions: (userId: string) => [...membershipKeys.membership(userId), 'transactions'] as const,
  teamAccess: (userId: string) => [...membershipKeys.membership(userId), 'team-access'] as const,
  /** The server's price of one order (it depends on the member: their codes, their seats). */
  quote: (userId: string, tier: string, teamSize: number, discountCode: string | null) =>
    [...membershipKeys.membership(userId), 'quote', tier, teamSize, discountCode] as const,
};
