// /checkout (docs/behaviour/checkout.md#checkout-steps): three steps — the address (with its delivery estimate), the
// payment method, the review with Place Order — beside the price details; Back goes down one step. The address's
// pincode decides whether the order can come at all and whether Cash on Delivery is offered (issue 9), by the cards'
// own rules. The route hands in the cart's lines, the address book, the gateway payment and the coupon check, since
// features do not import each other.
import { CircleAlert, Loader2 } from 'lucide-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ADDRESS_MESSAGES, type Address } from '@haat/domain/addresses/address.schema';
import type { CartLine } from '@haat/domain/cart/cart';
import type { CheckoutQuote, CheckoutQuoteRequest } from '@haat/domain/checkout/checkout-quote.schema';
import { BRAND_NAME } from '@haat/domain/shell/store-info';
import { ORDER_MESSAGES, type PaymentMethod } from '@haat/domain/orders/order.schema';
import { useDeliveryPromises } from '../../../components/delivery/use-delivery-promises.ts';
import { toast } from '../../../components/ui/lazy-toast.tsx';
import { StickyTotalBar } from '../../../components/ui/sticky-total-bar.tsx';
import { estimateItems, quotedLineTotals, shippingFromQuote, totalsFromQuote } from '../checkout-totals.ts';
import { codBlockReason, serviceProblem } from '../delivery-service.ts';
import { useCheckoutCoupon, type ValidateCouponFn } from '../hooks/use-checkout-coupon.ts';
import { usePlaceOrder, type PayOnline } from '../hooks/use-place-order.ts';
import type { OrderSuccessState } from '../order-success-state.ts';
import { CheckoutStepper, type CheckoutStep } from './checkout-stepper.tsx';
import { DeliveryEstimate } from './delivery-estimate.tsx';
import { PaymentOptions, PAYMENT_LABELS } from './payment-options.tsx';
import { PriceSummary } from './price-summary.tsx';
import { addressText, ReviewStep } from './review-step.tsx';
import { StepActions, StepSection } from './step-section.tsx';
import { tk } from '../../../i18n/translation-key.ts';

export interface AddressBookSlot {
  selectedId: string | null;
  onSelect: (address: Address) => void;
  onAddresses: (addresses: Address[]) => void;
}

export interface CheckoutViewProps {
  lines: CartLine[];
  renderAddressBook: (slot: AddressBookSlot) => ReactNode;
  payOnline: PayOnline;
  validateCoupon: ValidateCouponFn;
  /** POST /api/checkout/quote (the cart feature's call, passed in: features do not import each other). */
  getQuote: (input: CheckoutQuoteRequest, signal?: AbortSignal) => Promise<CheckoutQuote>;
  couponCode: string | null;
  shopper: { name?: string; email?: string; phone?: string };
  onPlaced: (state: OrderSuccessState) => void;
}

const primaryClass =
  'inline-flex min-w-44 items-center justify-center gap-2 rounded-md bg-accent-400 px-6 py-3 text-sm font-bold uppercase tracking-wide text-ink shadow-card hover:bg-accent-500 disabled:cursor-not-allowed disabled:opacity-60';

