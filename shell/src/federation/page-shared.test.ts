import { describe, expect, it, vi } from 'vitest';
import { createPageShared } from './page-shared';

vi.mock('@module-federation/enhanced/runtime', () => ({ loadShare: vi.fn() }));

function setUp() {
  const load = vi.fn();
  const shared = createPageShared(load);
  const hook = shared.plugin().loadRemoteSnapshot as (args: unknown) => unknown;
  const manifestArrives = (name: string, manifestJson: unknown) =>
    hook({ moduleInfo: { name }, manifestJson });
  return { load, shared, manifestArrives };
}

const LIBRARY = {
  exposeShared: {
    ResourcesPage: ['@csan/shared-ui', '@csan/shared-ui/forms'],
    NewsletterPage: ['zustand'],
  },
};

describe('the shared modules of a page, started with its remote', () => {
  it('starts what the page needs as its manifest arrives, not what other pages need', () => {
    const { load, shared, manifestArrives } = setUp();
    shared.start('library', 'ResourcesPage');
    expect(load).not.toHaveBeenCalled();
    manifestArrives('library', LIBRARY);
    expect(load.mock.calls.map(([request]) => request)).toEqual([
      '@csan/shared-ui',
      '@csan/shared-ui/forms',
    ]);
  });

  it('starts at once when the manifest is already here, and nothing for an unknown page', () => {
    const { load, shared, manifestArrives } = setUp();
    manifestArrives('library', LIBRARY);
    expect(load).not.toHaveBeenCalled();
    shared.start('library', 'NewsletterPage');
    shared.start('library', 'NoSuchPage');
    expect(load.mock.calls).toEqual([['zustand']]);
  });

  it("waits per remote: another remote's manifest starts nothing", () => {
    const { load, shared, manifestArrives } = setUp();
    shared.start('library', 'ResourcesPage');
    manifestArrives('tools', { exposeShared: { ResourcesPage: ['zustand'] } });
    expect(load).not.toHaveBeenCalled();
  });

  it('starts nothing for a manifest without the field (a remote built before it) and passes it on', () => {
    const { load, shared } = setUp();
    const hook = shared.plugin().loadRemoteSnapshot as (args: unknown) => unknown;
    shared.start('library', 'ResourcesPage');
    const args = { moduleInfo: { name: 'library' }, manifestJson: { exposes: [] } };
    expect(hook(args)).toBe(args);
    expect(load).not.toHaveBeenCalled();
  });
});
