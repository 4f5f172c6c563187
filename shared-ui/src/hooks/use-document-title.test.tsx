import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DocumentTitleSink, pageTitle, useDocumentTitle } from './use-document-title';

function Page({ title }: { title: string }) {
  useDocumentTitle(title);
  return <h1>{title}</h1>;
}

describe('useDocumentTitle', () => {
  it('sets the tab title once the page is shown, and again when its text changes', () => {
    const { rerender } = render(<Page title={pageTitle('Checkout')} />);
    expect(document.title).toBe('Checkout | CSAN');
    rerender(<Page title={pageTitle('Paiement')} />);
    expect(document.title).toBe('Paiement | CSAN');
  });

  it('hands the title to a sink in a server render, where effects never run', () => {
    const titles: string[] = [];
    renderToString(
      <DocumentTitleSink.Provider value={(title) => titles.push(title)}>
        <Page title="About | CSAN" />
      </DocumentTitleSink.Provider>,
    );
    expect(titles).toEqual(['About | CSAN']);
  });
});
