import '../test/initTestI18n';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PillarsPage from '../PillarsPage';
import { renderPage } from '../test/renderPage';

const ANCHORS = ['r-cbc', 'padrr', 'cb-irt', 'ets'];

// jsdom does not implement scrollIntoView; record which element asked to be shown.
const scrolledTo: Element[] = [];
beforeEach(() => {
  scrolledTo.length = 0;
  Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
    scrolledTo.push(this);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('Pillars page', () => {
  it('has one labelled section per pillar, anchored as the spec says', async () => {
    const { container } = await renderPage(<PillarsPage />, { path: '/pillars' });
    const sections = [...container.querySelectorAll('section[id]')];
    expect(sections.map((section) => section.id)).toEqual(ANCHORS);
    for (const section of sections) {
      const name = section.querySelector('h2')?.textContent ?? '';
      expect(screen.getByRole('region', { name })).toBe(section);
      // description, features list and impact
      expect(section.querySelectorAll('ul > li').length).toBeGreaterThanOrEqual(3);
      expect(section.querySelectorAll('h3')).toHaveLength(2);
    }
  });

  it('scrolls to the section named in the URL fragment', async () => {
    const { container } = await renderPage(<PillarsPage />, { path: '/pillars#cb-irt' });
    expect(scrolledTo).toEqual([container.querySelector('#cb-irt')]);
  });

  it('does not scroll without a fragment', async () => {
    await renderPage(<PillarsPage />, { path: '/pillars' });
    expect(scrolledTo).toEqual([]);
  });
});
