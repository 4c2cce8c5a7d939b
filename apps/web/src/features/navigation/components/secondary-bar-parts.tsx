// What the category bar's stand-in and its Radix version share, so both draw the same pixels.
import { ChevronDown, Menu } from 'lucide-react';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

export const barItemClass =
  'inline-flex h-10 shrink-0 items-center gap-1 whitespace-nowrap rounded px-2 text-[13px] font-medium text-white hover:bg-white/10 focus-visible:outline-white focus-visible:-outline-offset-2 data-[state=open]:bg-white/15 xl:px-2.5 xl:text-sm';

// In the long scripts the entries take a second row rather than scroll out of sight behind a hidden scrollbar
// (Tamil hid Beauty, Toys & Games and Seller at 1366 px; docs/behaviour/shell.md#long-scripts).
export const barRowClass = 'container-page flex items-start gap-1';

export const barListClass = 'flex flex-wrap items-center xl:gap-0.5';

export interface AllButtonProps {
  onOpenMenu: () => void;
  /** Starts loading the slide-in menu on hover or focus. */
  menuIntent?: Pick<HTMLAttributes<HTMLElement>, 'onPointerEnter' | 'onFocus'>;
}

/** "All": opens the slide-in menu with every category. */
export function AllButton({ onOpenMenu, menuIntent }: AllButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      {...menuIntent}
      onClick={onOpenMenu}
      className={`${barItemClass} font-bold`}
      aria-haspopup="dialog"
    >
      <Menu className="h-5 w-5" aria-hidden="true" />
      {t('All')}
    </button>
  );
}

/** The open-state arrow of a mega menu trigger (the trigger carries the `group` class). */
export function TriggerChevron() {
  return (
    <ChevronDown
      className="hidden h-3.5 w-3.5 opacity-80 transition-transform group-data-[state=open]:rotate-180 xl:block"
      aria-hidden="true"
    />
  );
}
