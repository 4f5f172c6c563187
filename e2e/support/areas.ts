import { AREA_REMOTES, type AreaFlag, AREAS as REGISTRY_AREAS } from '@csan/remotes';
import { expect, type Page } from '@playwright/test';
import { translation } from './translations';

/**
 * The registry's areas, named by their host label (skillup, intel, tools): the subdomain that
 * opens the area, the remote that renders it and the profile flag that grants it.
 */
export const AREAS = REGISTRY_AREAS.map((a) => a.hostLabel);
export type Area = (typeof REGISTRY_AREAS)[number]['hostLabel'];

function areaOf(area: Area) {
  const spec = REGISTRY_AREAS.find((a) => a.hostLabel === area);
  const remote = AREA_REMOTES.find((r) => r.area === spec?.name);
  if (!spec || !remote) throw new Error(`${area} is no area host label`);
  return { spec, remote };
}

/** The profile flag that grants the area of a host label. */
export const areaFlag = (area: Area): AreaFlag => areaOf(area).spec.flag;

/** Whether the area also needs MFA (aal2), as certification (intel) does. */
export const areaNeedsMfa = (area: Area): boolean => 'mfa' in areaOf(area).spec;

/** The area remote's landing page, in English, is what the area host shows. */
export async function expectAreaLanding(page: Page, area: Area): Promise<void> {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
    translation(`remotes/${areaOf(area).remote.folder}`, 'en', 'landing.title'),
  );
}
