import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { Link, MemoryRouter, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { useNewPageFocus } from './use-new-page-focus';

function Page() {
  const main = useRef<HTMLElement>(null);
  useNewPageFocus(main);
  const navigate = useNavigate();
  return (
    <>
      <nav>
        <Link to="/about">About</Link>
        <Link to="/about?tab=2">Same page, other query</Link>
        <Link to="/pillars#ets">ETS</Link>
        <button type="button" onClick={() => navigate(-1)}>
          Back
        </button>
      </nav>
      <main ref={main} tabIndex={-1}>
        content
      </main>
    </>
  );
}

let scrollTo: MockInstance<typeof window.scrollTo>;

beforeEach(() => {
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Page />
    </MemoryRouter>,
  );
  return { main: screen.getByRole('main'), user: userEvent.setup() };
}

describe('useNewPageFocus', () => {
  it('leaves the first page alone', () => {
    const { main } = renderAt('/');
    expect(scrollTo).not.toHaveBeenCalled();
    expect(main).not.toHaveFocus();
  });

  it('starts a page opened by a link at its top, with focus in the main region', async () => {
    const { main, user } = renderAt('/');
    await user.click(screen.getByRole('link', { name: 'About' }));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(main).toHaveFocus();
  });

  it('does nothing when only the query changes', async () => {
    const { main, user } = renderAt('/about');
    await user.click(screen.getByRole('link', { name: 'Same page, other query' }));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(main).not.toHaveFocus();
  });

  it('leaves the scrolling to the section of a link with a fragment, but still moves focus', async () => {
    const { main, user } = renderAt('/');
    await user.click(screen.getByRole('link', { name: 'ETS' }));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(main).toHaveFocus();
  });

  it('leaves back and forward to the browser, which restores the position', async () => {
    const { main, user } = renderAt('/');
    await user.click(screen.getByRole('link', { name: 'About' }));
    scrollTo.mockClear();
    act(() => main.blur());
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(main).not.toHaveFocus();
  });
});
