// UPI as Indian phones pay today (docs/behaviour/checkout.md#upi): on a phone the UPI apps to open (Android's tray
// of the installed apps first, then Google Pay, PhonePe, Paytm and BHIM), on iOS also a UPI ID (collect), on a
// desktop a QR code; then the real wait: the server is asked every 2 s whether the payment arrived, a countdown to
// the end of the window, the decline's reason with Try again, and Try again with a new payment order after expiry.
import { AlertCircle, Clock, Loader2, QrCode, Smartphone, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatePaymentOrderResponse } from '@haat/domain/payments/payment.schema';
import {
  UPI_APPS,
  UPI_POLL_INTERVAL_MS,
  upiAppLink,
  upiIdSchema,
  upiLink,
  upiQuery,
  type PaymentStatusResponse,
  type UpiPaymentRequest,
  type UpiPlatform,
} from '@haat/domain/payments/upi';
import { useReturnFocus } from '../../../components/ui/use-return-focus.ts';
import { formatInr } from '../../../lib/format.ts';
import { getPaymentStatus } from '../api/payment-status.ts';
import { UpiQr } from './upi-qr.tsx';

export type UpiOutcome =
  | { kind: 'paid'; order: CreatePaymentOrderResponse; paymentId: string }
  | { kind: 'failed'; description: string }
  | { kind: 'dismissed' };

type View = 'choose' | 'waiting' | 'collect' | 'failed' | 'expired';

/** m:ss of what is left. */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

interface Links {
  any: string;
  app: (id: string) => string;
  qr: string;
  /** The offline gateway's test app, which stands in for every UPI app. */
  test: boolean;
}

function linksFor(status: PaymentStatusResponse, platform: UpiPlatform, origin: string): Links | null {
  if (!status.upi) return null;
  const request: UpiPaymentRequest = {
    payeeVpa: status.upi.payeeVpa,
    payeeName: status.upi.payeeName,
    amountPaise: status.amount,
    reference: status.orderId,
    note: status.upi.note,
  };
  const testApp = status.upi.testAppUrl;
  if (testApp) {
    const base = new URL(testApp, origin).toString();
    const to = (app: string) => `${base}?app=${app}&${upiQuery(request)}`;
    return { any: to('any'), app: to, qr: to('qr'), test: true };
  }
  const device = platform === 'ios' ? 'ios' : 'android';
  return {
    any: upiLink(request),
    app: (id) => {
      const app = UPI_APPS.find((a) => a.id === id);
      return app ? upiAppLink(app, device, request) : upiLink(request);
    },
    qr: upiLink(request),
    test: false,
  };
}

const primary =
  'flex w-full items-center justify-center gap-2 rounded-md bg-brand-700 px-4 py-3 text-sm font-bold text-white hover:bg-brand-800 disabled:opacity-60';
const secondary =
  'flex w-full items-center justify-center gap-2 rounded-md border border-line px-4 py-2.5 text-sm font-semibold text-ink hover:bg-surface disabled:opacity-60';

