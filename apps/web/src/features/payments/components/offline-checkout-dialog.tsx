// The offline test gateway's checkout (docs/architecture.md#payment-gateways), opened instead of Razorpay's when no
// keys are configured: a payment page in a dialog with the amount, Card and UPI tabs prefilled with test details, Pay
// and 'Simulate failure'. It speaks the gateway's protocol, so the order is verified exactly as a Razorpay payment
// would be.
import { CreditCard, FlaskConical, Loader2, Lock, Smartphone, X } from 'lucide-react';
import { Dialog, Tabs } from 'radix-ui';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatePaymentOrderResponse } from '@haat/domain/payments/payment.schema';
import { PAYMENT_MESSAGES } from '@haat/domain/payments/payment.schema';
import { useReturnFocus } from '../../../components/ui/use-return-focus.ts';
import { formatInr } from '../../../lib/format.ts';
import { upiCollectAllowed } from '@haat/domain/payments/upi';
import { offlinePay } from '../api/offline-pay.ts';
import { currentDeviceHints, upiPlatform } from '../upi/upi-platform.ts';
import type { GatewayOutcome } from '../gateway-outcome.ts';

/** Visa's public test number, as in Razorpay's test mode. */
export const TEST_CARD_NUMBER = '4111 1111 1111 1111';
export const TEST_UPI_ID = 'success@razorpay';

type Method = 'card' | 'upi';

const inputClass =
  'h-11 w-full rounded-md border border-line bg-card px-3 text-base text-ink focus:border-brand-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-200';