export function CheckoutView({
  lines,
  renderAddressBook,
  payOnline,
  validateCoupon,
  getQuote,
  couponCode,
  shopper,
  onPlaced,
}: CheckoutViewProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState<CheckoutStep>(1);
  const [addresses, setAddresses] = useState<Address[] | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [method, setMethod] = useState<PaymentMethod | null>('razorpay');
  const [notes, setNotes] = useState('');
  const address = addresses?.find((a) => a._id === selectedId) ?? null;

  const items = useMemo(() => estimateItems(lines), [lines]);
  // The coupon is checked on its own (its refusal is a notice); the quote carries it once it is accepted.
  const [couponSubtotal, setCouponSubtotal] = useState(0);
  const coupon = useCheckoutCoupon({
    rawCode: couponCode,
    items,
    subtotal: couponSubtotal,
    validate: validateCoupon,
  });
  const request: CheckoutQuoteRequest = {
    items,
    ...(address ? { pincode: address.postalCode } : {}),
    ...(coupon.coupon ? { couponCode: coupon.coupon.code } : {}),
  };
  const quoteQuery = useQuery({
    queryKey: ['checkout-quote', request.items, request.pincode ?? null, request.couponCode ?? null] as const,
    queryFn: ({ signal }) => getQuote(request, signal),
    enabled: items.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: 1,
  });
  const serverQuote = quoteQuery.data;
  const quoteSubtotal = serverQuote?.subtotal ?? 0;
  // Kept from the previous answer (set during render, React's way of deriving from what came before).
  if (quoteSubtotal > 0 && quoteSubtotal !== couponSubtotal) setCouponSubtotal(quoteSubtotal);
  const quote = address
    ? shippingFromQuote({
        quote: serverQuote?.pincode === address.postalCode ? serverQuote : undefined,
        error: quoteQuery.isPlaceholderData ? null : quoteQuery.error,
      })
    : ({ state: 'pending' } as const);
  const productIds = useMemo(() => items.map((item) => item.productId), [items]);
  const service = useDeliveryPromises(address?.postalCode ?? '', address ? productIds : []);
  const notServed = address ? serviceProblem(service.place) : null;
  const shippingProblem = quote.state === 'failed' ? quote.message : null;
  useEffect(() => {
    if (shippingProblem) toast.error(t(shippingProblem));
  }, [shippingProblem, t]);
  const totals = serverQuote ? totalsFromQuote(serverQuote) : null;
  const lineTotals = quotedLineTotals(serverQuote);
  const codReason = codBlockReason(address ? service.place : null, serverQuote);
  const { processing, error, place, clearError } = usePlaceOrder({ payOnline, onPlaced });

  const onSelect = useCallback((next: Address) => setSelectedId(next._id), []);
  const slot: AddressBookSlot = { selectedId, onSelect, onAddresses: setAddresses };

  const goTo = (next: CheckoutStep) => {
    clearError();
    setStep(next);
  };
  const continueFromShipping = () => {
    if (!addresses || addresses.length === 0) return void toast.error(t(ADDRESS_MESSAGES.selectOrAdd));
    if (!address) return void toast.error(t(ADDRESS_MESSAGES.select));
    if (notServed) return void toast.error(t(notServed));
    goTo(2);
  };
  const continueFromPayment = () => {
    if (!method) return void toast.error(t(ORDER_MESSAGES.selectPaymentMethod));
    if (method === 'cod' && codReason) return void toast.error(t(codReason));
    goTo(3);
  };
  const placeOrder = () =>
    void place({
      method: method === 'cod' && codReason ? null : method,
      addressId: address?._id ?? null,
      lines,
      couponCode: coupon.code,
      notes,
      total: totals?.total ?? 0,
      prefill: {
        storeName: BRAND_NAME,
        description: t('Order of {{count}} items', { count: totals?.itemCount ?? 0 }),
        ...(shopper.name ? { name: shopper.name } : {}),
        ...(shopper.email ? { email: shopper.email } : {}),
        ...(shopper.phone ? { contact: shopper.phone } : {}),
      },
    });

  const waiting = quote.state !== 'ready' || !totals || quoteQuery.isPlaceholderData || coupon.checking;
  const primary =
    step === 1 ? (
      <button type="button" onClick={continueFromShipping} className={primaryClass}>
        {t('Continue')}
      </button>
    ) : step === 2 ? (
      <button type="button" onClick={continueFromPayment} className={primaryClass}>
        {t('Continue')}
      </button>
    ) : (
      <button
        type="button"
        onClick={placeOrder}
        disabled={processing || waiting}
        aria-busy={processing}
        className={primaryClass}
      >
        {processing && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
        {processing ? t('Processing...') : t('Place Order')}
      </button>
    );

  return (
    <div className="container-page pb-28 pt-3 md:pt-5 lg:pb-10">
      <h1 className="sr-only">{t('Checkout')}</h1>
      <div className="mx-auto max-w-6xl">
        <CheckoutStepper step={step} />
        <div className="mt-3 grid gap-3 md:gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <div className="min-w-0 space-y-3">
            <StepSection
              number={1}
              title={tk('Delivery Address')}
              state={step === 1 ? 'open' : 'done'}
              onChange={processing ? undefined : () => goTo(1)}
              testId="step-shipping"
              summary={
                address && (
                  <>
                    <span className="font-semibold">{address.fullName}</span>{' '}
                    <span dir="auto" className="text-ink-muted">
                      {addressText(address)}
                    </span>
                  </>
                )
              }
            >
              {renderAddressBook(slot)}
              {address && (
                <DeliveryEstimate quote={quote} pincode={address.postalCode} serviceProblem={notServed} />
              )}
              <StepActions primary={primary} />
            </StepSection>

            <StepSection
              number={2}
              title={tk('Payment Options')}
              state={step === 2 ? 'open' : step > 2 ? 'done' : 'later'}
              onChange={processing ? undefined : () => goTo(2)}
              testId="step-payment"
              summary={method && t(PAYMENT_LABELS[method])}
            >
              <PaymentOptions value={method} onChange={setMethod} codUnavailableReason={codReason} />
              <StepActions onBack={() => goTo(1)} primary={primary} />
            </StepSection>

            <StepSection
              number={3}
              title={tk('Review Order')}
              state={step === 3 ? 'open' : 'later'}
              testId="step-review"
            >
              {address && method && (
                <ReviewStep
                  address={address}
                  method={method}
                  lines={lines}
                  quote={quote}
                  lineTotals={lineTotals}
                  notes={notes}
                  onNotes={setNotes}
                  disabled={processing}
                  total={totals?.total ?? null}
                />
              )}
              {error && (
                <div
                  role="alert"
                  className="mx-4 mb-3 flex gap-2 rounded-md border border-danger/20 bg-danger-50 px-3 py-2.5 text-sm"
                  data-testid="place-order-error"
                >
                  <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
                  <div>
                    <p className="font-semibold text-danger">{error.message}</p>
                    {error.stage === 'payment' && (
                      <p className="mt-0.5 text-ink-muted">
                        {t('No order was placed. Try again, or choose another payment method.')}
                      </p>
                    )}
                  </div>
                </div>
              )}
              <StepActions onBack={processing ? undefined : () => goTo(2)} primary={primary} />
            </StepSection>
          </div>

          <aside className="min-w-0 lg:sticky lg:top-32">
            <PriceSummary
              totals={totals}
              quote={quote}
              coupon={coupon}
              canRemoveCoupon={!processing}
              onRetry={() => void quoteQuery.refetch()}
            />
          </aside>
        </div>
      </div>
      {totals && (
        <StickyTotalBar
          total={totals.total}
          detailsHref="#price-details-heading"
          testId="checkout-mobile-bar"
          action={primary}
        />
      )}
    </div>
  );
}
