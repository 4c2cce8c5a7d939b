// Every route change starts at the top of the page (docs/behaviour/shell.md#routes); hash links keep their target,
// and so does a change made in place (state keepScroll: the product page's variant picker). A new page or a new
// search also moves focus to the page's main heading, so a screen reader announces where the shopper now is and
// the next Tab starts in the page rather than in the header (docs/behaviour/shell.md#focus-on-a-new-page).
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long a lazy page may take to draw its heading before focus is left where it is. */
const HEADING_WAIT_MS = 4000;

export function ScrollToTop() {
  const { pathname, search, hash, state } = useLocation();
  const keepScroll = (state as { keepScroll?: boolean } | null)?.keepScroll === true;
  const query = new URLSearchParams(search).get('q');
  // The page focus was last moved for: the first page (and React's second run of its effects in development) keeps
  // the browser's own start.
  const moved = useRef(`${pathname}?${query ?? ''}`);
  useEffect(() => {
    if (!hash && !keepScroll) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, search, hash, keepScroll]);
  useEffect(() => {
    // Filters and sorting (other search parameters) keep their control.
    const key = `${pathname}?${query ?? ''}`;
    if (moved.current === key) return;
    moved.current = key;
    if (hash || keepScroll) return;
    const started = Date.now();
    // Where focus was when the page changed: the link or button that changed it, or nothing.
    const focusedAtChange = document.activeElement;
    const timer = window.setInterval(() => {
      const heading = document.querySelector<HTMLElement>('main h1');
      if (!heading && Date.now() - started < HEADING_WAIT_MS) return;
      window.clearInterval(timer);
      const active = document.activeElement;
      // The shopper has moved on while the page drew (into the page, a header menu, the search box): leave them
      // there. Taking focus from an open menu closed it (a journey that opened the account menu right after
      // signing out, under load).
      const untouched = !active || active === document.body || active === focusedAtChange;
      if (!heading || !untouched) return;
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }, 50);
    return () => window.clearInterval(timer);
  }, [pathname, query, hash, keepScroll]);
  return null;
}
