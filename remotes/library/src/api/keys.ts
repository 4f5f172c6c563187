/**
 * A resource-list search as the key holds it (the resources feature's LibrarySearch fits it):
 * spelled out here so this shared file never imports a feature.
 */
type ResourceListSearch = Readonly<{ q: string; types: readonly string[]; page: number }>;

/**
 * Query keys of this remote: every key starts with the remote's name, so no other remote's
 * entry in the shell's one QueryClient can collide with these. Everything read from
 * resource_items sits under `resources()`.
 */
export const libraryKeys = {
  all: ['library'] as const,
  resources: () => [...libraryKeys.all, 'resources'] as const,
  resourceList: (search: ResourceListSearch) =>
    [...libraryKeys.resources(), 'list', search] as const,
  contentTypes: () => [...libraryKeys.resources(), 'content-types'] as const,
  resource: (id: string) => [...libraryKeys.resources(), 'detail', id] as const,
  /** The signed-in member's own beta-access requests (tool ids), per member. */
  betaRequests: (userId: string) => [...libraryKeys.all, 'beta-requests', userId] as const,
};
