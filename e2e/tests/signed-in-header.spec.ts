import { expect, test } from '@playwright/test';
import { createMember } from '../support/backend';
import { sessionOf, storeSession } from '../support/session';

/**
 * A member reloading a page never sees the visitor's header: neither the prerendered copy nor
 * any frame the app paints shows 'Sign in' before the avatar (CPU slowed 4× as on a phone).
 */

declare global {
  interface Window {
    /** Times (ms since navigation) of the painted frames where the header showed 'Sign in'. */
    signInFrames: number[];
    /** Frames painted before the avatar appeared. */
    framesBeforeAvatar: number;
    /** Frames that showed the prerendered copy of the page. */
    copyFrames: number;
    /** Frames of the live app whose header had neither the avatar nor its placeholder. */
    emptyUserAreaFrames: number;
  }
}

test('a signed-in reload of / never paints Sign in in the header', async ({ page }) => {
  const member = await createMember({ tier: 'Professional', fullName: 'Esi Owusu' });
  await storeSession(page, await sessionOf(member));
  // Checked before every frame the browser paints, from the document's first frame on.
  await page.addInitScript(() => {
    window.signInFrames = [];
    window.framesBeforeAvatar = 0;
    window.copyFrames = 0;
    window.emptyUserAreaFrames = 0;
    const check = () => {
      const header = document.querySelector('header');
      const copy = document.querySelector('[data-prerender-lang]');
      if (copy && getComputedStyle(copy).display !== 'none') window.copyFrames += 1;
      else if (
        header &&
        !header.querySelector(
          '[data-testid="user-area-pending"], button[aria-label^="Account menu"]',
        )
      ) {
        window.emptyUserAreaFrames += 1;
      }
      for (const link of Array.from(header?.querySelectorAll('a') ?? [])) {
        if (link.textContent?.trim() !== 'Sign in') continue;
        if (link.checkVisibility({ visibilityProperty: true, opacityProperty: true })) {
          window.signInFrames.push(Math.round(performance.now()));
        }
      }
      if (!header?.querySelector('button[aria-label^="Account menu"]')) {
        window.framesBeforeAvatar += 1;
        requestAnimationFrame(check);
      }
    };
    requestAnimationFrame(check);
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

  await page.goto('/');
  await expect(page.getByRole('button', { name: /Account menu of Esi Owusu/ })).toBeVisible();
  const frames = await page.evaluate(() => ({
    signIn: window.signInFrames,
    before: window.framesBeforeAvatar,
    copy: window.copyFrames,
    empty: window.emptyUserAreaFrames,
  }));
  expect(frames.before).toBeGreaterThan(0);
  expect(frames.signIn).toEqual([]);
  // The page itself painted from the HTML while the session was checked, and the app's first
  // frames held the avatar's place instead of an empty user area.
  expect(frames.copy).toBeGreaterThan(0);
  expect(frames.empty).toBe(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
});
