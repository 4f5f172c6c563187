import { createContext, useContext, useEffect } from 'react';

/** The portal's name, added to every page title (tabs, history, screen readers' first words). */
const SITE_NAME = 'CSAN';

/** `Checkout | CSAN`: a page's own title followed by the portal's name. */
export function pageTitle(heading: string): string {
  return `${heading} | ${SITE_NAME}`;
}

/**
 * Where a server render collects the page's title: effects do not run there, so the build
 * that prerenders public pages (shell/src/prerender) provides this to learn each copy's title
 * and put it in the document's `<title>`. The app provides none.
 */
export const DocumentTitleSink = createContext<((title: string) => void) | null>(null);

/**
 * Sets the browser tab title while the page is shown and whenever its (translated) text
 * changes, e.g. on a language switch. Each page sets its own, so none is left stale.
 */
export function useDocumentTitle(title: string): void {
  // During render: in a server render this is the only moment the hook runs.
  useContext(DocumentTitleSink)?.(title);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
