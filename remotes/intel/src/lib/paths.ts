/** The intel host's own paths (links between its pages). */
export const intelPaths = {
  list: () => '/',
  advisory: (id: string) => `/advisories/${encodeURIComponent(id)}`,
  edit: (id: string) => `/advisories/${encodeURIComponent(id)}/edit`,
  create: () => '/advisories/new',
  organisation: () => '/organisation',
  protocols: () => '/protocols',
  newProtocol: () => '/protocols/new',
  editProtocol: (id: string) => `/protocols/${encodeURIComponent(id)}/edit`,
};