export function UpiCheckoutDialog({
  order: firstOrder,
  platform,
  storeName,
  onRenew,
  onOutcome,
  now = Date.now,
}: {
  order: CreatePaymentOrderResponse;
  platform: UpiPlatform;
  storeName: string;
  /** A new payment order for the same checkout (after the window closed). */
  onRenew: () => Promise<CreatePaymentOrderResponse>;
  onOutcome: (outcome: UpiOutcome) => void;
  now?: () => number;
}) {
  const { t } = useTranslation();
  const id = useId();
  const returnFocus = useReturnFocus();
  const [order, setOrder] = useState(firstOrder);
  const [status, setStatus] = useState<PaymentStatusResponse | null>(null);
  const [view, setView] = useState<View>('choose');
  const [chosenApp, setChosenApp] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [trouble, setTrouble] = useState(false);
  const [remaining, setRemaining] = useState<number | null>(null);
  const [renewing, setRenewing] = useState(false);
  const [renewError, setRenewError] = useState<string | null>(null);
  const [upiId, setUpiId] = useState('');
  const [upiIdError, setUpiIdError] = useState<string | null>(null);
  const seenFailures = useRef(new Set<string>());
  /** Server time minus this device's, from the last answer: the countdown is the server's, whatever the phone's clock says. */
  const skew = useRef(0);
  const settled = useRef(false);
  const amount = formatInr(order.amount / 100);

  const finish = useCallback(
    (outcome: UpiOutcome) => {
      if (settled.current) return;
      settled.current = true;
      onOutcome(outcome);
    },
    [onOutcome],
  );

  const apply = useCallback(
    (next: PaymentStatusResponse) => {
      const serverNow = Date.parse(next.now);
      if (!Number.isNaN(serverNow)) skew.current = serverNow - now();
      setStatus(next);
      setTrouble(false);
      if (next.state === 'paid' && next.paymentId) {
        finish({ kind: 'paid', order, paymentId: next.paymentId });
        return;
      }
      if (next.state === 'expired' || next.state === 'closed') {
        setView('expired');
        return;
      }
      if (next.state === 'failed' && next.failure && !seenFailures.current.has(next.failure.paymentId)) {
        seenFailures.current.add(next.failure.paymentId);
        setFailure(next.failure.reason);
        setView('failed');
      }
    },
    [finish, order, now],
  );

  // Ask the server every UPI_POLL_INTERVAL_MS until paid or expired; a failed request is retried quietly and said.
  const polling = view !== 'expired';
  useEffect(() => {
    if (!polling) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      try {
        apply(await getPaymentStatus(order.orderId, controller.signal));
      } catch (err) {
        if (controller.signal.aborted) return;
        console.error('Checking the UPI payment failed', err);
        setTrouble(true);
      }
      if (!controller.signal.aborted && !settled.current)
        timer = setTimeout(() => void ask(), UPI_POLL_INTERVAL_MS);
    };
    void ask();
    return () => {
      controller.abort();
      if (timer) clearTimeout(timer);
    };
  }, [order.orderId, polling, apply]);

  // The countdown; at zero the server is asked once more (a payment may have landed in the last seconds).
  const expiresAt = status ? Date.parse(status.expiresAt) : null;
  useEffect(() => {
    if (expiresAt === null || view === 'expired') return;
    const tick = () => {
      const left = expiresAt - (now() + skew.current);
      setRemaining(left);
      if (left <= 0) {
        getPaymentStatus(order.orderId)
          .then((last) => {
            if (last.state === 'paid') apply(last);
            else setView('expired');
          })
          .catch(() => setView('expired'));
      }
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [expiresAt, view, now, order.orderId, apply]);

  async function renew() {
    setRenewing(true);
    setRenewError(null);
    try {
      const next = await onRenew();
      seenFailures.current.clear();
      setStatus(null);
      setRemaining(null);
      setOrder(next);
      setView('choose');
    } catch (err) {
      setRenewError(err instanceof Error && err.message ? err.message : t('Failed to create order'));
    } finally {
      setRenewing(false);
    }
  }

  function sendCollect() {
    const parsed = upiIdSchema.safeParse(upiId);
    if (!parsed.success) {
      setUpiIdError(t('Enter a UPI ID such as name@okbank'));
      return;
    }
    setUpiIdError(null);
    setChosenApp(parsed.data);
    setView('waiting');
  }

  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  const links = status ? linksFor(status, platform, origin) : null;
  const phone = platform !== 'desktop';
  const linkTarget = links?.test ? { target: '_blank', rel: 'noopener' } : {};
  const countdown =
    remaining !== null && view !== 'expired' ? (
      <p
        className="flex items-center justify-center gap-1.5 text-sm text-ink-muted"
        data-testid="upi-countdown"
      >
        <Clock aria-hidden="true" className="size-4" />
        {t('Time left to pay: {{time}}', { time: formatCountdown(remaining) })}
      </p>
    ) : null;

  let body: ReactNode;
  if (!status || !links) {
    body = (
      <p className="flex items-center justify-center gap-2 py-10 text-sm text-ink-muted" role="status">
        <Loader2 aria-hidden="true" className="size-5 animate-spin" />
        {trouble ? t('Could not reach the server. Trying again…') : t('Preparing your UPI payment…')}
      </p>
    );
  } else if (view === 'expired') {
    body = (
      <div className="space-y-3 py-2 text-center" data-testid="upi-expired">
        <p role="alert" className="font-semibold text-ink">
          {t('The payment time is over')}
        </p>
        <p className="text-sm text-ink-muted">
          {t('If money left your account, it becomes your order or is refunded automatically.')}
        </p>
        {renewError && (
          <p role="alert" className="rounded-md bg-danger-50 px-3 py-2 text-sm text-danger">
            {renewError}
          </p>
        )}
        <button type="button" className={primary} onClick={() => void renew()} disabled={renewing}>
          {renewing && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
          {t('Try again')}
        </button>
      </div>
    );
  } else if (view === 'failed') {
    body = (
      <div className="space-y-3 py-2 text-center" data-testid="upi-failed">
        <p role="alert" className="flex items-center justify-center gap-2 font-semibold text-danger">
          <AlertCircle aria-hidden="true" className="size-5" />
          {t('Payment failed')}
        </p>
        {/* The bank's or app's own words, as the gateway reports them. */}
        {failure && failure !== 'Payment failed' && <p className="text-sm text-ink">{failure}</p>}
        <p className="text-sm text-ink-muted">{t('No money was taken. You can try again.')}</p>
        <button type="button" className={primary} onClick={() => setView('choose')}>
          {t('Try again')}
        </button>
        {countdown}
      </div>
    );
  } else if (view === 'waiting') {
    body = (
      <div className="space-y-3 py-2 text-center" data-testid="upi-waiting">
        <p className="flex items-center justify-center gap-2 font-semibold text-ink">
          <Loader2 aria-hidden="true" className="size-5 animate-spin text-brand-700" />
          {t('Waiting for your payment')}
        </p>
        <p className="text-sm text-ink-muted">
          {chosenApp?.includes('@')
            ? t('Approve the request sent to {{upiId}} in your UPI app, then come back here.', {
                upiId: chosenApp,
              })
            : t('Complete the payment in {{app}}, then come back here.', {
                app: chosenApp ?? t('your UPI app'),
              })}
        </p>
        {chosenApp?.includes('@') && links.test && (
          <a
            className={secondary}
            href={`${links.app('collect')}&vpa=${encodeURIComponent(chosenApp)}`}
            {...linkTarget}
          >
            {t('Open the test UPI app')}
          </a>
        )}
        {countdown}
        <button type="button" className={secondary} onClick={() => setView('choose')}>
          {t('Choose another app')}
        </button>
      </div>
    );
  } else if (view === 'collect') {
    body = (
      <form
        className="space-y-3"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          sendCollect();
        }}
      >
        <label htmlFor={`${id}-upi-id`} className="block text-sm font-semibold text-ink">
          {t('UPI ID')}
        </label>
        <input
          id={`${id}-upi-id`}
          className="h-11 w-full rounded-md border border-line bg-card px-3 text-base text-ink focus:border-brand-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-200"
          autoComplete="off"
          autoCapitalize="none"
          inputMode="email"
          placeholder="name@okbank"
          value={upiId}
          aria-invalid={upiIdError ? true : undefined}
          aria-describedby={upiIdError ? `${id}-upi-id-error` : undefined}
          onChange={(e) => setUpiId(e.target.value)}
        />
        {upiIdError && (
          <p id={`${id}-upi-id-error`} role="alert" className="text-sm text-danger">
            {upiIdError}
          </p>
        )}
        <button type="submit" className={primary}>
          {t('Send payment request')}
        </button>
        <button type="button" className={secondary} onClick={() => setView('choose')}>
          {t('Back')}
        </button>
      </form>
    );
  } else if (phone) {
    body = (
      <div className="space-y-3" data-testid="upi-apps">
        <p className="text-sm font-semibold text-ink">{t('Pay with a UPI app')}</p>
        <ul className="space-y-2">
          {platform === 'android' && (
            <li>
              <a
                className="flex min-h-12 items-center gap-3 rounded-md border border-brand-600 bg-brand-50 px-4 py-2 text-sm font-semibold text-brand-800"
                href={links.any}
                {...linkTarget}
                onClick={() => {
                  setChosenApp(null);
                  setView('waiting');
                }}
              >
                <Smartphone aria-hidden="true" className="size-5 shrink-0" />
                <span>
                  {t('Any UPI app')}
                  <span className="block text-xs font-normal text-ink-muted">
                    {t('Shows the UPI apps on this phone')}
                  </span>
                </span>
              </a>
            </li>
          )}
          {UPI_APPS.map((app) => (
            <li key={app.id}>
              <a
                className="flex min-h-12 items-center gap-3 rounded-md border border-line px-4 py-2 text-sm font-semibold text-ink hover:bg-surface"
                href={links.app(app.id)}
                {...linkTarget}
                data-upi-app={app.id}
                onClick={() => {
                  setChosenApp(app.name);
                  setView('waiting');
                }}
              >
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-surface text-xs font-bold text-brand-800"
                >
                  {app.name.slice(0, 1)}
                </span>
                {app.name}
              </a>
            </li>
          ))}
        </ul>
        {platform === 'ios' && (
          <button type="button" className={secondary} onClick={() => setView('collect')}>
            {t('Pay by UPI ID')}
          </button>
        )}
        {countdown}
      </div>
    );
  } else {
    body = (
      <div className="flex flex-col items-center gap-3 text-center" data-testid="upi-qr-view">
        <p className="flex items-center gap-2 text-sm font-semibold text-ink">
          <QrCode aria-hidden="true" className="size-4" />
          {t('Scan with any UPI app')}
        </p>
        <UpiQr
          text={links.qr}
          label={t('UPI QR code to pay {{amount}} to {{payee}}', {
            amount,
            payee: status.upi?.payeeName ?? '',
          })}
        />
        <p className="text-xs text-ink-muted">
          {status.upi?.payeeName} · {status.upi?.payeeVpa}
        </p>
        <p className="flex items-center gap-2 text-sm text-ink" aria-live="polite">
          <Loader2 aria-hidden="true" className="size-4 animate-spin text-brand-700" />
          {t('Waiting for your payment')}
        </p>
        {countdown}
        {links.test && (
          <a className="text-sm font-semibold text-brand-700 underline" href={links.qr} {...linkTarget}>
            {t('Open the test UPI app')}
          </a>
        )}
      </div>
    );
  }

  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) finish({ kind: 'dismissed' });
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60" />
        <Dialog.Content
          aria-describedby={`${id}-amount`}
          data-testid="upi-checkout"
          onOpenAutoFocus={returnFocus.remember}
          onCloseAutoFocus={returnFocus.restore}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[94dvh] flex-col overflow-hidden rounded-t-2xl bg-card shadow-pop focus:outline-none sm:inset-auto sm:left-1/2 sm:top-1/2 sm:w-[26rem] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl"
        >
          <div className="bg-brand-800 px-5 pb-4 pt-4 text-white">
            <div className="flex items-start justify-between gap-3">
              <Dialog.Title className="text-base font-bold">
                {t('Pay by UPI')} · {storeName}
              </Dialog.Title>
              <Dialog.Close
                aria-label={t('Cancel payment')}
                className="-me-2 -mt-1 rounded-full p-2 text-brand-100 hover:bg-white/10 hover:text-white"
              >
                <X aria-hidden="true" className="size-5" />
              </Dialog.Close>
            </div>
            <p id={`${id}-amount`} className="mt-2 text-xs text-brand-100">
              {t('Amount to pay')}
              <span className="ms-2 text-2xl font-bold text-white" data-testid="gateway-amount">
                {amount}
              </span>
            </p>
          </div>
          {links?.test && (
            <p className="bg-accent-100 px-5 py-2 text-xs font-semibold text-ink" role="note">
              {t('Test mode — no real money moves')}
            </p>
          )}
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">
            {body}
            {trouble && status && (
              <p role="status" className="mt-3 text-center text-xs text-ink-muted">
                {t('Could not reach the server. Trying again…')}
              </p>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
