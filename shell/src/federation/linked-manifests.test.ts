import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchLinkedManifests } from './linked-manifests';

vi.mock('@module-federation/enhanced/runtime', () => ({ getInstance: () => undefined }));

/** jsdom lays nothing out: a link "shows" when it is given a box. */
function link(href: string, shown = true): HTMLAnchorElement {
  const element = document.createElement('a');
  element.href = href;
  element.getClientRects = () =>
    (shown ? [new DOMRect(0, 0, 10, 10)] : []) as unknown as DOMRectList;
  return element;
}

describe('watchLinkedManifests: the manifests of the remotes that shown links open', () => {
  let stop: () => void = () => undefined;
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });

  function watch({ saveData = false } = {}) {
    const fetchManifest = vi.fn();
    const idle: (() => void)[] = [];
    stop = watchLinkedManifests({
      root: document.body,
      here: { host: window.location.host, pathname: '/' },
      fetchManifest,
      whenIdle: (run) => idle.push(run),
      saveData: () => saveData,
    });
    const runIdle = () => {
      for (const run of idle.splice(0)) run();
    };
    return { fetchManifest, runIdle, idle };
  }

  it('waits for idle, then asks once per remote, for shown same-host links only', () => {
    document.body.append(
      link('/resources'),
      link('/rd-services'),
      link('/membership'),
      link('/account', false),
      link('https://example.org/resources'),
      link('/'),
    );
    const { fetchManifest, runIdle } = watch();
    expect(fetchManifest).not.toHaveBeenCalled();
    runIdle();
    expect(fetchManifest.mock.calls).toEqual([['library'], ['membership_checkout']]);
  });

  it('asks for the remotes of links that appear later (a menu opening), not again for others', async () => {
    document.body.append(link('/resources'));
    const { fetchManifest, runIdle } = watch();
    runIdle();
    const menu = document.createElement('div');
    menu.append(link('/products'), link('/account'));
    document.body.append(menu);
    await Promise.resolve(); // MutationObserver callbacks run as a microtask
    runIdle();
    expect(fetchManifest.mock.calls).toEqual([['library'], ['member_area']]);
  });

  it('measures no link whose remote is already asked for', async () => {
    document.body.append(link('/resources'));
    const { runIdle } = watch();
    runIdle();
    const again = link('/products');
    const measured = vi.spyOn(again, 'getClientRects');
    document.body.append(again);
    await Promise.resolve();
    runIdle();
    expect(measured).not.toHaveBeenCalled();
  });

  it('schedules one idle scan for many changes', async () => {
    const { idle, runIdle } = watch();
    runIdle();
    document.body.append(link('/resources'));
    document.body.append(link('/membership'));
    await Promise.resolve();
    expect(idle).toHaveLength(1);
  });

  it('fetches nothing ahead when the visitor asked to save data', () => {
    document.body.append(link('/resources'));
    const { fetchManifest, runIdle } = watch({ saveData: true });
    runIdle();
    expect(fetchManifest).not.toHaveBeenCalled();
  });
});
