import './test/initTestI18n';
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import pt from '../i18n/pt.json';
import sw from '../i18n/sw.json';
import AboutPage from './AboutPage';
import HomePage from './HomePage';
import PillarsPage from './PillarsPage';
import PrivacyPage from './PrivacyPage';
import TermsPage from './TermsPage';
import { LANGUAGES, renderPage, textNodes } from './test/renderPage';

type Bundle = typeof en;
const BUNDLES: Record<(typeof LANGUAGES)[number], Bundle> = { en, fr, pt, sw };

// i18next renders the key itself when a translation is missing.
const RAW_KEY = /^(home|about|pillars|legal|privacy|terms)\./;

const PAGES: {
  name: string;
  Page: ComponentType;
  path: string;
  h1: (b: Bundle) => string;
  title: (b: Bundle) => string;
}[] = [
  {
    name: 'Home',
    Page: HomePage,
    path: '/',
    h1: (b) => b.home.hero.title,
    title: (b) => b.home.meta.title,
  },
  {
    name: 'About',
    Page: AboutPage,
    path: '/about',
    h1: (b) => b.about.title,
    title: (b) => b.about.meta.title,
  },
  {
    name: 'Pillars',
    Page: PillarsPage,
    path: '/pillars',
    h1: (b) => b.pillars.title,
    title: (b) => b.pillars.meta.title,
  },
  {
    name: 'Privacy',
    Page: PrivacyPage,
    path: '/privacy',
    h1: (b) => b.privacy.title,
    title: (b) => b.privacy.meta.title,
  },
  {
    name: 'Terms',
    Page: TermsPage,
    path: '/terms',
    h1: (b) => b.terms.title,
    title: (b) => b.terms.meta.title,
  },
];

describe.each(PAGES)('$name page', ({ Page, path, h1, title }) => {
  it.each(LANGUAGES)(
    'renders fully translated in %s, with one h1 and a document title',
    async (language) => {
      const { container } = await renderPage(<Page />, { path, language });
      const bundle = BUNDLES[language];

      const headings = screen.getAllByRole('heading', { level: 1 });
      expect(headings).toHaveLength(1);
      expect(headings[0]?.textContent).toBe(h1(bundle));
      expect(document.title).toBe(title(bundle));
      expect(textNodes(container).filter((text) => RAW_KEY.test(text))).toEqual([]);
    },
  );
});

describe('translations', () => {
  it('are real translations, not copies of English', () => {
    for (const language of ['fr', 'pt', 'sw'] as const) {
      const bundle = BUNDLES[language];
      expect(bundle.home.hero.title).not.toBe(en.home.hero.title);
      expect(bundle.privacy.sections.minimumAge.p1).not.toBe(en.privacy.sections.minimumAge.p1);
      expect(bundle.terms.sections.law.p1).not.toBe(en.terms.sections.law.p1);
      expect(bundle.pillars.items.cbirt.description).not.toBe(en.pillars.items.cbirt.description);
    }
  });
});
