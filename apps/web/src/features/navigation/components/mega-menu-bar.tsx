// The large-screen category bar with its mega menus (docs/behaviour/shell.md#mega-menus): plain links and mega menus
// that open on hover or keyboard focus and close on Escape (Radix NavigationMenu handles the roving focus and
// dismissal). Loaded on intent by secondary-bar.tsx, whose stand-in draws the same bar until then.
import { NavigationMenu } from 'radix-ui';
import { useRef, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Intent } from '../../../components/ui/lazy-on-intent.tsx';
import { SECONDARY_BAR } from '../menu-data.ts';
import { MegaMenuPanel } from './mega-menu-panel.tsx';
import {
  AllButton,
  barItemClass,
  barListClass,
  barRowClass,
  TriggerChevron,
  type AllButtonProps,
} from './secondary-bar-parts.tsx';

export function MegaMenuBar({
  onOpenMenu,
  menuIntent,
  arrival,
}: AllButtonProps & { arrival: Intent | null }) {
  const { t } = useTranslation();
  // A mega trigger hovered, keyboard-focused or clicked in the stand-in opens its panel as the bar arrives.
  const [value, setValue] = useState(arrival?.key ?? '');
  const viewportRef = useRef<HTMLDivElement>(null);

  // Keyboard focus opens a panel; mouse focus is left to hover and click, so a click does not open-then-close.
  // Focus coming back from a panel (Escape, Shift+Tab) must not reopen the panel just closed.
  const openOnKeyboardFocus = (id: string) => (event: FocusEvent<HTMLButtonElement>) => {
    if (viewportRef.current?.contains(event.relatedTarget as Node | null)) return;
    if (event.currentTarget.matches(':focus-visible')) setValue(id);
  };

  return (
    <NavigationMenu.Root
      value={value}
      onValueChange={setValue}
      delayDuration={120}
      aria-label={t('Shop by category')}
      className="relative hidden bg-brand-800 lg:block"
    >
      {/* Below xl the bar may be narrower than its entries: it scrolls sideways instead of widening the page. */}
      <div className={barRowClass}>
        <AllButton onOpenMenu={onOpenMenu} menuIntent={menuIntent} />
        <NavigationMenu.List className={barListClass}>
          {SECONDARY_BAR.map((entry) =>
            entry.kind === 'link' ? (
              <NavigationMenu.Item key={entry.id}>
                <NavigationMenu.Link asChild>
                  <Link to={entry.to} className={barItemClass}>
                    {t(entry.label)}
                  </Link>
                </NavigationMenu.Link>
              </NavigationMenu.Item>
            ) : (
              <NavigationMenu.Item key={entry.id} value={entry.id}>
                <NavigationMenu.Trigger
                  className={`${barItemClass} group`}
                  onFocus={openOnKeyboardFocus(entry.id)}
                  onClick={(event) => {
                    // A hover-opened panel stays open when its trigger is clicked; Escape or leaving closes it.
                    if (value === entry.id) event.preventDefault();
                  }}
                >
                  {t(entry.label)}
                  <TriggerChevron />
                </NavigationMenu.Trigger>
                <NavigationMenu.Content className="w-full">
                  <MegaMenuPanel entry={entry} />
                </NavigationMenu.Content>
              </NavigationMenu.Item>
            ),
          )}
        </NavigationMenu.List>
      </div>
      {/* One full-width viewport under the bar hosts whichever panel is open. */}
      <div className="absolute start-0 top-full z-40 w-full">
        <NavigationMenu.Viewport
          ref={viewportRef}
          className="w-full border-t border-line bg-card text-ink shadow-pop"
        />
      </div>
    </NavigationMenu.Root>
  );
}
