import { test } from '@playwright/test';
import { AREAS, expectAreaLanding } from '../support/areas';
import { PORTS } from '../support/ports';

for (const area of AREAS) {
  test(`http://${area}.csan.localhost renders the ${area} area`, async ({ page }) => {
    await page.goto(`http://${area}.csan.localhost:${PORTS.portal}/`);
    await expectAreaLanding(page, area);
  });
}
