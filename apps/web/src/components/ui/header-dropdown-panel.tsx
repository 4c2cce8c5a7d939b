// The shell of a header dropdown (hover popover): a focusable heading with a count, an empty state with a way
// to keep shopping, or a scrolling list with a footer; and the picture-and-name frame of one list line.
import type { LucideIcon } from 'lucide-react';
import type { ReactElement, ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HoverPopover, HoverPopoverClose } from './hover-popover.tsx';
import type { Intent } from './lazy-on-intent.tsx';
import { Thumbnail } from './thumbnail.tsx';

export interface HeaderDropdownPanelProps {
  /** Accessible name of the panel. */
  label: string;
  className: string;
  trigger: ReactElement;
  arrival: Intent | null;
  heading: string;
  count: number;
  /** Focus returns here when a line is removed, so keyboard users are not dropped out of the panel. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  empty: { icon: LucideIcon; iconClassName: string; title: string; text: string };
  /** The list's items (shown when count > 0). */
  children: ReactNode;
  footer: ReactNode;
}

export function HeaderDropdownPanel({
  label,
  className,
  trigger,
  arrival,
  heading,
  count,
  headingRef,
  empty,
  children,
  footer,
}: HeaderDropdownPanelProps) {
  const { t } = useTranslation();
  const EmptyIcon = empty.icon;
  return (
    <HoverPopover label={label} className={className} trigger={trigger} arrival={arrival}>
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="border-b border-line px-4 py-3 text-base font-semibold focus:outline-none"
      >
        {heading}
        {count > 0 && <span className="ms-1 font-normal text-ink-muted">({count})</span>}
      </h2>
      {count === 0 ? (
        <div className="flex flex-col items-center px-6 py-8 text-center">
          <span className={`flex h-16 w-16 items-center justify-center rounded-full ${empty.iconClassName}`}>
            <EmptyIcon className="h-8 w-8" aria-hidden="true" />
          </span>
          <p className="mt-3 font-semibold text-ink">{empty.title}</p>
          <p className="mt-1 text-sm text-ink-muted">{empty.text}</p>
          <HoverPopoverClose asChild>
            <Link
              to="/all-products"
              className="mt-4 rounded-md bg-brand-700 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-800"
            >
              {t('Continue Shopping')}
            </Link>
          </HoverPopoverClose>
        </div>
      ) : (
        <>
          <ul className="max-h-[420px] divide-y divide-line overflow-y-auto overscroll-contain">
            {children}
          </ul>
          {footer}
        </>
      )}
    </HoverPopover>
  );
}

export interface HeaderDropdownLineProps {
  imageUrl: string | undefined;
  name: string;
  /** Where the name links to; following it closes the panel. */
  to: string;
  thumbnailSize: number;
  linkClassName: string;
  /** What stands under the name: prices, actions. */
  children: ReactNode;
}

export function HeaderDropdownLine({
  imageUrl,
  name,
  to,
  thumbnailSize,
  linkClassName,
  children,
}: HeaderDropdownLineProps) {
  return (
    <li className="flex gap-3 px-4 py-3">
      <Thumbnail src={imageUrl} alt={name} size={thumbnailSize} />
      <div className="min-w-0 flex-1">
        <HoverPopoverClose asChild>
          <Link to={to} className={linkClassName}>
            {name}
          </Link>
        </HoverPopoverClose>
        {children}
      </div>
    </li>
  );
}
