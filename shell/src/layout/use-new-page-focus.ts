import { type RefObject, useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * What a browser does when a link opens another page, done for the portal's client-side
 * navigations: the new page starts at its top (not at the old page's scroll position, which a
 * cached page would otherwise keep) and focus moves to the main region, so the next Tab and a
 * screen reader continue in the new page instead of on the link that was left behind.
 * Back/forward (POP) are left alone: the browser restores where the reader was. A link with a
 * fragment (/pillars#cb-irt) scrolls to its section (the page's own job), not to the top.
 */
export function useNewPageFocus(main: RefObject<HTMLElement | null>): void {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(pathname);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new path is a new page.
  useEffect(() => {
    if (previous.current === pathname) return; // first render, or only the query changed
    previous.current = pathname;
    if (navigationType === 'POP') return;
    if (!hash) window.scrollTo(0, 0);
    main.current?.focus({ preventScroll: true });
  }, [pathname]);
}
