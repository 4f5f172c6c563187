// `@csan/shared-auth/paths`: the one place links between pages are built. The shell, every
// remote and the shared packages import it; it is bundled into each app (not the shared
// singleton), so a remote redeployed alone keeps the helpers it was built with.

export type { AccountAction, PillarAnchor } from './path-helpers';
/**
 * Links to every page, by name: `paths.checkout({ tier: 'Professional' })`,
 * `paths.login({ next: '/admin/waitlist' })`. Each returns a same-origin path (with its query or
 * fragment) ready for `<Link to>` or `navigate()`. A namespace of plain functions, so a bundle
 * keeps only the helpers its app calls.
 */
export * as paths from './path-helpers';
export { ROUTE_PATHS, type RoutePath } from './route-paths';
