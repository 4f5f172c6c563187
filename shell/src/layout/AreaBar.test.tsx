/**
 * @vitest-environment-options {"url": "http://intel.csan.localhost:8080/"}
 */
import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { setViewer } from '../guards/test-session';
import { renderShell } from '../test/render';
import { AreaBar } from './AreaBar';
import { AreaLinkList } from './AreaSwitch';
import { SiteBaseContext } from './site-base';

// On an area host (this page's address is the intel host), the sites bar links back to the main
// site and to the member's other areas; the side panel's list links every other area too.
const onIntel = (ui: ReactElement) =>
  renderShell(
    <SiteBaseContext.Provider value="http://csan.localhost:8080/">{ui}</SiteBaseContext.Provider>,
  );

const partner = {
  flags: { is_lms_active: true, is_cert_partner: true, has_premium_tool_access: true },
};

describe('the sites bar of an area host', () => {
  it('leads a partner back to the main site and to the two other areas', async () => {
    setViewer(partner);
    onIntel(<AreaBar />);
    const bar = await screen.findByRole('navigation', { name: 'CSAN sites' });
    const links = within(bar).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['CSAN main site', 'http://csan.localhost:8080/'],
      ['SkillUp', 'http://skillup.csan.localhost:8080/'],
      ['Premium tools', 'http://tools.csan.localhost:8080/'],
    ]);
  });

  it('gives a visitor or a member without flags the main site only', async () => {
    setViewer('signed-out');
    onIntel(<AreaBar />);
    expect(within(await screen.findByRole('navigation')).getAllByRole('link')).toHaveLength(1);
  });

  it('is not shown on the main site', () => {
    setViewer(partner);
    renderShell(<AreaBar />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('the side panel area list', () => {
  it('lists the areas whose flag the member holds, this one left out', () => {
    setViewer({ flags: { has_premium_tool_access: true, is_cert_partner: true } });
    onIntel(<AreaLinkList />);
    const list = screen.getByRole('navigation', { name: 'Areas' });
    expect(within(list).getByRole('link', { name: 'Premium tools area' })).toHaveAttribute(
      'href',
      'http://tools.csan.localhost:8080/',
    );
    expect(within(list).getAllByRole('link')).toHaveLength(1);
  });

  it('is left out for a member who may open no other area', () => {
    setViewer({ flags: { is_cert_partner: true } });
    onIntel(<AreaLinkList />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
