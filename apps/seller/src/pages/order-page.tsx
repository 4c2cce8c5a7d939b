// One sub-order (docs/behaviour/seller-portal.md#orders): items, the address to ship to while the parcel is on its
// way, amounts, the label and invoice PDFs, and the next step's form: pack with carrier and AWB, dispatch, out for
// delivery, delivered, or cancel with a reason the shopper reads.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, FileText, Printer } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { statusText } from '@haat/domain/orders/order-status';
import { readTrackingText } from '@haat/domain/orders/tracking-texts';
import type { SellerOrderDetail, SellerPortalStatusRequest } from '@haat/domain/sellers/seller-orders.schema';
import { ApiError, apiOrigin } from '@haat/staff-ui/api';
import { Alert, Button, Card, Field, Spinner } from '@haat/staff-ui/ui';
import { api, download } from '../lib/api.ts';
import { orderQuery } from '../lib/queries.ts';
import { inr, paymentLabel, shortDate, StatusPill } from './order-labels.tsx';

/** Couriers most Indian sellers book; any other name can be typed. */
const CARRIERS = [
  'Delhivery',
  'Blue Dart',
  'DTDC',
  'Ekart',
  'India Post',
  'Xpressbees',
  'Shadowfax',
  'Ecom Express',
];

function Row({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-3 py-1 ${strong ? 'font-semibold' : ''}`}>
      <dt className={strong ? '' : 'text-ink-muted'}>{label}</dt>
      <dd className="text-end">{children}</dd>
    </div>
  );
}

function CarrierFields({
  carrier,
  awb,
  onCarrier,
  onAwb,
  errors,
}: {
  carrier: string;
  awb: string;
  onCarrier: (v: string) => void;
  onAwb: (v: string) => void;
  errors: { carrier?: string | undefined; trackingNumber?: string | undefined };
}) {
  const { t } = useTranslation();
  const listId = useId();
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <Field
        label={t('Carrier')}
        list={listId}
        value={carrier}
        maxLength={60}
        onChange={(e) => onCarrier(e.target.value)}
        hint={t('The courier, or Self-shipping when you deliver it yourself')}
        error={errors.carrier}
        autoComplete="off"
      />
      <datalist id={listId}>
        {[...CARRIERS, t('Self-shipping')].map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      <Field
        label={t('AWB number')}
        value={awb}
        maxLength={40}
        onChange={(e) => onAwb(e.target.value)}
        hint={t('The courier’s air waybill number, printed as a barcode on the label')}
        error={errors.trackingNumber}
        autoComplete="off"
        autoCapitalize="characters"
      />
    </div>
  );
}

function NextStep({ order }: { order: SellerOrderDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [carrier, setCarrier] = useState(order.carrier ?? '');
  const [awb, setAwb] = useState(order.trackingNumber ?? '');
  const [recipient, setRecipient] = useState('');
  const [reason, setReason] = useState('');
  const [cancelling, setCancelling] = useState(false);
  const [missing, setMissing] = useState<{ carrier?: string; trackingNumber?: string }>({});
  const reasonId = useId();
  const move = useMutation({
    mutationFn: async (body: SellerPortalStatusRequest) =>
      (
        await api<{ order: SellerOrderDetail }>(`/seller-portal/orders/${order.subOrderId}/status`, {
          method: 'POST',
          body,
        })
      ).order,
    onSuccess: (next) => {
      queryClient.setQueryData(orderQuery(order.subOrderId).queryKey, next);
      void queryClient.invalidateQueries({ queryKey: ['seller', 'orders'] });
      setCancelling(false);
    },
  });
  const failure = move.error instanceof ApiError ? move.error : null;
  const fieldError = (field: string) => (failure?.field === field ? t(failure.message) : undefined);
  const can = (step: SellerOrderDetail['nextSteps'][number]) => order.nextSteps.includes(step);

  const withAwb = (status: 'packed' | 'dispatched') => (e: FormEvent) => {
    e.preventDefault();
    const errors = {
      ...(carrier.trim() ? {} : { carrier: t('Enter the carrier') }),
      ...(awb.trim() ? {} : { trackingNumber: t('Enter the AWB number') }),
    };
    setMissing(errors);
    if (Object.keys(errors).length === 0)
      move.mutate({ status, carrier: carrier.trim(), trackingNumber: awb.trim() });
  };
  const awbErrors = {
    carrier: missing.carrier ?? fieldError('carrier'),
    trackingNumber: missing.trackingNumber ?? fieldError('trackingNumber'),
  };

  const status = order.statusCode;
  const toPack = status === 'confirmed' || status === 'payment_received';
  const onTheWay = status === 'dispatched' || status === 'out_for_delivery';
  // Packing and dispatch take the same carrier and AWB (the label needs the AWB before dispatch).
  const carrierStep =
    toPack && can('packed') ? 'packed' : status === 'packed' && can('dispatched') ? 'dispatched' : null;
  if (order.nextSteps.length === 0) return null;
  return (
    <Card className="space-y-4">
      <h2 className="text-lg font-semibold">{t('Next step')}</h2>
      {carrierStep ? (
        <form onSubmit={withAwb(carrierStep)} className="space-y-3" noValidate>
          <p className="text-sm text-ink-muted">
            {carrierStep === 'packed'
              ? t('Book the courier, then pack: the label carries the AWB as a barcode.')
              : t('Hand the parcel to the courier, then mark it dispatched.')}
          </p>
          <CarrierFields
            carrier={carrier}
            awb={awb}
            onCarrier={setCarrier}
            onAwb={setAwb}
            errors={awbErrors}
          />
          <Button
            type="submit"
            busy={move.isPending && move.variables?.status === carrierStep}
            className="w-full md:w-auto"
          >
            {carrierStep === 'packed' ? t('Mark as packed') : t('Mark as dispatched')}
          </Button>
        </form>
      ) : null}
      {onTheWay ? (
        <div className="space-y-3">
          <p className="text-sm text-ink-muted">
            {t('For parcels you deliver yourself, and until the courier reports its own scans.')}
          </p>
          {can('out_for_delivery') ? (
            <Button
              tone="secondary"
              busy={move.isPending && move.variables?.status === 'out_for_delivery'}
              onClick={() => move.mutate({ status: 'out_for_delivery' })}
              className="w-full md:w-auto"
            >
              {t('Mark out for delivery')}
            </Button>
          ) : null}
          {can('delivered') ? (
            <form
              onSubmit={(e) => {
                e.preventDefault();
                move.mutate({
                  status: 'delivered',
                  ...(recipient.trim() ? { recipientName: recipient.trim() } : {}),
                });
              }}
              className="space-y-3"
            >
              <Field
                label={t('Received by (optional)')}
                value={recipient}
                maxLength={100}
                onChange={(e) => setRecipient(e.target.value)}
                autoComplete="off"
              />
              <Button
                type="submit"
                busy={move.isPending && move.variables?.status === 'delivered'}
                className="w-full md:w-auto"
              >
                {t('Mark as delivered')}
              </Button>
            </form>
          ) : null}
        </div>
      ) : null}
      {can('cancelled') ? (
        cancelling ? (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              move.mutate({ status: 'cancelled', reason: reason.trim() });
            }}
            className="space-y-3 border-t border-line pt-4"
            noValidate
          >
            <div className="space-y-1">
              <label htmlFor={reasonId} className="block text-sm font-medium">
                {t('Reason for cancelling')}
              </label>
              <textarea
                id={reasonId}
                value={reason}
                maxLength={200}
                rows={3}
                onChange={(e) => setReason(e.target.value)}
                aria-invalid={fieldError('reason') ? true : undefined}
                aria-describedby={`${reasonId}-hint`}
                className="block w-full rounded-lg border border-line bg-white px-3 py-2 text-base"
              />
              <p id={`${reasonId}-hint`} className="text-sm text-ink-muted">
                {t('The shopper reads this on their order page.')}
              </p>
              {fieldError('reason') ? (
                <p role="alert" className="text-sm text-danger">
                  {fieldError('reason')}
                </p>
              ) : null}
            </div>
            <div className="flex flex-wrap gap-2">
              <Button
                type="submit"
                tone="danger"
                busy={move.isPending && move.variables?.status === 'cancelled'}
              >
                {t('Cancel this order')}
              </Button>
              <Button tone="secondary" onClick={() => setCancelling(false)}>
                {t('Keep the order')}
              </Button>
            </div>
          </form>
        ) : (
          <div className="border-t border-line pt-4">
            <Button tone="danger" onClick={() => setCancelling(true)}>
              {t('Cancel order')}
            </Button>
          </div>
        )
      ) : null}
      {failure && !failure.field ? <Alert tone="error">{t(failure.message)}</Alert> : null}
    </Card>
  );
}

function Documents({ order }: { order: SellerOrderDetail }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<'label' | 'invoice' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const get = async (kind: 'label' | 'invoice') => {
    setBusy(kind);
    setError(null);
    try {
      const name =
        kind === 'label'
          ? `label-${order.trackingNumber ?? order.orderNumber}.pdf`
          : `invoice-${order.orderNumber}.pdf`;
      await download(`/seller-portal/orders/${order.subOrderId}/${kind}`, name, 'application/pdf');
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    } finally {
      setBusy(null);
    }
  };
  const labelReady = Boolean(order.trackingNumber && order.shipTo);
  return (
    <Card className="space-y-3">
      <h2 className="text-lg font-semibold">{t('Documents')}</h2>
      <div className="flex flex-wrap gap-2">
        {labelReady ? (
          <Button tone="secondary" busy={busy === 'label'} onClick={() => void get('label')}>
            <Printer className="size-5" aria-hidden />
            {t('Shipping label (PDF)')}
          </Button>
        ) : null}
        <Button tone="secondary" busy={busy === 'invoice'} onClick={() => void get('invoice')}>
          <FileText className="size-5" aria-hidden />
          {t('GST invoice (PDF)')}
        </Button>
      </div>
      {!labelReady && order.shipTo ? (
        <p className="text-sm text-ink-muted">
          {t('The label is ready once you pack with the carrier and AWB.')}
        </p>
      ) : null}
      {error ? <Alert tone="error">{t(error)}</Alert> : null}
    </Card>
  );
}

export function OrderPage() {
  const { t, i18n } = useTranslation();
  const { subOrderId = '' } = useParams();
  const query = useQuery(orderQuery(subOrderId));
  const back = (
    <Link to="/orders" className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-700">
      <ArrowLeft className="size-4" aria-hidden />
      {t('All orders')}
    </Link>
  );
  if (query.isPending) return <Spinner label={t('Loading the order…')} />;
  if (query.isError)
    return (
      <div className="space-y-3">
        {back}
        <Alert tone="error">
          {query.error instanceof ApiError && query.error.status === 404
            ? t('Order not found')
            : t('This order could not be loaded.')}
        </Alert>
      </div>
    );
  const order = query.data;
  const cancelEvent =
    order.statusCode === 'cancelled' ? order.events.find((e) => e.statusCode === 'cancelled') : undefined;
  // The reason the seller gave follows the stored template (docs/behaviour/seller-portal.md#cancelling).
  const cancelReason = cancelEvent ? readTrackingText(cancelEvent.description)?.note : undefined;
  return (
    <div className="space-y-4">
      <title>{t('Order {{number}} | Haat Seller Central', { number: order.orderNumber })}</title>
      {back}
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="text-2xl font-bold">{t('Order {{number}}', { number: order.orderNumber })}</h1>
        <StatusPill status={order.statusCode} kind="order" />
      </div>
      <p className="text-sm text-ink-muted">
        {t('Placed {{date}}', { date: shortDate(order.orderDate, i18n.language) })} · {t('Invoice')}{' '}
        {order.invoiceNumber}
      </p>
      {cancelReason ? (
        <Alert tone="info">{t('Cancelled by you: {{reason}}', { reason: cancelReason })}</Alert>
      ) : null}

      {/* One column on a phone in the order a seller works: the next step, where it goes, the papers; two on desktop. */}
      <div className="flex flex-col gap-4 md:grid md:grid-cols-[3fr_2fr] md:items-start">
        <div className="contents md:block md:space-y-4">
          <div className="order-1 empty:hidden">
            <NextStep order={order} />
          </div>
          <Card className="order-4">
            <h2 className="mb-2 text-lg font-semibold">{t('Items')}</h2>
            <ul className="divide-y divide-line">
              {order.items.map((item) => (
                <li key={item._id} className="flex gap-3 py-3">
                  {item.image ? (
                    <img
                      src={`${apiOrigin()}${item.image}`}
                      alt=""
                      width={64}
                      height={64}
                      className="size-16 shrink-0 rounded-lg bg-page object-cover"
                    />
                  ) : null}
                  <div className="min-w-0 flex-1">
                    <p className="font-medium">{item.name}</p>
                    <p className="font-mono text-sm text-ink-muted">{item.sku}</p>
                    <p className="text-sm text-ink-muted">
                      {t('Qty {{count}}', { count: item.quantity })} × {inr(item.price)}
                    </p>
                  </div>
                  <p className="shrink-0 font-semibold">{inr(item.lineTotal)}</p>
                </li>
              ))}
            </ul>
          </Card>
          {order.events.length > 0 ? (
            <Card className="order-6">
              <h2 className="mb-2 text-lg font-semibold">{t('Tracking')}</h2>
              <ol className="space-y-3">
                {order.events.map((event, i) => (
                  <li key={`${event.timestamp}-${i}`} className="border-s-2 border-brand-100 ps-3">
                    <p className="font-medium">{t(statusText(event.statusCode))}</p>
                    <p className="text-sm text-ink-muted">{event.description}</p>
                    <p className="text-xs text-ink-muted">
                      {shortDate(event.timestamp, i18n.language)}
                      {event.location ? ` · ${event.location}` : ''}
                    </p>
                  </li>
                ))}
              </ol>
            </Card>
          ) : null}
        </div>
        <div className="contents md:block md:space-y-4">
          <Card className="order-2">
            <h2 className="mb-2 text-lg font-semibold">{t('Ship to')}</h2>
            {order.shipTo ? (
              <address className="space-y-0.5 not-italic">
                <p className="font-semibold">{order.shipTo.name}</p>
                {order.shipTo.lines.map((line) => (
                  <p key={line}>{line}</p>
                ))}
                <p>
                  {order.shipTo.city}, {order.shipTo.state} {order.shipTo.pincode}
                </p>
                {order.shipTo.phone ? (
                  <p>
                    {t('Phone')}:{' '}
                    <a href={`tel:${order.shipTo.phone}`} className="text-brand-700">
                      {order.shipTo.phone}
                    </a>
                  </p>
                ) : null}
              </address>
            ) : (
              <p>
                {order.buyer.name} · {order.buyer.city}, {order.buyer.state} {order.buyer.pincode}
              </p>
            )}
            {order.carrier && order.trackingNumber ? (
              <p className="mt-3 text-sm">
                <span className="text-ink-muted">{t('Carrier and AWB')}:</span> {order.carrier} ·{' '}
                <span className="font-mono">{order.trackingNumber}</span>
              </p>
            ) : null}
            {order.notes ? (
              <p className="mt-3 text-sm">
                <span className="text-ink-muted">{t('Shopper’s note')}:</span> {order.notes}
              </p>
            ) : null}
          </Card>
          <div className="order-3">
            <Documents order={order} />
          </div>
          <Card className="order-5">
            <h2 className="mb-2 text-lg font-semibold">{t('Amounts')}</h2>
            <dl className="text-sm">
              <Row label={t('Items')}>{inr(order.subtotal)}</Row>
              <Row label={t('Shipping')}>{inr(order.shippingCost)}</Row>
              {order.discount > 0 ? <Row label={t('Discount')}>− {inr(order.discount)}</Row> : null}
              <Row label={t('Order total')} strong>
                {inr(order.total)}
              </Row>
              <Row label={t('Payment')}>{paymentLabel(t, order.payment.method)}</Row>
              {/* A cancelled parcel earns nothing and pays no commission. */}
              {order.statusCode === 'cancelled' ? null : (
                <>
                  <Row label={t('Marketplace commission')}>− {inr(order.commission)}</Row>
                  <Row label={t('Your payout')} strong>
                    {inr(order.transfer)}
                  </Row>
                </>
              )}
            </dl>
          </Card>
        </div>
      </div>
    </div>
  );
}
