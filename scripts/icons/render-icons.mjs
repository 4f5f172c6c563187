// Renders the portal's app icons (shell/public/icons/icon-<size>.png, committed) from the
// society's mark, the same shield and tick as the favicon (tooling/rspack-config/src/base.ts):
// a gold shield with a green tick on the brand green, the mark inside the central 60 % so a
// launcher's round or squircle mask (purpose "maskable") never cuts it. Chromium draws the SVG.
// Run after changing the mark: `node scripts/icons/render-icons.mjs`.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const { chromium } = createRequire(path.join(root, 'e2e', 'package.json'))('@playwright/test');

const MARK =
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'>" +
  "<rect width='32' height='32' fill='#0b4f3c'/>" +
  "<g transform='translate(6.4 6.4) scale(0.6)'>" +
  "<path d='M16 2 4 6v9c0 7.5 5.1 13.3 12 15 6.9-1.7 12-7.5 12-15V6z' fill='#f2c14e'/>" +
  "<path d='m10 16 4 4 8-8' fill='none' stroke='#0b4f3c' stroke-width='3' " +
  "stroke-linecap='round' stroke-linejoin='round'/></g></svg>";

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
});
try {
  for (const size of [192, 512]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<style>html,body{margin:0}</style><img src="data:image/svg+xml,${encodeURIComponent(MARK)}" width="${size}" height="${size}">`,
    );
    await page.locator('img').screenshot({
      path: path.join(root, 'shell', 'public', 'icons', `icon-${size}.png`),
    });
    await page.close();
  }
} finally {
  await browser.close();
}
