import { type ConsoleMessage, expect, type Page, test } from '@playwright/test';
import { createMember, type Member } from '../support/backend';
import { ROUTES } from '../support/routes';
import { signInAs } from '../support/session';

// Every route of both route tables and the sub-routes remotes own under theirs, signed out
// and as an admin (who may open every page).
// Shared singletons load without "unsatisfied version" or duplicate-React warnings. A
// mis-shared dependency shows up first in the console (the federation runtime warns, React
// warns about an invalid hook call or two copies), so the console is recorded and nothing may
// be warned or thrown. The 404 page's logged path is asserted in not-found.spec.ts.
// Each page also names itself in the browser tab (history, tabs, a screen reader's first words).

function recordConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    // Playwright's own warning: the offline worker is blocked here (playwright.config.ts).
    if (message.text().startsWith('Service Worker registration blocked')) return;
    if (message.type() === 'warning' || message.type() === 'error') {
      problems.push(`${message.type()} on ${new URL(page.url()).pathname}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`uncaught on ${page.url()}: ${error.message}`));
  return problems;
}

/** Opens each route; returns the title of each page it ended on, by its path. */
async function openEveryRoute(page: Page): Promise<Map<string, string>> {
  const titles = new Map<string, string>();
  for (const route of ROUTES) {
    await test.step(route, async () => {
      await page.goto(route);
      // The page (or where its guard sent the visitor) has rendered its heading.
      await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
      // Pages set their title as they mount: wait until it is not the HTML's bare one.
      await expect(page).not.toHaveTitle('CSAN');
      titles.set(new URL(page.url()).pathname, await page.title());
    });
  }
  return titles;
}

// One test walks every route (more with each new page: the newsletter added two): a minute is
// not enough on a loaded 2-core CI, where the admin's walk took 60-110 s.
test.describe.configure({ timeout: 240_000 });

let admin: Member;

test.beforeAll(async () => {
  admin = await createMember({ admin: true, tier: null, mfaDeadline: null, totp: true });
});

test('no console warning or error on any route, signed out', async ({ page }) => {
  const problems = recordConsole(page);
  await openEveryRoute(page);
  expect(problems).toEqual([]);
});

test('no console warning or error on any route, signed in as an admin; each page has its own title', async ({
  page,
}) => {
  await signInAs(page, admin);
  const problems = recordConsole(page);
  const titles = await openEveryRoute(page);
  expect(problems).toEqual([]);
  // Pages of different paths never share a title (routes that send an admin elsewhere, like
  // /login to / and /checkout to /membership, count once, for the page they end on).
  const pathsByTitle = new Map<string, string[]>();
  for (const [path, title] of titles) {
    pathsByTitle.set(title, [...(pathsByTitle.get(title) ?? []), path]);
  }
  expect([...pathsByTitle].filter(([, paths]) => paths.length > 1)).toEqual([]);
  expect(titles.size).toBeGreaterThanOrEqual(ROUTES.length - 2);
  expect(titles.get('/member-directory')).toBe('Member Directory | CSAN');
  expect(titles.get('/admin/waitlist')).toBe('Waitlist · Admin Dashboard | CSAN');
});
