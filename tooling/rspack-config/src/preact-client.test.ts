// @vitest-environment jsdom
import { createElement } from 'preact/compat';
import { useEffect } from 'preact/hooks';
import { describe, expect, it } from 'vitest';
import { createRoot } from './preact-client';

const microtasksDone = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('preact-client (react-dom/client in the browser builds)', () => {
  it('runs a passive effect right after the commit, before any frame (as React does after a click)', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const frames: string[] = [];
    const raf = (frame: FrameRequestCallback) => {
      frames.push('frame');
      return setTimeout(() => frame(0), 1_000) as unknown as number;
    };
    window.requestAnimationFrame = raf;
    let ran = 0;
    function Opened() {
      useEffect(() => {
        ran += 1;
      }, []);
      return createElement('h2', null, 'Change password');
    }
    createRoot(container).render(createElement(Opened, null));
    expect(container.textContent).toBe('Change password');
    // One task later, no frame drawn: Preact's default would still be waiting for one.
    await microtasksDone();
    expect(ran).toBe(1);
    expect(frames).toEqual([]);
  });
});
