import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UiProvider } from '../provider/UiProvider';
import { PageHeader } from './PageHeader';

afterEach(cleanup);

describe('PageHeader', () => {
  it('is the page heading and the document title, which follows a new (translated) title', () => {
    document.title = 'CSAN';
    const { rerender } = render(
      <UiProvider>
        <PageHeader title="Complete Your Purchase" />
      </UiProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Complete Your Purchase');
    expect(document.title).toBe('Complete Your Purchase | CSAN');

    rerender(
      <UiProvider>
        <PageHeader title="Finaliser votre achat" />
      </UiProvider>,
    );
    expect(document.title).toBe('Finaliser votre achat | CSAN');
  });
});

describe('PageHeader with a document title of its own', () => {
  it('keeps the heading and names the open tab in the browser tab', () => {
    render(
      <UiProvider>
        <PageHeader title="Admin Dashboard" documentTitle="Waitlist · Admin Dashboard" />
      </UiProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Admin Dashboard');
    expect(document.title).toBe('Waitlist · Admin Dashboard | CSAN');
  });
});
