import '../test/initTestI18n';
import { configureSupabase } from '@csan/shared-auth';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import HomePage from '../HomePage';
import { renderPage } from '../test/renderPage';

configureSupabase({ supabaseUrl: 'http://api.test', supabaseAnonKey: 'anon' });

/** membership_pricing as the anonymous read returns it; Professional changed by an admin. */
const PRICES = [
  { tier: 'Student', base_price_cents: 20000 },
  { tier: 'Professional', base_price_cents: 45000 },
  { tier: 'Corporate', base_price_cents: 200000 },
];
const pricesAnswer = vi.fn<typeof fetch>();

beforeEach(() => {
  pricesAnswer.mockImplementation(async () => Response.json(PRICES));
  vi.stubGlobal('fetch', pricesAnswer);
});
afterEach(() => vi.unstubAllGlobals());

function tierCards(): [HTMLElement, HTMLElement, HTMLElement] {
  const tiers = screen.getByRole('region', { name: 'Membership for every stage of your career' });
  return within(tiers)
    .getAllByRole('listitem')
    .filter((item) => item.querySelector('h3')) as [HTMLElement, HTMLElement, HTMLElement];
}

function hrefOf(name: string | RegExp): string | null {
  return screen.getByRole('link', { name }).getAttribute('href');
}

describe('Home page', () => {
  it('offers Join and Commission R&D from the hero', async () => {
    await renderPage(<HomePage />);
    const hero = screen.getByRole('region', { name: "Securing Africa's Digital Future" });
    expect(within(hero).getByRole('link', { name: 'Join' }).getAttribute('href')).toBe(
      '/membership',
    );
    expect(within(hero).getByRole('link', { name: 'Commission R&D' }).getAttribute('href')).toBe(
      '/rd-services',
    );
  });

  it('summarises the four pillars and links to /pillars', async () => {
    await renderPage(<HomePage />);
    expect(hrefOf('Explore the four pillars')).toBe('/pillars');
    expect(hrefOf('Cross-Border Incident Response')).toBe('/pillars#cb-irt');
    for (const acronym of ['R-CBC', 'PADRR', 'CB-IRT', 'ETS']) {
      expect(screen.getByText(acronym)).toBeTruthy();
    }
  });

  it('shows three tier cards with the prices of membership_pricing, Professional marked Most Popular', async () => {
    await renderPage(<HomePage />);
    const cards = tierCards();
    expect(cards.map((card) => card.querySelector('h3')?.textContent)).toEqual([
      'Student',
      'Professional',
      'Corporate',
    ]);
    const [student, professional, corporate] = cards;
    await waitFor(() => expect(professional.textContent).toContain('GHS 450.00'));
    expect(String(pricesAnswer.mock.calls[0]?.[0])).toBe(
      'http://api.test/rest/v1/membership_pricing?select=tier,base_price_cents',
    );
    expect(student.textContent).toContain('Affordable');
    expect(student.textContent).toContain('GHS 200.00');
    expect(professional.textContent).toContain('Professional Rate');
    expect(professional.textContent).not.toContain('GHS 500');
    expect(professional.textContent).toContain('Most Popular');
    expect(corporate.textContent).toContain('Enterprise');
    expect(corporate.textContent).toContain('FromGHS 2,000.00per year');
    expect(student.textContent).not.toContain('Most Popular');
    for (const card of cards) {
      expect(within(card).getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe(
        '/membership',
      );
    }
  });

  it('holds each price line with a placeholder until the prices arrive, never a price of its own', async () => {
    let answer: (response: Response) => void = () => {};
    pricesAnswer.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    await renderPage(<HomePage />);
    const professional = screen.getByTestId('tier-price-Professional');
    expect(professional.getAttribute('aria-busy')).toBe('true');
    expect(professional.textContent).toBe('Loading the current priceper year');
    answer(Response.json(PRICES));
    await waitFor(() => expect(professional.getAttribute('aria-busy')).toBe('false'));
    expect(professional.textContent).toBe('GHS 450.00per year');
  });

  it('sends the visitor to the membership page for the price when the read fails', async () => {
    pricesAnswer.mockImplementation(async () =>
      Response.json({ message: 'down' }, { status: 503 }),
    );
    await renderPage(<HomePage />);
    const [student] = tierCards();
    await waitFor(() =>
      expect(student.textContent).toContain('See the price on the membership page'),
    );
    expect(student.textContent).not.toMatch(/GHS/);
  });

  it('ends with the R&D call to action and the Ghana Advantage', async () => {
    await renderPage(<HomePage />);
    const rd = screen.getByRole('region', { name: 'Need research you can act on?' });
    expect(within(rd).getByRole('link', { name: 'Commission R&D' }).getAttribute('href')).toBe(
      '/rd-services',
    );
    const ghana = screen.getByRole('region', { name: 'The Ghana Advantage' });
    const points = within(ghana)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(points).toEqual(['Political stability', 'Tech infrastructure', 'Regional gateway']);
  });
});
