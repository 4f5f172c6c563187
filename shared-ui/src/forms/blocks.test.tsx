import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
// The classes are @csan/shared-auth's (the model); their texts are here (the on-demand half).
import { DATA_ERROR_KINDS } from '../../../shared-auth/src/data-error';
import { initI18n } from '../i18n/i18n';
import { UiProvider } from '../provider/UiProvider';
import {
  type DataColumn,
  DataTable,
  dataErrorTextKind,
  downloadBlob,
  FormDialog,
  LabelledField,
  Pager,
  useDataErrorText,
  useListParams,
} from '.';
import { Input } from './chakra';
import en from './i18n/en.json';
import fr from './i18n/fr.json';
import pt from './i18n/pt.json';
import sw from './i18n/sw.json';

afterEach(cleanup);

function ui(children: ReactNode, url = '/') {
  initI18n();
  return render(
    <UiProvider>
      <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
    </UiProvider>,
  );
}

type Row = { id: string; name: string; email: string };
const COLUMNS: DataColumn<Row>[] = [
  { key: 'name', header: 'Name', cell: (r) => r.name, rowHeader: true },
  { key: 'email', header: 'Email', cell: (r) => r.email, breakAll: true },
];
const ROWS: Row[] = [
  { id: '1', name: 'Ama', email: 'ama@csan.test' },
  { id: '2', name: 'Kofi', email: 'kofi@csan.test' },
];

