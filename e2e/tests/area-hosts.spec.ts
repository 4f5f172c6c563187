import { test } from '@playwright/test';
import { AREAS, expectAreaLanding } from '../support/areas';
import { areaUrl } from '../support/ports';
import { SEEDED_PARTNER, signInAs } from '../support/session';

// The areas are gated (area-access.spec.ts has every refusal): the seeded partner has all three
// flags and a TOTP factor, so each host renders its own area for them.

for (const area of AREAS) {
  test(`${areaUrl(area)} renders the ${area} area`, async ({ page }) => {
    const origin = areaUrl(area);
    await signInAs(page, SEEDED_PARTNER, origin);
    await page.goto(`${origin}/`);
    await expectAreaLanding(page, area);
  });
}
