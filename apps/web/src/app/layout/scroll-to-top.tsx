// Every route change starts at the top of the page (docs/behaviour/shell.md#routes); hash links keep their target,
// and so does a change made in place (state keepScroll: the product page's variant picker).
import { useEffect } from 'react';
import { useLocation } from 'react-router';

export function ScrollToTop() {
  const { pathname, search, hash, state } = useLocation();
  const keepScroll = (state as { keepScroll?: boolean } | null)?.keepScroll === true;
  useEffect(() => {
    if (!hash && !keepScroll) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, search, hash, keepScroll]);
  return null;
}
