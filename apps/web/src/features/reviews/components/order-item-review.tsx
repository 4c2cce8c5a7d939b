// Reviewing a delivered item from /orders/{id} (docs/behaviour/tracking.md#order-tracking-page,
// docs/behaviour/reviews.md#writing-a-review): 'Write a Review' opens the form for this order's product as a verified
// purchase; when the shopper already reviewed it, the page says so and offers 'Edit Review' instead.
import { PenLine, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserReview } from '../api/get-user-review.ts';
import { LazyReviewFormDialog } from './lazy-review-form-dialog.tsx';

const action =
  'inline-flex h-8 items-center gap-1.5 rounded-md border border-brand-700 px-3 text-xs font-semibold text-brand-700 hover:bg-brand-50';

export function OrderItemReview({
  productId,
  productName,
  orderId,
}: {
  productId: string;
  productName: string;
  orderId: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const own = useUserReview(productId, true);

  return (
    <div className="mt-2 flex flex-wrap items-center gap-2" data-testid="order-item-review">
      {own.data ? (
        <>
          <p className="flex items-center gap-1 text-xs font-medium text-accent-700">
            <TriangleAlert aria-hidden className="size-3.5" />
            {t('You have already reviewed this product')}
          </p>
          <button type="button" onClick={() => setOpen(true)} className={action}>
            <PenLine aria-hidden className="size-3.5" />
            {t('Edit Review')}
          </button>
        </>
      ) : (
        <button type="button" onClick={() => setOpen(true)} className={action} disabled={own.isPending}>
          <PenLine aria-hidden className="size-3.5" />
          {t('Write a Review')}
        </button>
      )}
      <LazyReviewFormDialog
        productId={productId}
        productName={productName}
        orderId={orderId}
        open={open}
        onOpenChange={setOpen}
      />
    </div>
  );
}
