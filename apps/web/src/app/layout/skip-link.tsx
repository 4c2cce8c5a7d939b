// The first tab stop of every page with the header (docs/behaviour/shell.md#skip-link): hidden until focused, it
// skips the header's forty-odd controls. On a listing it lands on the list of results, so the next Tab is the first
// product; elsewhere (or on a listing with nothing listed yet) on the main content.
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { RESULTS_ATTRIBUTE, skipTargetFor } from './skip-link-target.ts';

/** Focuses an element that is not focusable by itself (tabindex -1 keeps it out of the Tab order). */
function focusTarget(element: HTMLElement) {
  if (!element.hasAttribute('tabindex')) element.tabIndex = -1;
  element.focus({ preventScroll: true });
  element.scrollIntoView({ block: 'start' });
}

export function SkipLink() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const target = skipTargetFor(pathname);

  // Handled here rather than by the browser: following "#main" would put a hash in the address, and the results list
  // has no address of its own.
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById('main');
    const results = target === 'results' ? main?.querySelector<HTMLElement>(`[${RESULTS_ATTRIBUTE}]`) : null;
    const element = results ?? main;
    if (!element) return;
    event.preventDefault();
    focusTarget(element);
  };

  return (
    <a
      href="#main"
      onClick={skip}
      className="sr-only rounded-md bg-white font-semibold text-brand-800 shadow-pop focus:not-sr-only focus:fixed focus:start-3 focus:top-3 focus:z-[60] focus:px-4 focus:py-2 focus:outline-accent-400"
    >
      {target === 'results' ? t('Skip to results') : t('Skip to main content')}
    </a>
  );
}
