// A popover that opens on mouse hover (with a short grace period) and on click or keyboard; hover-opened
// panels do not steal focus, click- or keyboard-opened ones move focus inside (Radix Popover underneath).
import { Popover } from 'radix-ui';
import { useEffect, useRef, useState, type PointerEvent, type ReactElement, type ReactNode } from 'react';
import type { Intent } from './lazy-on-intent.tsx';

const OPEN_DELAY_MS = 120;
const CLOSE_DELAY_MS = 220;

export interface HoverPopoverProps {
  /** The trigger element (a button); it receives the popover's aria attributes. */
  trigger: ReactElement;
  children: ReactNode;
  /** Accessible name of the panel. */
  label: string;
  className?: string;
  /** Loaded on intent: a stand-in trigger hovered or clicked while this loaded opens it as that hover or click. */
  arrival?: Intent | null;
}

export function HoverPopover({
  trigger,
  children,
  label,
  className = '',
  arrival = null,
}: HoverPopoverProps) {
  const [open, setOpen] = useState(arrival?.kind === 'hover' || arrival?.kind === 'activate');
  const openedBy = useRef<'hover' | 'click'>(arrival?.kind === 'hover' ? 'hover' : 'click');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  function schedule(next: boolean) {
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => {
        if (next) openedBy.current = 'hover';
        setOpen(next);
      },
      next ? OPEN_DELAY_MS : CLOSE_DELAY_MS,
    );
  }

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    if (open) clearTimeout(timer.current);
    else schedule(true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    if (open && openedBy.current === 'hover') schedule(false);
    else clearTimeout(timer.current);
  };

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        clearTimeout(timer.current);
        setOpen(next);
      }}
    >
      <Popover.Trigger
        asChild
        onPointerEnter={onPointerEnter}
        onPointerLeave={onPointerLeave}
        onClick={(event) => {
          // A click on a hover-opened panel pins it open instead of closing it under the pointer.
          event.preventDefault();
          clearTimeout(timer.current);
          if (open && openedBy.current === 'hover') openedBy.current = 'click';
          else {
            openedBy.current = 'click';
            setOpen(!open);
          }
        }}
      >
        {trigger}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={12}
          aria-label={label}
          onPointerEnter={onPointerEnter}
          onPointerLeave={onPointerLeave}
          onOpenAutoFocus={(event) => {
            if (openedBy.current === 'hover') event.preventDefault();
          }}
          className={`z-50 rounded-lg border border-line bg-card text-ink shadow-pop focus:outline-none ${className}`}
        >
          {children}
          <Popover.Arrow className="fill-card" width={14} height={7} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** Closes the enclosing HoverPopover, e.g. from a link inside it. */
export const HoverPopoverClose = Popover.Close;
