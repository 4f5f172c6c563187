import {
  createFakeSupabase,
  ok,
  provideTestClient,
  setViewer,
  type TableCall,
} from '@csan/shared-auth/testing';
import { renderPage } from '@csan/shared-ui/testing';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import LandingPage from './LandingPage';

const COURSE = {
  id: 'c1',
  slug: 'foundations-of-incident-response',
  title: 'Foundations of Incident Response',
  summary: 'Prepare, detect, contain and recover.',
  level: 'beginner',
  language: 'en',
  estimated_hours: 6,
  cpe_hours: 6,
  cover_url: null,
  status: 'published',
};

let calls: TableCall[];
let rows: unknown[];
let roles: unknown[];

afterEach(cleanup);

beforeEach(() => {
  calls = [];
  rows = [COURSE];
  roles = [];
  setViewer({ flags: { is_lms_active: true } });
  provideTestClient(
    createFakeSupabase({
      table: (call) => {
        // The viewer's own roles (the 'Write courses' link): none unless a case says so.
        if (call.table === 'user_roles') return ok(roles);
        calls.push(call);
        return ok(rows);
      },
    }).client,
  );
});

describe('the catalogue', () => {
  it('lists published courses, each linking to its page', async () => {
    await renderPage(LandingPage, { path: '/', strict: false });
    const link = await screen.findByRole('link', { name: COURSE.title });
    expect(link.getAttribute('href')).toBe('/courses/foundations-of-incident-response');
    expect(screen.getByText('1 course')).toBeTruthy();
    expect(calls[0]?.table).toBe('skillup_courses');
    expect(calls[0]?.filters).toContainEqual(['eq', 'status', 'published']);
  });

  it("shows 'Write courses' to an instructor only", async () => {
    await renderPage(LandingPage, { path: '/', strict: false });
    await screen.findByRole('link', { name: COURSE.title });
    expect(screen.queryByRole('link', { name: 'Write courses' })).toBeNull();
    cleanup();
    roles = [{ role: 'instructor' }];
    await renderPage(LandingPage, { path: '/', strict: false });
    const teach = await screen.findByRole('link', { name: 'Write courses' });
    expect(teach.getAttribute('href')).toBe('/teach');
  });

  it('filters by the level and language in the address, and searches title and summary', async () => {
    await renderPage(LandingPage, {
      path: '/',
      url: '/?level=advanced&language=fr',
      strict: false,
    });
    await screen.findByRole('link', { name: COURSE.title });
    const filters = calls.at(-1)?.filters ?? [];
    expect(filters).toContainEqual(['eq', 'level', 'advanced']);
    expect(filters).toContainEqual(['eq', 'language', 'fr']);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search courses' }), {
      target: { value: '50%_off, (x)' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('link', { name: COURSE.title });
    await expect
      .poll(() => calls.at(-1)?.filters.find((f) => f[0] === 'or'))
      .toEqual([
        'or',
        'title.ilike."%50\\\\%\\\\_off, (x)%",summary.ilike."%50\\\\%\\\\_off, (x)%"',
      ]);
  });

  it('says so when nothing matches', async () => {
    rows = [];
    await renderPage(LandingPage, { path: '/', strict: false });
    expect(
      await screen.findByText('No published course matches. Try other words or filters.'),
    ).toBeTruthy();
  });
});
