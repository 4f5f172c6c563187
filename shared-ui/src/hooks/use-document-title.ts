import { useEffect } from 'react';

/** The portal's name, added to every page title (tabs, history, screen readers' first words). */
const SITE_NAME = 'CSAN';

/** `Checkout | CSAN`: a page's own title followed by the portal's name. */
export function pageTitle(heading: string): string {
  return `${heading} | ${SITE_NAME}`;
}

/**
 * Sets the browser tab title while the page is shown and whenever its (translated) text
 * changes, e.g. on a language switch. Each page sets its own, so none is left stale.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
