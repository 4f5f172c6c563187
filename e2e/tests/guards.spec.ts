import { expect, type Page, test } from '@playwright/test';
import { createMember, type Member, type Tier } from '../support/backend';
import { signInAs } from '../support/session';
import { translation } from '../support/translations';

// Route guards of the shell, per role: signed-in, tier (Student < Professional < Corporate,
// admins pass) and admin routes, with their refusal texts verbatim.
const tierToast = (tier: Tier) => `This feature requires ${tier} membership or higher`;
const ADMIN_ONLY = "Access Denied: You don't have admin privileges";
// Titled 'Access Denied'.
const TEAM_DENIED = 'Corporate membership required to access team dashboard';

type Outcome = { open: true } | { to: string; toast?: string };
const OPEN: Outcome = { open: true };
const toLogin: Outcome = { to: '/login' };

const ROUTES = [
  '/account',
  '/member-directory',
  '/corporate-team',
  '/rd-projects',
  '/admin',
  '/analytics',
];

const EXPECTED: Record<string, Record<string, Outcome>> = {
  'signed-out': {
    '/account': toLogin,
    '/member-directory': toLogin,
    '/corporate-team': { to: '/membership', toast: TEAM_DENIED },
    '/rd-projects': { to: '/membership', toast: tierToast('Professional') },
    '/admin': toLogin,
    // /analytics sends visitors to /auth, which leads to /login.
    '/analytics': toLogin,
  },
  Student: {
    '/account': OPEN,
    '/member-directory': OPEN,
    '/corporate-team': { to: '/membership', toast: TEAM_DENIED },
    '/rd-projects': { to: '/membership', toast: tierToast('Professional') },
    '/admin': { to: '/', toast: ADMIN_ONLY },
    '/analytics': { to: '/', toast: ADMIN_ONLY },
  },
  Professional: {
    '/account': OPEN,
    '/member-directory': OPEN,
    '/corporate-team': { to: '/membership', toast: TEAM_DENIED },
    '/rd-projects': OPEN,
    '/admin': { to: '/', toast: ADMIN_ONLY },
    '/analytics': { to: '/', toast: ADMIN_ONLY },
  },
  Corporate: {
    '/account': OPEN,
    '/member-directory': OPEN,
    '/corporate-team': OPEN,
    '/rd-projects': OPEN,
    '/admin': { to: '/', toast: ADMIN_ONLY },
    '/analytics': { to: '/', toast: ADMIN_ONLY },
  },
  admin: Object.fromEntries(ROUTES.map((route) => [route, OPEN])),
};

async function expectOutcome(page: Page, route: string, outcome: Outcome) {
  await page.goto(route);
  const toasts = page.getByTestId('toast');
  if ('open' in outcome) {
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(route);
    await expect(toasts).toHaveCount(0);
    return;
  }
  await expect(page).toHaveURL((url) => url.pathname === outcome.to);
  if (outcome.toast) await expect(toasts.filter({ hasText: outcome.toast })).toHaveCount(1);
  else await expect(toasts).toHaveCount(0);
}

const members: Record<string, Member> = {};

test.beforeAll(async () => {
  // Own users (no MFA deadline: no lockout, no banner), so the seeded accounts stay untouched.
  for (const tier of ['Student', 'Professional', 'Corporate'] as const) {
    members[tier] = await createMember({ tier, mfaDeadline: null });
  }
  // Admins have a verified factor: only an aal2 session has finished signing in.
  members.admin = await createMember({ admin: true, tier: null, mfaDeadline: null, totp: true });
});

for (const [role, outcomes] of Object.entries(EXPECTED)) {
  test(`guards for ${role}`, async ({ page }) => {
    const member = members[role];
    if (member) await signInAs(page, member);
    for (const route of ROUTES) {
      const outcome = outcomes[route];
      if (!outcome) throw new Error(`no expectation for ${role} ${route}`);
      await test.step(route, () => expectOutcome(page, route, outcome));
    }
  });
}

test('an admin signed in with the password only is sent to /login to finish', async ({ page }) => {
  const admin = members.admin;
  if (!admin) throw new Error('admin not created');
  // The session of the password step alone (aal1), although the user has a verified factor.
  await signInAs(page, { email: admin.email, password: admin.password });
  await page.goto('/admin');
  await expect(page).toHaveURL((url) => url.pathname === '/login');
});

test("/analytics says 'Verifying access...' while it checks, never the page", async ({ page }) => {
  const admin = members.admin;
  if (!admin) throw new Error('admin not created');
  await signInAs(page, admin);
  // Hold the access reads so the checking state is observable.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/rest/v1/rpc/has_role*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/analytics');
  await expect(page.getByRole('status')).toHaveText(translation('shell', 'en', 'guard.verifying'));
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveCount(0);
  release();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
});
