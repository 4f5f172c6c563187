import { toaster, UiProvider } from '@csan/shared-ui';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../../../i18n';
import { initI18n } from '@csan/shared-ui';
import { BackupCodesDialog } from './BackupCodesDialog';

const CODES = ['AB12CD34', 'EF56GH78', 'JK90LM12'];

beforeAll(async () => {
  await initI18n().changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function show(onDone = vi.fn()) {
  render(
    <UiProvider>
      <BackupCodesDialog codes={CODES} onDone={onDone} />
    </UiProvider>,
  );
  return onDone;
}

describe("'Save Your Backup Codes'", () => {
  it('lists the codes as an ordered list whose items are its only children', async () => {
    show();
    const dialog = await screen.findByRole('alertdialog', { name: 'Save Your Backup Codes' });
    const list = within(dialog).getByRole('list', { name: 'Save Your Backup Codes' });
    expect(list.tagName).toBe('OL');
    expect([...list.children].map((child) => child.tagName)).toEqual(['LI', 'LI', 'LI']);
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
  });

  it("Copy All copies every code, one a line, and says 'Copied!'", async () => {
    const success = vi.spyOn(toaster, 'success');
    const user = userEvent.setup();
    const onDone = show();
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Copy All' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith({ title: 'Copied!' }));
    expect(within(dialog).getByRole('button', { name: 'Copied!' })).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(CODES.join('\n'));

    await user.click(within(dialog).getByRole('button', { name: "I've Saved Them" }));
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('says so when the browser refuses to copy', async () => {
    const error = vi.spyOn(toaster, 'error');
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    show();
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Copy All' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith({
        title: 'Could not copy. Please select and copy the text yourself.',
      }),
    );
    expect(within(dialog).getByRole('button', { name: 'Copy All' })).toBeTruthy();
  });
});
