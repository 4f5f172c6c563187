import '@testing-library/jest-dom/vitest';
import { renderPage } from '@csan/shared-ui/testing';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import RdProjectsPage from './RdProjectsPage';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// Each page as the shell mounts it: at <section>/*, every path below handled by the page.
describe.each([
  {
    page: RdProjectsPage,
    section: '/rd-projects',
    list: 'R&D Projects',
    item: 'R&D project',
    id: 'Project ID: 42',
    back: 'Back to R&D Projects',
  },
])('the member area’s own routes under $section', ({ page, section, list, item, id, back }) => {
  const open = (url: string) => renderPage(page, { path: `${section}/*`, url });

  it(`${section} is the list`, async () => {
    await open(section);
    expect(screen.getByRole('heading', { level: 1, name: list })).toBeVisible();
  });

  it(`${section}/42 is that item’s page, naming its id, with a way back`, async () => {
    await open(`${section}/42`);
    expect(screen.getByRole('heading', { level: 1, name: item })).toBeVisible();
    expect(screen.getByText(id)).toBeVisible();
    expect(screen.getByRole('link', { name: back })).toHaveAttribute('href', section);
  });

  it('a deeper unknown path is the portal’s 404 page', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await open(`${section}/42/nope`);
    expect(screen.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('404'), `${section}/42/nope`);
  });
});
