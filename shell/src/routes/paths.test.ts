import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AREA_REMOTES, REDIRECTS, REMOTE_ROUTES, SHELL_PATHS } from './paths';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

/** The `'./Name'` keys of a remote's src/exposes.ts, read as text (the shell never imports a remote). */
function exposedModules(remote: string): string[] {
  const file = path.join(REPO_ROOT, 'remotes', remote.replaceAll('_', '-'), 'src', 'exposes.ts');
  return [...readFileSync(file, 'utf8').matchAll(/'\.\/(\w+)':/g)].map((m) => m[1] ?? '');
}

// Every remote page of both route tables and the remote that owns it.
const SPEC_OWNERS: Record<string, string> = {
  '/': 'public_site',
  '/about': 'public_site',
  '/pillars': 'public_site',
  '/privacy': 'public_site',
  '/terms': 'public_site',
  '/membership': 'membership_checkout',
  '/checkout': 'membership_checkout',
  '/payment-callback': 'membership_checkout',
  '/resources': 'library',
  '/rd-services': 'library',
  '/products': 'library',
  '/account': 'member_area',
  '/member-directory': 'member_area',
  '/corporate-team': 'member_area',
  '/rd-projects': 'member_area',
  '/admin': 'admin_console',
  '/analytics': 'admin_console',
};

describe('the route table', () => {
  it('maps every remote route of the spec to the remote that owns it', () => {
    const table = Object.fromEntries(Object.values(REMOTE_ROUTES).map((r) => [r.path, r.remote]));
    expect(table).toEqual(SPEC_OWNERS);
  });

  it('lets the sections with item or tab pages own the paths under them', () => {
    const owning = Object.values(REMOTE_ROUTES)
      .filter((route) => 'subRoutes' in route && route.subRoutes)
      .map((route) => route.path);
    expect(owning).toEqual(['/resources', '/member-directory', '/rd-projects', '/admin']);
  });

  it('names only modules the remotes really expose', () => {
    for (const { remote, expose } of [
      ...Object.values(REMOTE_ROUTES),
      ...Object.values(AREA_REMOTES),
    ]) {
      expect(exposedModules(remote), `${remote}/${expose}`).toContain(expose);
    }
  });

  it('keeps /login and /mfa-lockout in the shell and redirects /repository and /auth', () => {
    expect(SHELL_PATHS).toEqual({ login: '/login', mfaLockout: '/mfa-lockout' });
    expect(REDIRECTS).toEqual([
      { from: '/repository', to: '/resources' },
      { from: '/auth', to: '/login' },
    ]);
  });
});
