/**
 * The dashboard's tabs, in display order: each one's path under /admin (`''`: the first tab is
 * /admin itself) and its label, `admin.tabs.<key>`. AdminPage.tsx routes each to its panel.
 */
export const ADMIN_TABS = [
  { key: 'resources', segment: '' },
  { key: 'rd', segment: 'rd' },
  { key: 'waitlist', segment: 'waitlist' },
  { key: 'users', segment: 'users' },
  { key: 'subscriptions', segment: 'subscriptions' },
  { key: 'revenue', segment: 'revenue' },
  { key: 'pricing', segment: 'pricing' },
  { key: 'discounts', segment: 'discounts' },
  { key: 'intel', segment: 'intel' },
  { key: 'mail', segment: 'mail' },
  { key: 'newsletter', segment: 'newsletter' },
  { key: 'audit', segment: 'audit' },
  { key: 'errors', segment: 'errors' },
] as const;

export type AdminTabKey = (typeof ADMIN_TABS)[number]['key'];

/** Pages inside a tab, below its own: their label is `admin.subpages.<key>`. */
export type AdminSubpageKey = 'mfaSupport' | 'accessRequests';
