import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PanelOnIntent, useClickOnMount } from './PanelOnIntent';

/** A panel whose trigger opens it, as Chakra's Menu.Trigger does. */
function FakePanel() {
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  useClickOnMount(trigger);
  return (
    <>
      <button ref={trigger} type="button" onClick={() => setOpen(true)}>
        Language
      </button>
      {open ? <div role="menu">languages</div> : null}
    </>
  );
}

const standIn = (props: object) => (
  <button type="button" {...props}>
    Language
  </button>
);

describe('PanelOnIntent', () => {
  it('shows the stand-in and loads nothing until the button is wanted', () => {
    const load = vi.fn(async () => ({ default: FakePanel }));
    render(<PanelOnIntent load={load} haspopup="menu" standIn={standIn} />);
    const button = screen.getByRole('button', { name: 'Language' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(load).not.toHaveBeenCalled();
    fireEvent.pointerEnter(button);
    expect(load).toHaveBeenCalledTimes(1); // pointing at it starts the download
  });

  it('a press mounts the panel, whose own trigger takes the press and the focus', async () => {
    const load = vi.fn(async () => ({ default: FakePanel }));
    render(<PanelOnIntent load={load} haspopup="menu" standIn={standIn} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Language' })));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Language' })).toHaveFocus();
  });

  it('keeps the stand-in when the download fails, and tries again on the next press', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<{ default: typeof FakePanel }>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue({ default: FakePanel });
    render(<PanelOnIntent load={load} haspopup="menu" standIn={standIn} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Language' })));
    const again = await screen.findByRole('button', { name: 'Language' });
    expect(screen.queryByRole('menu')).toBeNull();
    await act(async () => fireEvent.click(again));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
  });
});
