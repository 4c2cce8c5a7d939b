// The large-screen category bar (spec 1 §2): plain links and mega menus that open on hover or keyboard focus
// and close on Escape (Radix NavigationMenu handles the roving focus and dismissal).
import { ChevronDown, Menu } from 'lucide-react';
import { NavigationMenu } from 'radix-ui';
import { useRef, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SECONDARY_BAR } from '../menu-data.ts';
import { MegaMenuPanel } from './mega-menu-panel.tsx';

const itemClass =
  'inline-flex h-10 shrink-0 items-center gap-1 whitespace-nowrap rounded px-2 text-[13px] font-medium text-white hover:bg-white/10 focus-visible:outline-white focus-visible:-outline-offset-2 data-[state=open]:bg-white/15 xl:px-2.5 xl:text-sm';

export function SecondaryBar({ onOpenMenu }: { onOpenMenu: () => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
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
      <div className="container-page flex items-center gap-1 overflow-x-auto [scrollbar-width:none]">
        <button type="button" onClick={onOpenMenu} className={`${itemClass} font-bold`} aria-haspopup="dialog">
          <Menu className="h-5 w-5" aria-hidden="true" />
          {t('All')}
        </button>
        <NavigationMenu.List className="flex items-center xl:gap-0.5">
          {SECONDARY_BAR.map((entry) =>
            entry.kind === 'link' ? (
              <NavigationMenu.Item key={entry.id}>
                <NavigationMenu.Link asChild>
                  <Link to={entry.to} className={itemClass}>
                    {t(entry.label)}
                  </Link>
                </NavigationMenu.Link>
              </NavigationMenu.Item>
            ) : (
              <NavigationMenu.Item key={entry.id} value={entry.id}>
                <NavigationMenu.Trigger
                  className={`${itemClass} group`}
                  onFocus={openOnKeyboardFocus(entry.id)}
                  onClick={(event) => {
                    // A hover-opened panel stays open when its trigger is clicked; Escape or leaving closes it.
                    if (value === entry.id) event.preventDefault();
                  }}
                >
                  {t(entry.label)}
                  <ChevronDown
                    className="hidden h-3.5 w-3.5 opacity-80 transition-transform group-data-[state=open]:rotate-180 xl:block"
                    aria-hidden="true"
                  />
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
      <div className="absolute left-0 top-full z-40 w-full">
        <NavigationMenu.Viewport ref={viewportRef} className="w-full border-t border-line bg-card text-ink shadow-pop" />
      </div>
    </NavigationMenu.Root>
  );
}
