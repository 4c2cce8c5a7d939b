// Cancel order (allowed until dispatch): asks first in an accessible alert dialog, then posts the cancellation
// and says how it went in a toast; the order views refresh themselves afterwards.
import { XCircle } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ORDER_STATUS_MESSAGES } from '@haat/domain/orders/order-status';
import { MESSAGES } from '@haat/domain/validation/messages';
import { toast } from '../../../components/ui/lazy-toast.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useCancelOrder } from '../api/cancel-order.ts';

export function CancelOrderDialog({
  orderId,
  orderNumber,
  className = '',
}: {
  orderId: string;
  orderNumber: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const cancel = useCancelOrder();

  // mutateAsync, not mutate with callbacks: the refetch after cancelling removes this dialog (the order is no longer
  // cancellable), and mutate's callbacks are dropped once their component has gone, taking the toast with them.
  const confirm = async () => {
    try {
      await cancel.mutateAsync({ orderId, reason: reason.trim() || undefined });
      toast.success(t(ORDER_STATUS_MESSAGES.cancelled));
      setOpen(false);
      setReason('');
    } catch (error) {
      toast.error(t(error instanceof ApiRequestError ? error.message : MESSAGES.somethingWentWrong));
    }
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !cancel.isPending && setOpen(next)}>
      <AlertDialog.Trigger
        className={`inline-flex items-center justify-center gap-1.5 rounded-md border border-line bg-card px-3 py-2 text-sm font-semibold text-danger hover:bg-danger-50 ${className}`}
      >
        <XCircle aria-hidden="true" className="size-4" />
        {t('Cancel Order')}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/55" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-card p-5 shadow-pop focus:outline-none">
          <AlertDialog.Title className="text-base font-bold text-ink">
            {t('Cancel order {{number}}?', { number: orderNumber })}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-ink-muted">
            {t(
              'Items not yet dispatched will be cancelled. If you paid online, the refund reaches you in 5-7 business days.',
            )}
          </AlertDialog.Description>
          <label htmlFor={`${id}-reason`} className="mt-4 block text-sm font-medium text-ink">
            {t('Reason (optional)')}
          </label>
          <textarea
            id={`${id}-reason`}
            value={reason}
            maxLength={300}
            rows={3}
            onChange={(event) => setReason(event.target.value)}
            className="mt-1 w-full resize-none rounded-md border border-line px-3 py-2 text-sm text-ink focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100"
          />
          <div className="mt-5 flex justify-end gap-2">
            <AlertDialog.Cancel
              disabled={cancel.isPending}
              className="rounded-md border border-line px-4 py-2 text-sm font-semibold text-ink hover:bg-page disabled:opacity-60"
            >
              {t('Keep Order')}
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that closes at once, and the dialog should stay until the server answered. */}
            <button
              type="button"
              onClick={() => void confirm()}
              disabled={cancel.isPending}
              className="rounded-md bg-danger px-4 py-2 text-sm font-semibold text-white hover:opacity-90 disabled:opacity-60"
            >
              {cancel.isPending ? t('Cancelling...') : t('Cancel Order')}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
