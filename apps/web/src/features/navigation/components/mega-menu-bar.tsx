// The large-screen category bar with its mega menus (docs/behaviour/shell.md#mega-menus): plain links and mega menus
// that open on hover, on a click, or from the keyboard on Enter, Space or ArrowDown, never on mere focus, so Tab
// crosses the bar one stop per category; Escape closes a panel and focus returns to its trigger (Radix
// NavigationMenu handles the roving focus and dismissal). Loaded on intent by secondary-bar.tsx, whose stand-in draws
// the same bar until then.
import { NavigationMenu } from 'radix-ui';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
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
  // A mega trigger hovered or activated in the stand-in opens its panel as the bar arrives; one merely focused
  // (a Tab passing through) does not. An activation from the keyboard also moves focus into the panel.
  const opened = arrival && arrival.kind !== 'focus' ? arrival : null;
  const [value, setValue] = useState(opened?.key ?? '');
  const [enterPanel, setEnterPanel] = useState(opened?.keyboard === true);
  const viewportRef = useRef<HTMLDivElement>(null);

  // ArrowDown on a closed trigger opens its panel and moves into it (Radix enters an open panel on ArrowDown but
  // does not open a closed one); the focus move waits for the panel to be drawn in the viewport.
  useEffect(() => {
    if (!enterPanel || !value) return;
    let frame = 0;
    let tries = 0;
    const enter = () => {
      const first = viewportRef.current?.querySelector<HTMLElement>('a[href], button');
      if (first) {
        first.focus();
        setEnterPanel(false);
      } else if ((tries += 1) < 30) frame = requestAnimationFrame(enter);
    };
    frame = requestAnimationFrame(enter);
    return () => cancelAnimationFrame(frame);
  }, [enterPanel, value]);

  const openOnArrowDown = (id: string) => (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' || value === id) return;
    event.preventDefault();
    setValue(id);
    setEnterPanel(true);
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
                  onKeyDown={openOnArrowDown(entry.id)}
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
