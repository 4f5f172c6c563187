import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../testing/render-page';
import { NotFoundPage } from './NotFoundPage';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('NotFoundPage (the shell’s 404, also shown by remotes for unknown sub-paths)', () => {
  it("says '404', 'Oops! Page not found', links home and logs the path", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderPage(<NotFoundPage homePath="/" />, {
      path: '/admin/*',
      url: '/admin/no-such-tab',
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('404');
    screen.getByText('Oops! Page not found');
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    expect(document.title).toBe('Page not found | CSAN');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('404'), '/admin/no-such-tab');
  });

  it('speaks the reader’s language', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderPage(<NotFoundPage homePath="/" />, { language: 'fr' });
    screen.getByText('Oups ! Page introuvable');
    screen.getByRole('link', { name: 'Retour à l’accueil' });
  });
});