describe('DataTable', () => {
  it('names the table, heads its columns and rows', () => {
    ui(<DataTable columns={COLUMNS} rows={ROWS} rowKey={(r) => r.id} label="Waitlist" />);
    const table = screen.getByRole('table', { name: 'Waitlist' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Email']);
    expect(within(table).getByRole('rowheader', { name: 'Kofi' })).toHaveAttribute('scope', 'row');
    expect(within(table).getByRole('cell', { name: 'ama@csan.test' })).toBeInTheDocument();
    // The sideways-scrolling box is a named region a keyboard can focus.
    const region = screen.getByRole('region', { name: /Waitlist/ });
    expect(region).toHaveAttribute('tabindex', '0');
  });

  it('a visible caption names it', () => {
    ui(<DataTable columns={COLUMNS} rows={ROWS} rowKey={(r) => r.id} caption="Recent leads" />);
    expect(screen.getByRole('table', { name: 'Recent leads' })).toBeInTheDocument();
  });

  it('shows loading, then the error with Retry, then empty — never a table without rows', async () => {
    const onRetry = vi.fn();
    const { rerender } = ui(
      <DataTable columns={COLUMNS} rows={undefined} rowKey={(r) => r.id} label="L" loading />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    rerender(
      <UiProvider>
        <DataTable
          columns={COLUMNS}
          rows={undefined}
          rowKey={(r) => r.id}
          label="L"
          error="Could not load the waitlist."
          onRetry={onRetry}
        />
      </UiProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the waitlist.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
    rerender(
      <UiProvider>
        <DataTable columns={COLUMNS} rows={[]} rowKey={(r) => r.id} label="L" empty="No one yet." />
      </UiProvider>,
    );
    expect(screen.getByText('No one yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('marks rows being replaced as busy', () => {
    ui(<DataTable columns={COLUMNS} rows={ROWS} rowKey={(r) => r.id} label="W" busy />);
    expect(screen.getByRole('region')).toHaveAttribute('aria-busy', 'true');
  });
});

describe('Pager', () => {
  it('says where it is and moves a page at a time, disabled at each end', async () => {
    const onPage = vi.fn();
    const { rerender } = ui(<Pager page={1} pages={3} onPage={onPage} label="Waitlist pages" />);
    const nav = screen.getByRole('navigation', { name: 'Waitlist pages' });
    expect(nav).toHaveTextContent('Page 1 of 3');
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(2);
    rerender(
      <UiProvider>
        <Pager page={3} pages={3} onPage={onPage} />
      </UiProvider>,
    );
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('hides a single page when asked (public lists)', () => {
    ui(<Pager page={1} pages={1} onPage={() => {}} hideSingle />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

function ListProbe() {
  const { search, page, setSearch, setPage } = useListParams();
  const { search: address } = useLocation();
  return (
    <div>
      <output data-testid="state">{`${search}|${page}|${address}`}</output>
      <button type="button" onClick={() => setPage(page + 1)}>
        next
      </button>
      <button type="button" onClick={() => setSearch('ada')}>
        search
      </button>
      <button type="button" onClick={() => setPage(1)}>
        first
      </button>
    </div>
  );
}

describe('useListParams', () => {
  it('reads ?q=&page= and writes them back, a new search going to page 1, filters kept', async () => {
    ui(<ListProbe />, '/admin/users?q=%20kofi%20&page=3&tier=Premium');
    const state = () => screen.getByTestId('state').textContent;
    expect(state()).toBe('kofi|3|?q=%20kofi%20&page=3&tier=Premium');
    await userEvent.click(screen.getByRole('button', { name: 'next' }));
    expect(state()).toBe('kofi|4|?q=+kofi+&page=4&tier=Premium');
    await userEvent.click(screen.getByRole('button', { name: 'search' }));
    expect(state()).toBe('ada|1|?q=ada&tier=Premium');
    await userEvent.click(screen.getByRole('button', { name: 'next' }));
    await userEvent.click(screen.getByRole('button', { name: 'first' }));
    expect(state()).toBe('ada|1|?q=ada&tier=Premium');
  });

  it('a malformed page is page 1', () => {
    ui(<ListProbe />, '/x?page=-4');
    expect(screen.getByTestId('state').textContent).toBe('|1|?page=-4');
  });
});

function DialogProbe({ danger = false, busy = false }: { danger?: boolean; busy?: boolean }) {
  // A busy dialog is one that was opened, then started saving.
  const [open, setOpen] = useState(busy);
  const [saved, setSaved] = useState(0);
  return (
    <>
      <FormDialog
        trigger={<button type="button">Open</button>}
        open={open}
        onOpenChange={setOpen}
        title="Delete code"
        description="This cannot be undone."
        confirmLabel="Delete"
        danger={danger}
        busy={busy}
        onConfirm={() => setSaved((n) => n + 1)}
      >
        <LabelledField label="Reason" helper="Why it goes">
          {(describedBy) => <Input aria-describedby={describedBy} />}
        </LabelledField>
      </FormDialog>
      <output data-testid="saved">{saved}</output>
    </>
  );
}

describe('FormDialog', () => {
  it('opens from its trigger, submits with Enter and with its action, and cancels', async () => {
    ui(<DialogProbe />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete code' });
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'old{Enter}');
    expect(screen.getByTestId('saved')).toHaveTextContent('1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(screen.getByTestId('saved')).toHaveTextContent('2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  // Its first focus (Cancel) needs a layout to find tabbable elements: not in jsdom.
  it('a danger dialog is an alertdialog', async () => {
    ui(<DialogProbe danger />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete code' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('nothing submits or closes it while it is busy', async () => {
    ui(<DialogProbe busy />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    fireEvent.submit(dialog.querySelector('form') as HTMLFormElement);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByTestId('saved')).toHaveTextContent('0');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('FormDialog options', () => {
  it('a locked dialog closes only through its own footer (no Escape, no close button)', async () => {
    function Locked() {
      const [open, setOpen] = useState(true);
      return (
        <FormDialog
          open={open}
          onOpenChange={setOpen}
          title="Backup codes"
          alert
          locked
          asForm={false}
          footer={
            <button type="button" onClick={() => setOpen(false)}>
              Saved
            </button>
          }
        >
          <p>abcd-efgh</p>
        </FormDialog>
      );
    }
    ui(<Locked />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Backup codes' });
    expect(dialog.querySelector('form')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Saved' }));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('names its close button and its busy action as told, and mounts fresh on each opening', async () => {
    function Fresh({ busy }: { busy: boolean }) {
      return (
        <FormDialog
          open
          onOpenChange={() => undefined}
          title="Edit profile"
          confirmLabel="Save"
          busyLabel="Saving…"
          closeLabel="Close the profile"
          busy={busy}
          freshOnOpen
          fullOnPhone
        >
          <Input aria-label="Bio" />
        </FormDialog>
      );
    }
    const { rerender } = ui(<Fresh busy={false} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit profile' });
    expect(within(dialog).getByRole('button', { name: 'Close the profile' })).toBeEnabled();
    rerender(
      <UiProvider>
        <Fresh busy />
      </UiProvider>,
    );
    expect(await screen.findByText('Saving…')).toBeInTheDocument();
  });
});

describe('LabelledField', () => {
  it('labels the control, and reads the error (not the helper) with it', () => {
    ui(
      <LabelledField label="Email" required error="Enter an e-mail address" helper="Work address">
        {(describedBy) => <Input aria-describedby={describedBy} />}
      </LabelledField>,
    );
    const input = screen.getByRole('textbox', { name: /Email/ });
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('Enter an e-mail address');
    expect(screen.queryByText('Work address')).toBeNull();
  });

  it('takes a plain control too, with the helper under it', () => {
    ui(
      <LabelledField label="Name" helper="As on your ID">
        <Input />
      </LabelledField>,
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'As on your ID',
    );
  });
});

describe('downloadBlob', () => {
  it('saves the blob under its name through a temporary link, then releases the URL', () => {
    vi.useFakeTimers();
    const create = vi.fn(() => 'blob:csan/1');
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const blob = new Blob(['a,b'], { type: 'text/csv' });
    downloadBlob(blob, 'leads.csv');
    expect(create).toHaveBeenCalledWith(blob);
    expect(clicked[0]?.download).toBe('leads.csv');
    expect(clicked[0]?.href).toBe('blob:csan/1');
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revoke).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(60_000));
    expect(revoke).toHaveBeenCalledWith('blob:csan/1');
    click.mockRestore();
    vi.useRealTimers();
  });
});

function ErrorText({ error }: { error: unknown }) {
  return <p>{useDataErrorText()(error)}</p>;
}

describe('data-error texts', () => {
  it('words each class of DataError, and anything else as unknown', () => {
    ui(<ErrorText error={{ kind: 'rate-limited' }} />);
    expect(
      screen.getByText('Too many attempts. Please wait a moment and try again.'),
    ).toBeVisible();
    expect(dataErrorTextKind(new Error('x'))).toBe('unknown');
    expect(dataErrorTextKind({ kind: 'made-up' })).toBe('unknown');
    expect(dataErrorTextKind({ kind: 'needs-mfa' })).toBe('needs-mfa');
  });

  it("has a text for every class of @csan/shared-auth's DataError, and no other", () => {
    expect(Object.keys(en.dataError).sort()).toEqual([...DATA_ERROR_KINDS].sort());
  });

  it('has every text in the four languages', () => {
    const keys = (tree: object, prefix = ''): string[] =>
      Object.entries(tree).flatMap(([k, v]) =>
        typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
      );
    for (const other of [fr, pt, sw]) expect(keys(other)).toEqual(keys(en));
  });
});
