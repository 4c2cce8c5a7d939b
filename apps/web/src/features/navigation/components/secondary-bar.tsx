// The large-screen category bar (docs/behaviour/shell.md#mega-menus). Its mega menus (Radix NavigationMenu, the
// panels and their tiles) load on intent: until then a stand-in draws the same bar with plain links and closed
// triggers; focusing one starts the download, and hovering or activating one (a click, Enter, Space or ArrowDown)
// opens its panel as soon as the real bar arrives.
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { intentLoader, LazyOnIntent } from '../../../components/ui/lazy-on-intent.tsx';
import { SECONDARY_BAR } from '../menu-data.ts';
import {
  AllButton,
  barItemClass,
  barListClass,
  barRowClass,
  TriggerChevron,
  type AllButtonProps,
} from './secondary-bar-parts.tsx';

const megaMenuBar = intentLoader(() => import('./mega-menu-bar.tsx'));

/**
 * Radix moves between the bar's entries with the arrow keys and Home/End; the stand-in does the same, and ArrowDown
 * on a trigger activates it as the real bar's ArrowDown opens the panel.
 */
function moveFocus(event: KeyboardEvent<HTMLUListElement>) {
  const active = document.activeElement;
  if (
    event.key === 'ArrowDown' &&
    active instanceof HTMLButtonElement &&
    event.currentTarget.contains(active)
  ) {
    event.preventDefault();
    active.click();
    return;
  }
  const entries = [...event.currentTarget.querySelectorAll<HTMLElement>('a, button')];
  const index = entries.findIndex((entry) => entry === document.activeElement);
  // In Urdu the bar runs right to left, and so do the arrows.
  const forward = getComputedStyle(event.currentTarget).direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const targets: Record<string, number> = {
    [forward]: index + 1,
    [forward === 'ArrowRight' ? 'ArrowLeft' : 'ArrowRight']: index - 1,
    Home: 0,
    End: entries.length - 1,
  };
  const target = entries[targets[event.key] ?? -1];
  if (index < 0 || !target) return;
  event.preventDefault();
  target.focus();
}

export function SecondaryBar({ onOpenMenu, menuIntent }: AllButtonProps) {
  const { t } = useTranslation();
  return (
    <LazyOnIntent
      loader={megaMenuBar}
      fallback={({ intent, preload }) => (
        // The same elements Radix renders (nav > row > div > ul > li), without its behaviour.
        <nav
          aria-label={t('Shop by category')}
          onPointerEnter={preload}
          onFocus={preload}
          className="relative hidden bg-brand-800 lg:block"
        >
          <div className={barRowClass}>
            <AllButton onOpenMenu={onOpenMenu} menuIntent={menuIntent} />
            <div style={{ position: 'relative' }}>
              <ul className={barListClass} onKeyDown={moveFocus}>
                {SECONDARY_BAR.map((entry) => (
                  <li key={entry.id}>
                    {entry.kind === 'link' ? (
                      <Link to={entry.to} className={barItemClass}>
                        {t(entry.label)}
                      </Link>
                    ) : (
                      <button
                        type="button"
                        aria-expanded={false}
                        data-state="closed"
                        className={`${barItemClass} group`}
                        {...intent(entry.id)}
                      >
                        {t(entry.label)}
                        <TriggerChevron />
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </nav>
      )}
    >
      {({ MegaMenuBar }, arrival) => (
        <MegaMenuBar onOpenMenu={onOpenMenu} menuIntent={menuIntent} arrival={arrival} />
      )}
    </LazyOnIntent>
  );
}
