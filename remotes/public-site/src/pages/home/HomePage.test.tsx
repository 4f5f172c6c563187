import '../test/initTestI18n';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import HomePage from '../HomePage';
import { renderPage } from '../test/renderPage';

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

  it('shows three tier cards with prices, Professional marked Most Popular', async () => {
    await renderPage(<HomePage />);
    const tiers = screen.getByRole('region', { name: 'Membership for every stage of your career' });
    const cards = within(tiers)
      .getAllByRole('listitem')
      .filter((item) => item.querySelector('h3'));
    expect(cards.map((card) => card.querySelector('h3')?.textContent)).toEqual([
      'Student',
      'Professional',
      'Corporate',
    ]);
    const [student, professional, corporate] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(student.textContent).toContain('Affordable');
    expect(student.textContent).toContain('GHS 200');
    expect(professional.textContent).toContain('Professional Rate');
    expect(professional.textContent).toContain('GHS 500');
    expect(professional.textContent).toContain('Most Popular');
    expect(corporate.textContent).toContain('Enterprise');
    expect(corporate.textContent).toContain('From GHS 2,000');
    expect(student.textContent).not.toContain('Most Popular');
    for (const card of cards) {
      expect(within(card).getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe(
        '/membership',
      );
    }
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
