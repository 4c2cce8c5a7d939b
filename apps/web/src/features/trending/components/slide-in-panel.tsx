// The phone's slide-in panel for the trending period and filters: a Radix Dialog from the right edge, so focus
// stays inside, Escape closes it and focus returns to the button that opened it.
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function SlideInPanel({
  open,
  onOpenChange,
  title,
  children,
  footer,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/55" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(90vw,380px)] flex-col bg-page shadow-pop focus:outline-none"
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
          <div className="flex-1 overflow-y-auto overscroll-contain p-3">{children}</div>
          {footer && <div className="border-t border-line bg-card p-3">{footer}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
