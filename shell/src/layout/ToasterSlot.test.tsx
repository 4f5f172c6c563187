import { toaster } from '@csan/shared-ui';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderShell } from '../test/render';
import { ToasterSlot } from './ToasterSlot';

afterEach(() => {
  toaster.remove();
});

describe('ToasterSlot', () => {
  it('renders nothing, and loads no toast code, while no toast is raised', () => {
    renderShell(<ToasterSlot />);
    expect(document.querySelector('[data-scope="toast"]')).toBeNull();
  });

  it('mounts the Toaster with the first toast', async () => {
    renderShell(<ToasterSlot />);
    act(() => {
      toaster.error({ title: 'Could not save' });
    });
    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toContain('Could not save');
    expect(toast.getAttribute('data-type')).toBe('error');
  });

  it('shows a toast raised before it rendered', async () => {
    toaster.success({ title: 'Signed out' });
    renderShell(<ToasterSlot />);
    expect((await screen.findByTestId('toast')).textContent).toContain('Signed out');
  });
});
