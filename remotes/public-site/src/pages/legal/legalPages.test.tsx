import '../test/initTestI18n';
import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PrivacyPage from '../PrivacyPage';
import TermsPage from '../TermsPage';
import { LANGUAGES, renderPage } from '../test/renderPage';

const NUMBERED = /^(\d+)\. \S/;

// A fixed "today" proves the date is computed at render time, in the reader's language.
const TODAY = new Date(2031, 2, 5, 10, 0);
const TODAY_TEXT = {
  en: '5 March 2031',
  fr: '5 mars 2031',
  pt: '5 de março de 2031',
  sw: '5 Machi 2031',
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TODAY);
});
afterEach(() => {
  vi.useRealTimers();
});

function numberedSectionHeadings(): HTMLElement[] {
  return screen
    .getAllByRole('heading', { level: 2 })
    .filter((heading) => NUMBERED.test(heading.textContent ?? ''));
}

describe.each([
  { name: 'Privacy Policy', Page: PrivacyPage as ComponentType, path: '/privacy' },
  { name: 'Terms of Service', Page: TermsPage as ComponentType, path: '/terms' },
])('$name', ({ Page, path }) => {
  it.each(LANGUAGES)('has 12 to 15 sections numbered 1..n in %s', async (language) => {
    await renderPage(<Page />, { path, language });
    const numbers = numberedSectionHeadings().map((h) =>
      Number(NUMBERED.exec(h.textContent ?? '')?.[1]),
    );
    expect(numbers.length).toBeGreaterThanOrEqual(12);
    expect(numbers.length).toBeLessThanOrEqual(15);
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
  });

  it.each(LANGUAGES)("shows today's date as Last Updated in %s", async (language) => {
    await renderPage(<Page />, { path, language });
    expect(screen.getByText(new RegExp(TODAY_TEXT[language]))).toBeTruthy();
  });

  it('names the four legal tiers and the contact details', async () => {
    const { container } = await renderPage(<Page />, { path });
    const text = container.textContent ?? '';
    for (const tier of ['Student', 'Professional', 'Organization', 'Patron']) {
      expect(text).toContain(tier);
    }
    expect(text).toContain('Accra, Ghana');
    const address = container.querySelector('address');
    expect(address).not.toBeNull();
    const email = within(address as HTMLElement).getByRole('link', { name: 'info@csan.africa' });
    expect(email.getAttribute('href')).toBe('mailto:info@csan.africa');
    expect(within(address as HTMLElement).getByRole('link', { name: /^\+233/ })).toBeTruthy();
  });

  it('links each contents entry to its section on the same page', async () => {
    const { container } = await renderPage(<Page />, { path });
    const contents = screen.getByRole('navigation');
    const links = within(contents).getAllByRole('link');
    expect(links).toHaveLength(numberedSectionHeadings().length);
    for (const link of links) {
      const href = link.getAttribute('href') ?? '';
      expect(href.startsWith(`${path}#`)).toBe(true);
      expect(container.querySelector(`[id="${href.split('#')[1]}"]`)).not.toBeNull();
    }
  });
});

describe('Privacy Policy content', () => {
  it.each(LANGUAGES)(
    'states the minimum age of 16, Act 843 and Paystack in %s',
    async (language) => {
      const { container } = await renderPage(<PrivacyPage />, { path: '/privacy', language });
      const minimumAge = container.querySelector('#privacy-minimumAge');
      expect(minimumAge?.textContent).toMatch(/\b16\b/);
      const text = container.textContent ?? '';
      expect(text).toContain('Act 843');
      expect(text).toContain('Paystack');
      expect(text).toContain('TOTP');
    },
  );
});

describe('Terms of Service content', () => {
  it('puts disputes before the courts of Ghana', async () => {
    const { container } = await renderPage(<TermsPage />, { path: '/terms' });
    expect(container.querySelector('#terms-law')?.textContent).toContain('courts of Ghana');
  });
});