function Field({ id, label, children }: { id: string; label: string; children: (id: string) => ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs font-semibold uppercase tracking-wide text-ink-muted">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

export function OfflineCheckoutDialog({
  order,
  initialMethod,
  storeName,
  description,
  contact,
  onOutcome,
}: {
  order: CreatePaymentOrderResponse;
  initialMethod: Method;
  storeName: string;
  description: string;
  contact?: string;
  onOutcome: (outcome: GatewayOutcome) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const returnFocus = useReturnFocus();
  const [collectAllowed] = useState(() => upiCollectAllowed(upiPlatform(currentDeviceHints())));
  const [method, setMethod] = useState<Method>(collectAllowed ? initialMethod : 'card');
  const [card, setCard] = useState({ number: TEST_CARD_NUMBER, expiry: '12/30', cvv: '123' });
  const [upiId, setUpiId] = useState(TEST_UPI_ID);
  const [busy, setBusy] = useState<'success' | 'failure' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const amount = formatInr(order.amount / 100);

  async function pay(outcome: 'success' | 'failure') {
    if (busy) return;
    setBusy(outcome);
    setError(null);
    try {
      const answer = await offlinePay({
        orderId: order.orderId,
        method,
        outcome,
        instrument: method === 'card' ? card.number.replace(/\s+/g, '') : upiId.trim(),
      });
      if (answer.success) {
        onOutcome({
          kind: 'paid',
          razorpay_order_id: answer.razorpay_order_id,
          razorpay_payment_id: answer.razorpay_payment_id,
          razorpay_signature: answer.razorpay_signature,
        });
      } else {
        onOutcome({ kind: 'failed', description: answer.error.description });
      }
    } catch (err) {
      console.error('The test payment failed to reach the server', err);
      setError(t(PAYMENT_MESSAGES.processFailed));
      setBusy(null);
    }
  }

  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open && !busy) onOutcome({ kind: 'dismissed' });
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60" />
        <Dialog.Content
          aria-describedby={`${id}-amount`}
          data-testid="offline-checkout"
          // Closed without paying, focus goes back to Place Order (Radix alone, with no Dialog.Trigger, drops it on
          // <body>; docs/behaviour/shell.md#accessibility).
          onOpenAutoFocus={returnFocus.remember}
          onCloseAutoFocus={returnFocus.restore}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[94dvh] flex-col overflow-hidden rounded-t-2xl bg-card shadow-pop focus:outline-none sm:inset-auto sm:left-1/2 sm:top-1/2 sm:w-[26rem] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl"
        >
          <div className="bg-brand-800 px-5 pb-4 pt-4 text-white">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <Dialog.Title className="text-base font-bold">
                  {t('{{store}} Secure Payment', { store: storeName })}
                </Dialog.Title>
                <p className="mt-0.5 truncate text-xs text-brand-100">{description}</p>
              </div>
              <Dialog.Close
                aria-label={t('Cancel payment')}
                disabled={busy !== null}
                className="-me-2 -mt-1 rounded-full p-2 text-brand-100 hover:bg-white/10 hover:text-white disabled:opacity-50"
              >
                <X aria-hidden="true" className="size-5" />
              </Dialog.Close>
            </div>
            <p id={`${id}-amount`} className="mt-3 text-xs text-brand-100">
              {t('Amount to pay')}
              <span className="ms-2 text-2xl font-bold text-white" data-testid="gateway-amount">
                {amount}
              </span>
            </p>
          </div>
          <p
            className="flex items-center gap-2 bg-accent-100 px-5 py-2 text-xs font-semibold text-ink"
            role="note"
          >
            <FlaskConical aria-hidden="true" className="size-4 shrink-0 text-accent-600" />
            {t('Test mode — no real money moves')}
          </p>

          <Tabs.Root
            value={method}
            onValueChange={(value) => setMethod(value as Method)}
            className="flex min-h-0 flex-1 flex-col"
          >
            <Tabs.List aria-label={t('Payment options')} className="flex border-b border-line px-3">
              {(
                [
                  ['card', 'Card', CreditCard],
                  // Collect (a UPI ID) only where NPCI still allows it (docs/behaviour/checkout.md#upi).
                  ...(collectAllowed ? ([['upi', 'UPI', Smartphone]] as const) : []),
                ] as const
              ).map(([value, label, Icon]) => (
                <Tabs.Trigger
                  key={value}
                  value={value}
                  className="-mb-px flex flex-1 items-center justify-center gap-2 border-b-2 border-transparent px-3 py-3 text-sm font-semibold text-ink-muted data-[state=active]:border-brand-700 data-[state=active]:text-brand-800"
                >
                  <Icon aria-hidden="true" className="size-4" />
                  {t(label)}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">
              <Tabs.Content value="card" className="space-y-3 focus:outline-none">
                <Field id={`${id}-card`} label={t('Card Number')}>
                  {(fieldId) => (
                    <input
                      id={fieldId}
                      className={`${inputClass} font-mono tracking-wider`}
                      inputMode="numeric"
                      autoComplete="cc-number"
                      value={card.number}
                      onChange={(e) => setCard({ ...card, number: e.target.value })}
                    />
                  )}
                </Field>
                <div className="grid grid-cols-2 gap-3">
                  <Field id={`${id}-expiry`} label={t('Expiry (MM/YY)')}>
                    {(fieldId) => (
                      <input
                        id={fieldId}
                        className={inputClass}
                        inputMode="numeric"
                        autoComplete="cc-exp"
                        value={card.expiry}
                        onChange={(e) => setCard({ ...card, expiry: e.target.value })}
                      />
                    )}
                  </Field>
                  <Field id={`${id}-cvv`} label={t('CVV')}>
                    {(fieldId) => (
                      <input
                        id={fieldId}
                        className={inputClass}
                        inputMode="numeric"
                        autoComplete="cc-csc"
                        type="password"
                        value={card.cvv}
                        onChange={(e) => setCard({ ...card, cvv: e.target.value })}
                      />
                    )}
                  </Field>
                </div>
                <p className="text-xs text-ink-subtle">
                  {t('Any future expiry date and any 3-digit CVV work in test mode.')}
                </p>
              </Tabs.Content>
              <Tabs.Content value="upi" className="space-y-3 focus:outline-none">
                <Field id={`${id}-upi`} label={t('UPI ID')}>
                  {(fieldId) => (
                    <input
                      id={fieldId}
                      className={inputClass}
                      autoComplete="off"
                      value={upiId}
                      onChange={(e) => setUpiId(e.target.value)}
                    />
                  )}
                </Field>
                <p className="text-xs text-ink-subtle">
                  {contact
                    ? t('A collect request would go to the UPI app linked to {{contact}}.', { contact })
                    : t('A collect request would go to your UPI app.')}
                </p>
              </Tabs.Content>
              {error && (
                <p role="alert" className="mt-3 rounded-md bg-danger-50 px-3 py-2 text-sm text-danger">
                  {error}
                </p>
              )}
            </div>
          </Tabs.Root>

          <div className="space-y-2 border-t border-line px-5 py-4">
            <button
              type="button"
              onClick={() => void pay('success')}
              disabled={busy !== null}
              className="flex w-full items-center justify-center gap-2 rounded-md bg-brand-700 px-4 py-3 text-sm font-bold text-white hover:bg-brand-800 disabled:opacity-60"
            >
              {busy === 'success' ? (
                <Loader2 aria-hidden="true" className="size-4 animate-spin" />
              ) : (
                <Lock aria-hidden="true" className="size-4" />
              )}
              {busy === 'success' ? t('Processing...') : t('Pay {{amount}}', { amount })}
            </button>
            <button
              type="button"
              onClick={() => void pay('failure')}
              disabled={busy !== null}
              className="w-full rounded-md border border-line px-4 py-2.5 text-sm font-semibold text-danger hover:bg-danger-50 disabled:opacity-60"
            >
              {busy === 'failure' ? t('Processing...') : t('Simulate failure')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
