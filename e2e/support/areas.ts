import { AREA_REMOTES, type AreaFlag, type AreaRemote } from '@csan/remotes';
import { expect, type Page } from '@playwright/test';
import { translation } from './translations';

/**
 * The area remotes of the registry, named by their host label (skillup, intel, tools): the
 * subdomain that opens the area, the remote that renders it and the profile flag that grants it.
 */
export const AREAS = AREA_REMOTES.map((r) => r.area.hostLabel);
export type Area = AreaRemote['area']['hostLabel'];

function areaRemote(area: Area): AreaRemote {
  const remote = AREA_REMOTES.find((r) => r.area.hostLabel === area);
  if (!remote) throw new Error(`${area} is no area host label`);
  return remote;
}

/** The profile flag that grants the area of a host label. */
export const areaFlag = (area: Area): AreaFlag => areaRemote(area).area.flag;

/** Whether the area also needs MFA (aal2), as certification (intel) does. */
export const areaNeedsMfa = (area: Area): boolean => 'mfa' in areaRemote(area).area;

/** The area remote's landing page, in English, is what the area host shows. */
export async function expectAreaLanding(page: Page, area: Area): Promise<void> {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
    translation(`remotes/${areaRemote(area).folder}`, 'en', 'landing.title'),
  );
}
