import '@testing-library/jest-dom/vitest';
import { renderPage } from '@csan/shared-ui/testing';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ResourcesPage from './ResourcesPage';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The page as the shell mounts it: at /resources/*, every path below handled by the page. */
const open = (url: string) => renderPage(ResourcesPage, { path: '/resources/*', url });

describe('the library’s own routes under /resources', () => {
  it('/resources is the library', async () => {
    await open('/resources');
    expect(screen.getByRole('heading', { level: 1, name: 'Resource Library' })).toBeVisible();
  });

  it('/resources/<id> is that resource’s page, naming its id, with a way back', async () => {
    await open('/resources/3f2a%20b');
    expect(screen.getByRole('heading', { level: 1, name: 'Resource' })).toBeVisible();
    expect(screen.getByText('Resource ID: 3f2a b')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the Resource Library' })).toHaveAttribute(
      'href',
      '/resources',
    );
    expect(document.title).toBe('Resource | CSAN');
  });

  it('a deeper unknown path is the portal’s 404 page', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await open('/resources/3f2a/nope');
    expect(screen.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('404'), '/resources/3f2a/nope');
  });
});
