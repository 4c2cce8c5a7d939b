// The filters on a phone (spec 2 §Listing page): a bottom sheet on a Radix Dialog with the same panel as the
// desktop sidebar; choices apply at once and the footer shows how many products match.
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function FilterSheet({
  open,
  onOpenChange,
  resultLabel,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  resultLabel: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/55" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[88dvh] flex-col rounded-t-2xl bg-card shadow-pop focus:outline-none"
        >
          <div className="flex items-center justify-between border-b border-line px-4 py-3">
            <Dialog.Title className="text-base font-bold text-ink">{t('Filters')}</Dialog.Title>
            <Dialog.Close
              aria-label={t('Close')}
              className="rounded-full p-2 text-ink-muted hover:bg-page hover:text-ink"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto overscroll-contain px-4 py-3">{children}</div>
          <div className="border-t border-line p-3">
            <Dialog.Close className="h-11 w-full rounded-md bg-brand-700 text-sm font-semibold text-white hover:bg-brand-800">
              {resultLabel}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
