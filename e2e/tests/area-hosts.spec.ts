import { expect, test } from '@playwright/test';
import { AREAS, expectAreaLanding } from '../support/areas';
import { areaUrl } from '../support/ports';
import { areaRoutes } from '../support/route-data';
import { SEEDED_PARTNER, signInAs } from '../support/session';
import { translation } from '../support/translations';

// The areas are gated (area-access.spec.ts has every refusal): the seeded partner has all three
// flags and a TOTP factor, so each host renders its own area for them. The area remote owns its
// host (its routes.json): its own pages and header links, the 404 elsewhere; the shell only
// adds the gate and the chrome. (One sign-in per area: a TOTP code is accepted once.)

for (const area of AREAS) {
  test(`${areaUrl(area)} renders the ${area} area: its remote's own routes and header links`, async ({
    page,
  }) => {
    const origin = areaUrl(area);
    await signInAs(page, SEEDED_PARTNER, origin);
    await page.goto(`${origin}/`);
    await expectAreaLanding(page, area);
    const nav = page
      .getByRole('banner')
      .getByRole('navigation', { name: translation('shell', 'en', 'nav.label') });
    const linked = areaRoutes(area).filter((route) => route.nav?.header !== undefined);
    await expect(nav.getByRole('link')).toHaveCount(linked.length);
    for (const route of linked) {
      await expect(
        nav.getByRole('link', { name: route.nav?.label.en, exact: true }),
      ).toHaveAttribute('href', route.path);
    }
    // Its second page, opened from its own link without leaving the host.
    const about = areaRoutes(area).find((route) => route.path === '/about');
    await nav.getByRole('link', { name: about?.nav?.label.en, exact: true }).click();
    await expect(page).toHaveURL(`${origin}/about`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
      translation(`remotes/${area}`, 'en', 'about.title'),
    );
    await page.goto(`${origin}/no-such-page`);
    await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
  });
}
