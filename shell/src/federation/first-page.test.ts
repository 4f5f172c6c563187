import { describe, expect, it, vi } from 'vitest';
import { prepareFirstPage } from './first-page';
import type { PageLoader } from './load-page';
import { createRemotePages } from './page-cache';

const Home = () => null;
const location = { host: 'localhost', pathname: '/' };

describe('prepareFirstPage', () => {
  it('makes the first render get the page itself, not a lazy component that suspends', async () => {
    const load = vi.fn<PageLoader>(async () => ({ default: Home }));
    const pages = createRemotePages(load, () => {});
    await prepareFirstPage(pages, location);
    expect(load).toHaveBeenCalledWith('public_site', 'HomePage');
    expect(pages.page('public_site', 'HomePage')).toBe(Home);
  });

  it('resolves on a failed remote, leaving the route to load again and show its panel', async () => {
    const load = vi.fn<PageLoader>(async () => {
      throw new Error('manifest unreachable');
    });
    const pages = createRemotePages(load, () => {});
    await expect(prepareFirstPage(pages, location)).resolves.toBeUndefined();
    expect(pages.page('public_site', 'HomePage')).not.toBe(Home);
    expect(pages.page('public_site', 'HomePage')).toHaveProperty('$$typeof');
  });

  it('waits no longer than its limit for a remote that hangs', async () => {
    vi.useFakeTimers();
    const pages = createRemotePages(
      () => new Promise(() => {}),
      () => {},
    );
    const done = vi.fn();
    prepareFirstPage(pages, location, 500).then(done);
    await vi.advanceTimersByTimeAsync(499);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalled();
    vi.useRealTimers();
  });

  it('does not hold the first render for a guarded page (its access check decides)', async () => {
    const load = vi.fn<PageLoader>(async () => ({ default: Home }));
    const pages = createRemotePages(load, () => {});
    await prepareFirstPage(pages, { host: 'localhost', pathname: '/admin' });
    await prepareFirstPage(pages, { host: 'intel.csan.africa', pathname: '/' });
    await prepareFirstPage(pages, { host: 'localhost', pathname: '/admin/waitlist' });
    expect(load).not.toHaveBeenCalled();
  });

  it('prepares the section’s page for a deep link under it (a reload of /resources/<id>)', async () => {
    const load = vi.fn<PageLoader>(async () => ({ default: Home }));
    const pages = createRemotePages(load, () => {});
    await prepareFirstPage(pages, { host: 'localhost', pathname: '/resources/0b6f' });
    expect(load).toHaveBeenCalledWith('library', 'ResourcesPage');
    expect(pages.page('library', 'ResourcesPage')).toBe(Home);
  });

  it('Retry drops a prepared page so it is loaded again', async () => {
    const load = vi.fn<PageLoader>(async () => ({ default: Home }));
    const pages = createRemotePages(load, () => {});
    await prepareFirstPage(pages, location);
    pages.retry('public_site');
    expect(pages.page('public_site', 'HomePage')).not.toBe(Home);
  });
});
