// The review form in a dialog, for the product page and the order page (docs/behaviour/reviews.md#writing-a-review):
// centred on wide screens, a full-width sheet from the bottom on phones. Focus starts on the stars and returns to the
// button that opened it. The shopper's own review, when there is one, is what the form edits.
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useReturnFocus } from '../../../components/ui/use-return-focus.ts';
import { useUserReview } from '../api/get-user-review.ts';
import { ReviewForm } from './review-form.tsx';

export interface ReviewFormDialogProps {
  productId: string;
  productName: string;
  /** Given on order pages: the review is then sent as a verified purchase of that order. */
  orderId?: string | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function FormSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" aria-label={t('Loading')} className="space-y-4">
      <div className="h-8 w-48 animate-pulse rounded bg-line" />
      <div className="h-11 animate-pulse rounded bg-line" />
      <div className="h-32 animate-pulse rounded bg-line" />
      <div className="size-20 animate-pulse rounded bg-line" />
    </div>
  );
}

export function ReviewFormDialog({
  productId,
  productName,
  orderId,
  open,
  onOpenChange,
}: ReviewFormDialogProps) {
  const { t } = useTranslation();
  const own = useUserReview(productId, open);
  const content = useRef<HTMLDivElement>(null);
  const focus = useReturnFocus();
  // An own-review call that failed leaves a new review to write: the server edits the existing one either way.
  const existing = own.data ?? null;
  const ready = !own.isPending || own.isError;

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/55" />
        <Dialog.Content
          ref={content}
          onOpenAutoFocus={(event) => {
            focus.remember();
            const star = content.current?.querySelector<HTMLInputElement>(
              'input[type=radio]:checked, input[type=radio]',
            );
            if (star) {
              event.preventDefault();
              star.focus();
            }
          }}
          onCloseAutoFocus={focus.restore}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-2xl bg-card shadow-pop focus:outline-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(92vw,36rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-lg"
          data-testid="review-form-dialog"
        >
          <div className="flex items-start justify-between gap-3 border-b border-line px-4 py-3">
            <div className="min-w-0">
              <Dialog.Title className="text-base font-bold text-ink">
                {existing ? t('Edit your review') : t('Write a Review')}
              </Dialog.Title>
              <Dialog.Description className="line-clamp-1 text-xs text-ink-muted">
                {productName}
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label={t('Close')}
              className="-m-1 rounded-full p-2 text-ink-muted hover:bg-page hover:text-ink"
            >
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto overscroll-contain px-4 py-4">
            {ready ? (
              <ReviewForm
                key={existing?._id ?? 'new'}
                target={{ productId, orderId, isVerifiedPurchase: orderId ? true : undefined }}
                existing={existing}
                onDone={() => onOpenChange(false)}
                onCancel={() => onOpenChange(false)}
              />
            ) : (
              <FormSkeleton />
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
