import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { createMember, type Member, serviceClient } from '../support/backend';
import { expectNoMissingKeys } from '../support/missing-keys';
import { areaUrl } from '../support/ports';
import { areaRoutes, pathsToVisit } from '../support/route-data';
import { signInAs } from '../support/session';
import { LANGUAGES, type LanguageCode, translation } from '../support/translations';

// Every intel page (the remote's route data with its visits: the list, the form, a seeded
// advisory and its edit form, the organisation, the protocols, About) on a 390×844 phone:
// axe finds nothing serious or critical, nothing scrolls sideways, and in each of the four
// languages the page's own heading is translated and no key shows. The viewer is an analyst who
// is also the focal point of an organisation with a constituency entry, so every part of every
// page is there (board, form, people, watchlist editing).
test.describe.configure({ timeout: 300_000 });

const INTEL = 'remotes/intel';
const origin = areaUrl('intel');
const PATHS = pathsToVisit(areaRoutes('intel'));

/** The translated text each path's page must show in its main region, by language. */
function expectedText(path: string, language: LanguageCode): string {
  if (/^\/advisories\/[0-9a-f-]{36}\/edit$/.test(path)) {
    return translation(INTEL, language, 'editor.basics');
  }
  if (/^\/advisories\/[0-9a-f-]{36}$/.test(path)) {
    return translation(INTEL, language, 'detail.indicators');
  }
  const key: Record<string, string> = {
    '/': 'landing.title',
    '/advisories': 'landing.title',
    '/advisories/new': 'editor.newTitle',
    '/organisation': 'org.title',
    '/protocols': 'protocols.title',
    '/protocols/new': 'playbook.newTitle',
    '/about': 'about.title',
  };
  return translation(INTEL, language, key[path] ?? 'landing.title');
}

/** Opens a page and waits until its reads have answered. */
async function openSettled(page: Page, url: string) {
  await page.goto(url);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  await expect(main.getByRole('status').filter({ hasText: /…$/ })).toHaveCount(0, {
    timeout: 30_000,
  });
  await page.waitForLoadState('networkidle');
}

let viewer: Member;

test.beforeAll(async () => {
  viewer = await createMember({
    mfaDeadline: null,
    totp: true,
    flags: { is_cert_partner: true },
    fullName: 'Intel Page Viewer',
  });
  const service = await serviceClient();
  const org = await service
    .from('intel_organisations')
    .insert({
      name: `E2E Pages CSIRT ${randomUUID().slice(0, 6)}`,
      country: 'KE',
      sector: 'telecom',
      kind: 'csirt',
    })
    .select('id')
    .single();
  if (org.error) throw new Error(org.error.message);
  for (const { error } of [
    await service.from('user_roles').insert({ user_id: viewer.id, role: 'intel_analyst' }),
    await service
      .from('intel_org_members')
      .insert({ org_id: org.data.id, user_id: viewer.id, role: 'focal_point' }),
    await service
      .from('intel_watchlist_entries')
      .insert({ org_id: org.data.id, kind: 'domain', value: 'example.ke', created_by: viewer.id }),
  ]) {
    if (error) throw new Error(error.message);
  }
});

test('every intel page on a phone: axe finds nothing serious or critical', async ({ page }) => {
  await signInAs(page, viewer, origin);
  await page.setViewportSize({ width: 390, height: 844 });
  const found: string[] = [];
  for (const path of PATHS) {
    await test.step(path, async () => {
      await openSettled(page, `${origin}${path}?lng=en`);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(1);
      const { violations } = await new AxeBuilder({ page }).analyze();
      for (const v of violations) {
        if (v.impact === 'serious' || v.impact === 'critical') {
          found.push(`${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        }
      }
    });
  }
  expect(found).toEqual([]);
});

test('every intel page in English, French, Portuguese and Swahili', async ({ page }) => {
  await signInAs(page, viewer, origin);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const language of LANGUAGES) {
    for (const path of PATHS) {
      await test.step(`${language.code} ${path}`, async () => {
        await openSettled(page, `${origin}${path}?lng=${language.code}`);
        await expect(page.getByRole('main')).toContainText(expectedText(path, language.code));
        await expectNoMissingKeys(page);
      });
    }
  }
});
