// /cart (docs/behaviour/cart.md#cart-page): the lines with their controls, Continue Shopping and Clear Cart, and the
// order summary with the coupon box and Proceed to Checkout — two columns with a sticky summary on large screens; on
// phones the summary follows the lines and a bottom bar keeps the total and Proceed in reach. Guests keep a local
// cart; to apply a coupon or check out they are asked to sign in and come back here. Every amount is the server's
// quote of the buyable lines (docs/decisions/0022-one-quote.md).
import { ArrowLeft, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { productIdOf } from '@haat/domain/cart/cart';
import { CART_MESSAGES } from '@haat/domain/cart/cart-api.schema';
import { toast } from '../../../../components/ui/lazy-toast.tsx';
import { useCartQuote } from '../../hooks/use-cart-quote.ts';
import { useCartStore } from '../../stores/cart-store.ts';
import { CartEmpty } from './cart-empty.tsx';
import { CartLineItem } from './cart-line-item.tsx';
import { CartPageSkeleton } from './cart-page-skeleton.tsx';
import { CheckoutBar } from './checkout-bar.tsx';
import { CouponEntry } from './coupon-entry.tsx';
import { lineAvailable } from './line-facts.ts';
import { OrderSummary, type QuoteState } from './order-summary.tsx';
import { useAppliedCoupon } from './use-applied-coupon.ts';

export function CartPage({ isSignedIn, loading }: { isSignedIn: boolean; loading: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const items = useCartStore((s) => s.items);
  const lineInfo = useCartStore((s) => s.lineInfo);
  const anyPending = useCartStore((s) => Object.keys(s.pendingLines).length > 0);
  const commitClear = useCartStore((s) => s.commitClear);
  const [clearing, setClearing] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Lines the shopper cannot buy stay visible but count nowhere, as on the server.
  const buyable = items.filter((line) => lineAvailable(line, lineInfo[productIdOf(line.product) ?? '']));
  // The coupon check is sent the quote's subtotal (validate-coupon's orderAmount is only the spec's shape).
  const [couponSubtotal, setCouponSubtotal] = useState(0);
  const coupon = useAppliedCoupon(buyable, couponSubtotal);
  const quoteQuery = useCartQuote(buyable, coupon.coupon?.code ?? null);
  const quoteSubtotal = quoteQuery.data?.subtotal ?? 0;
  // Kept from the previous answer (set during render, React's way of deriving from what came before).
  if (quoteSubtotal > 0 && quoteSubtotal !== couponSubtotal) setCouponSubtotal(quoteSubtotal);
  const quote: QuoteState = quoteQuery.data
    ? { state: 'ready', quote: quoteQuery.data }
    : quoteQuery.isError
      ? { state: 'error' }
      : { state: 'loading' };
  const productIds = buyable.map((line) => productIdOf(line.product)).filter((id): id is string => !!id);
  const canProceed = buyable.length > 0 && !anyPending && quote.state === 'ready';

  const toLogin = () => {
    toast.error(t('Please log in to proceed'));
    navigate('/login', { state: { from: '/cart' } });
  };

  const proceed = () => {
    if (!isSignedIn) return toLogin();
    const code = coupon.coupon?.code;
    navigate(code ? `/checkout?coupon=${encodeURIComponent(code)}` : '/checkout', {
      state: { coupon: coupon.coupon },
    });
  };

  async function clearCart() {
    if (clearing || anyPending) return;
    setClearing(true);
    try {
      await commitClear();
      toast.success(t(CART_MESSAGES.cleared));
    } catch (error) {
      console.error('Clearing the cart failed', error);
      toast.error(t('Failed to clear cart'));
    } finally {
      setClearing(false);
    }
  }

  // Units, as "Subtotal (n items)" counts them (the header badge counts lines).
  const itemCount = items.reduce((sum, line) => sum + line.quantity, 0);
  const heading = (
    <h1 ref={headingRef} tabIndex={-1} className="text-lg font-bold text-ink focus:outline-none md:text-xl">
      {t('My Cart')}
      {itemCount > 0 && (
        <span className="ms-2 text-sm font-medium text-ink-muted">
          {itemCount === 1 ? t('(1 item)') : t('({{count}} items)', { count: itemCount })}
        </span>
      )}
    </h1>
  );

  if (items.length === 0) {
    return (
      <div className="container-page py-3 md:py-6">
        <div className="mb-3">{heading}</div>
        {loading ? <CartPageSkeleton /> : <CartEmpty isSignedIn={isSignedIn} />}
      </div>
    );
  }

  return (
    <div className="container-page pb-28 pt-3 md:pt-6 lg:pb-8">
      <div className="mb-3">{heading}</div>
      <div className="grid gap-3 md:gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start xl:grid-cols-[minmax(0,1fr)_24rem]">
        <section aria-label={t('Items in your cart')} className="min-w-0 rounded-lg bg-card shadow-card">
          <ul className="divide-y divide-line">
            {items.map((line) => (
              <CartLineItem
                key={productIdOf(line.product)}
                line={line}
                onRemoved={() => headingRef.current?.focus()}
              />
            ))}
          </ul>
          <div className="flex flex-wrap items-center justify-between gap-2 border-t border-line px-3 py-3 md:px-5">
            <Link
              to="/"
              className="inline-flex items-center gap-1.5 rounded-md px-2 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
              {t('Continue Shopping')}
            </Link>
            <button
              type="button"
              onClick={() => void clearCart()}
              aria-disabled={clearing || anyPending}
              className="inline-flex items-center gap-1.5 rounded-md border border-line px-3 py-2 text-sm font-semibold text-danger hover:bg-danger-50 aria-disabled:opacity-50"
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {clearing ? t('Clearing...') : t('Clear Cart')}
            </button>
          </div>
        </section>

        <aside className="min-w-0 lg:sticky lg:top-32">
          <OrderSummary
            quote={quote}
            onRetry={() => void quoteQuery.refetch()}
            onProceed={proceed}
            canProceed={canProceed}
            couponSlot={
              <CouponEntry
                coupon={coupon}
                productIds={productIds}
                isSignedIn={isSignedIn}
                onGuest={toLogin}
              />
            }
          />
        </aside>
      </div>
      {quote.state === 'ready' && (
        <CheckoutBar total={quote.quote.total} onProceed={proceed} canProceed={canProceed} />
      )}
    </div>
  );
}
