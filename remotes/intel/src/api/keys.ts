/** Query keys of the intel remote: one factory, so a mutation invalidates what it changes. */
export const intelKeys = {
  all: ['intel'] as const,
  advisories: () => [...intelKeys.all, 'advisories'] as const,
  advisoryList: (filters: Record<string, string>, page: number) =>
    [...intelKeys.advisories(), 'list', filters, page] as const,
  advisory: (id: string) => [...intelKeys.advisories(), 'one', id] as const,
  board: (id: string) => [...intelKeys.advisories(), 'board', id] as const,
  analyst: () => [...intelKeys.all, 'analyst'] as const,
  organisations: () => [...intelKeys.all, 'organisations'] as const,
  myOrganisations: () => [...intelKeys.all, 'my-organisations'] as const,
  people: (orgId: string) => [...intelKeys.all, 'people', orgId] as const,
  watchlist: (orgId: string) => [...intelKeys.all, 'watchlist', orgId] as const,
  partners: (q: string) => [...intelKeys.all, 'partners', q] as const,
  protocols: (filters: Record<string, string>, page: number) =>
    [...intelKeys.all, 'protocols', filters, page] as const,
};
