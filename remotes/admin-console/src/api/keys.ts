/**
 * Query keys of this remote: every key starts with the remote's name, so no other remote's
 * entry in the shell's one QueryClient can collide with these. Each tab's lists sit under the
 * tab's prefix, so a change invalidates every page and search of that list at once.
 */
export const adminKeys = {
  all: ['admin-console'] as const,
  resources: () => [...adminKeys.all, 'resources'] as const,
  resourcesPage: (page: number) => [...adminKeys.resources(), 'page', { page }] as const,
  rdInquiries: () => [...adminKeys.all, 'rd-inquiries'] as const,
  rdInquiriesPage: (search: string, page: number) =>
    [...adminKeys.rdInquiries(), 'page', { search, page }] as const,
  waitlist: () => [...adminKeys.all, 'waitlist'] as const,
  waitlistPage: (search: string, page: number) =>
    [...adminKeys.waitlist(), 'page', { search, page }] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  usersPage: (search: string, page: number) =>
    [...adminKeys.users(), 'page', { search, page }] as const,
  mfaSupport: () => [...adminKeys.all, 'mfa-support'] as const,
  mfaSupportPage: (page: number) => [...adminKeys.mfaSupport(), 'page', { page }] as const,
  accessRequests: () => [...adminKeys.all, 'access-requests'] as const,
  accessRequestsPage: (page: number) => [...adminKeys.accessRequests(), 'page', { page }] as const,
  subscriptions: () => [...adminKeys.all, 'subscriptions'] as const,
  subscriptionsPage: (search: string, page: number) =>
    [...adminKeys.subscriptions(), 'page', { search, page }] as const,
  revenue: () => [...adminKeys.all, 'revenue'] as const,
  revenueSummary: () => [...adminKeys.revenue(), 'summary'] as const,
  revenueByTier: () => [...adminKeys.revenue(), 'by-tier'] as const,
  revenueByMonth: () => [...adminKeys.revenue(), 'by-month'] as const,
  pricing: () => [...adminKeys.all, 'pricing'] as const,
  discounts: () => [...adminKeys.all, 'discounts'] as const,
  discountsPage: (page: number) => [...adminKeys.discounts(), 'page', { page }] as const,
  audit: () => [...adminKeys.all, 'audit'] as const,
  auditPage: (filters: Readonly<Record<string, string>>, page: number) =>
    [...adminKeys.audit(), 'page', { ...filters, page }] as const,
  errors: () => [...adminKeys.all, 'errors'] as const,
  errorsPage: (search: string, page: number) =>
    [...adminKeys.errors(), 'page', { search, page }] as const,
  mail: () => [...adminKeys.all, 'mail'] as const,
  mailPage: (search: string, status: string, page: number) =>
    [...adminKeys.mail(), 'page', { search, status, page }] as const,
  newsletter: () => [...adminKeys.all, 'newsletter'] as const,
  newsletterPage: (search: string, page: number) =>
    [...adminKeys.newsletter(), 'page', { search, page }] as const,
  intelOrganisations: () => [...adminKeys.all, 'intel', 'organisations'] as const,
  intelMembers: (orgId: string) => [...adminKeys.all, 'intel', 'members', orgId] as const,
  intelPartners: (search: string) => [...adminKeys.all, 'intel', 'partners', { search }] as const,
  analytics: () => [...adminKeys.all, 'analytics'] as const,
  analyticsTotals: () => [...adminKeys.analytics(), 'totals'] as const,
  analyticsWeekly: () => [...adminKeys.analytics(), 'weekly'] as const,
  analyticsResourcesPage: (page: number) =>
    [...adminKeys.analytics(), 'resources', { page }] as const,
  analyticsRecentLeads: () => [...adminKeys.analytics(), 'recent-leads'] as const,
};
