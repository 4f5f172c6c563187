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
  renewalReminders: (userId: string) =>
    [...accountKeys.account(userId), 'renewal-reminders'] as const,
};

/** Search, expertise filter and page of the public directory, as the URL carries them. */
export type DirectoryListParams = { search: string; expertise: string; page: number };

/**
 * The member directory: the member's own entry under `own(userId)`; everything other members
 * see (the public list, its expertise areas, one member's card) under `public()`, so a change
 * to the member's own entry invalidates that one prefix.
 */
export const directoryKeys = {
  all: [...accountKeys.all, 'member-directory'] as const,
  own: (userId: string) => [...directoryKeys.all, 'own', userId] as const,
  public: () => [...directoryKeys.all, 'public'] as const,
  list: (params: DirectoryListParams) => [...directoryKeys.public(), 'list', params] as const,
  expertise: () => [...directoryKeys.public(), 'expertise'] as const,
  member: (directoryId: string) => [...directoryKeys.public(), 'member', directoryId] as const,
};

/**
 * Corporate teams: the teams the member owns or is on, one team's people, the member's seats as
 * an owner and the teams that give them Corporate access. Adding or removing someone changes
 * the team’s people and the owner’s seats; creating a team, the list.
 */
export const teamKeys = {
  all: [...accountKeys.all, 'corporate-team'] as const,
  teams: (userId: string) => [...teamKeys.all, 'teams', userId] as const,
  roster: (teamId: string) => [...teamKeys.all, 'roster', teamId] as const,
  seats: (userId: string) => [...teamKeys.all, 'seats', userId] as const,
  access: (userId: string) => [...teamKeys.all, 'access', userId] as const,
};

/**
 * R&D projects: what the member sees (RLS: the projects they manage or are on the team of; all
 * of them for admins). The pages of the list under `lists()`, everything about one project
 * under `project(id)`, so a change to a project reads its pages and its list again.
 */
export const projectKeys = {
  all: [...accountKeys.all, 'rd-projects'] as const,
  lists: () => [...projectKeys.all, 'list'] as const,
  list: (page: number) => [...projectKeys.lists(), page] as const,
  project: (id: string) => [...projectKeys.all, 'project', id] as const,
  detail: (id: string) => [...projectKeys.project(id), 'detail'] as const,
  deliverables: (id: string) => [...projectKeys.project(id), 'deliverables'] as const,
  messages: (id: string) => [...projectKeys.project(id), 'messages'] as const,
  thread: (id: string, limit: number) => [...projectKeys.messages(id), limit] as const,
  team: (id: string) => [...projectKeys.project(id), 'team'] as const,
};
