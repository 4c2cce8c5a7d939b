// A sheet on a Radix Dialog: from the bottom (phone filters) or from the end side (trending's panel: the right, the
// left in Urdu). Focus stays inside, Escape closes it and focus returns to the button that opened it: opened from
// state, with no Dialog.Trigger, Radix alone would drop it on <body> (docs/behaviour/shell.md#accessibility).
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useReturnFocus } from './use-return-focus.ts';

const SIDES = {
  bottom: 'inset-x-0 bottom-0 max-h-[88dvh] rounded-t-2xl bg-card',
  end: 'inset-y-0 end-0 w-[min(90vw,380px)] bg-page',
} as const;

/** Closes the sheet it sits in (e.g. a footer's 'Show N products' button). */
export const SheetClose = Dialog.Close;

export function Sheet({
  open,
  onOpenChange,
  title,
  side,
  children,
  footer,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  side: keyof typeof SIDES;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/55" />
        <Dialog.Content
          aria-describedby={undefined}
          className={`fixed z-50 flex flex-col shadow-pop focus:outline-none ${SIDES[side]}`}
          onOpenAutoFocus={returnFocus.remember}
          onCloseAutoFocus={returnFocus.restore}
        >
          <div className="flex items-center justify-between border-b border-line bg-card px-4 py-3">
            <Dialog.Title className="text-base font-bold text-ink">{title}</Dialog.Title>
            <Dialog.Close
              aria-label={t('Close')}
              className="rounded-full p-2 text-ink-muted hover:bg-page hover:text-ink"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto overscroll-contain px-4 py-3">{children}</div>
          {footer && <div className="border-t border-line bg-card p-3">{footer}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
