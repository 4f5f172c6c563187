import { test } from '@playwright/test';
import { AREAS, expectAreaLanding } from '../support/areas';
import { PORTS } from '../support/ports';
import { SEEDED_PARTNER, signInAs } from '../support/session';

// The areas are gated (area-access.spec.ts has every refusal): the seeded partner has all three
// flags and a TOTP factor, so each host renders its own area for them.

for (const area of AREAS) {
  test(`http://${area}.csan.localhost renders the ${area} area`, async ({ page }) => {
    const origin = `http://${area}.csan.localhost:${PORTS.portal}`;
    await signInAs(page, SEEDED_PARTNER, origin);
    await page.goto(`${origin}/`);
    await expectAreaLanding(page, area);
  });
}
