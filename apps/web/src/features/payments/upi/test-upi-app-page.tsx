// The offline gateway's test UPI app (docs/behaviour/checkout.md#upi): what an intent link or the QR code opens
// instead of PhonePe or Google Pay. It shows the request as a UPI app would (payee, amount, note) and lets a tester
// approve or decline it; the shop's checkout, polling the payment, moves on by itself.
import { CheckCircle2, FlaskConical, Loader2, XCircle } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import {
  offlineUpiDecisionSchema,
  UPI_APPS,
  upiIdSchema,
  type OfflineUpiRequest,
  type PaymentWaitState,
} from '@haat/domain/payments/upi';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { formatInr } from '../../../lib/format.ts';
import { decideUpiRequest, getUpiRequest } from '../api/offline-upi.ts';

type Load =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'error' }
  | { kind: 'ready'; request: OfflineUpiRequest };

export function TestUpiAppPage() {
  const { t } = useTranslation();
  const id = useId();
  const { orderId = '' } = useParams();
  const [params] = useSearchParams();
  const appId = params.get('app');
  const appName = UPI_APPS.find((a) => a.id === appId)?.name ?? t('Test UPI app');
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [payer, setPayer] = useState(params.get('vpa') ?? 'tester@okaxis');
  const [payerError, setPayerError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'success' | 'failure' | null>(null);
  const [done, setDone] = useState<PaymentWaitState | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    getUpiRequest(orderId)
      .then((request) => live && setLoad({ kind: 'ready', request }))
      .catch((err: unknown) => {
        if (!live) return;
        setLoad(
          err instanceof ApiRequestError && err.status === 404 ? { kind: 'missing' } : { kind: 'error' },
        );
      });
    return () => {
      live = false;
    };
  }, [orderId]);

  async function decide(outcome: 'success' | 'failure') {
    const vpa = upiIdSchema.safeParse(payer);
    if (!vpa.success) {
      setPayerError(t('Enter a UPI ID such as name@okbank'));
      return;
    }
    setPayerError(null);
    setBusy(outcome);
    setSendError(null);
    try {
      const app = offlineUpiDecisionSchema.shape.app.safeParse(appId ?? undefined).data;
      const answer = await decideUpiRequest(orderId, {
        outcome,
        payerVpa: vpa.data,
        ...(app ? { app } : {}),
      });
      setDone(answer.state);
    } catch (err) {
      console.error('The test UPI app could not reach the server', err);
      setSendError(
        err instanceof ApiRequestError && err.status === 409
          ? t('This payment request is already paid or closed.')
          : t('Could not reach the server. Please try again.'),
      );
    } finally {
      setBusy(null);
    }
  }

  let body;
  if (load.kind === 'loading') {
    body = (
      <p role="status" className="flex items-center justify-center gap-2 py-10 text-ink-muted">
        <Loader2 aria-hidden="true" className="size-5 animate-spin" />
        {t('Loading...')}
      </p>
    );
  } else if (load.kind === 'missing') {
    body = (
      <p role="alert" className="py-10 text-center text-ink">
        {t('There is no such UPI payment request.')}
      </p>
    );
  } else if (load.kind === 'error') {
    body = (
      <p role="alert" className="py-10 text-center text-danger">
        {t('Could not reach the server. Please try again.')}
      </p>
    );
  } else if (done) {
    const paid = done === 'paid';
    body = (
      <div className="space-y-3 py-6 text-center" role="status" data-testid="test-upi-result">
        {paid ? (
          <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-success" />
        ) : (
          <XCircle aria-hidden="true" className="mx-auto size-14 text-danger" />
        )}
        <p className="text-lg font-bold text-ink">{paid ? t('Payment successful') : t('Payment declined')}</p>
        <p className="text-sm text-ink-muted">{t('Go back to the shop to see your order.')}</p>
      </div>
    );
  } else {
    const { request } = load;
    const closed = request.state === 'paid' || request.state === 'closed';
    body = (
      <div className="space-y-4">
        <div className="rounded-lg border border-line p-4 text-center">
          <p className="text-sm text-ink-muted">{t('Paying')}</p>
          <p className="text-lg font-bold text-ink">{request.payeeName}</p>
          <p className="text-xs text-ink-muted">{request.payeeVpa}</p>
          <p className="mt-3 text-3xl font-bold text-ink" data-testid="test-upi-amount">
            {formatInr(request.amount / 100)}
          </p>
          <p className="mt-1 text-xs text-ink-muted">{request.note}</p>
        </div>
        {request.state === 'expired' && (
          <p role="note" className="rounded-md bg-accent-100 px-3 py-2 text-sm text-ink">
            {t(
              'The shop stopped waiting for this payment. Paying now is a late payment: it becomes the order, or is refunded if you have paid again since.',
            )}
          </p>
        )}
        {closed ? (
          <p role="alert" className="text-center font-semibold text-ink">
            {t('This payment request is already paid or closed.')}
          </p>
        ) : (
          <>
            <div>
              <label htmlFor={`${id}-payer`} className="mb-1 block text-sm font-semibold text-ink">
                {t('Pay from (UPI ID)')}
              </label>
              <input
                id={`${id}-payer`}
                className="h-11 w-full rounded-md border border-line bg-card px-3 text-base text-ink focus:border-brand-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-200"
                autoComplete="off"
                autoCapitalize="none"
                value={payer}
                aria-invalid={payerError ? true : undefined}
                aria-describedby={payerError ? `${id}-payer-error` : undefined}
                onChange={(e) => setPayer(e.target.value)}
              />
              {payerError && (
                <p id={`${id}-payer-error`} role="alert" className="mt-1 text-sm text-danger">
                  {payerError}
                </p>
              )}
            </div>
            {sendError && (
              <p role="alert" className="rounded-md bg-danger-50 px-3 py-2 text-sm text-danger">
                {sendError}
              </p>
            )}
            <button
              type="button"
              onClick={() => void decide('success')}
              disabled={busy !== null}
              className="flex w-full items-center justify-center gap-2 rounded-md bg-brand-700 px-4 py-3 text-base font-bold text-white hover:bg-brand-800 disabled:opacity-60"
            >
              {busy === 'success' && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
              {t('Approve and pay {{amount}}', { amount: formatInr(request.amount / 100) })}
            </button>
            <button
              type="button"
              onClick={() => void decide('failure')}
              disabled={busy !== null}
              className="w-full rounded-md border border-line px-4 py-2.5 text-sm font-semibold text-danger hover:bg-danger-50 disabled:opacity-60"
            >
              {busy === 'failure' ? t('Processing...') : t('Decline')}
            </button>
          </>
        )}
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-md px-4 py-6">
      <div className="overflow-hidden rounded-2xl border border-line bg-card shadow-pop">
        <div className="bg-brand-800 px-5 py-4 text-white">
          <h1 className="text-lg font-bold">{appName}</h1>
          <p className="text-xs text-brand-100">{t('UPI payment request')}</p>
        </div>
        <p
          className="flex items-center gap-2 bg-accent-100 px-5 py-2 text-xs font-semibold text-ink"
          role="note"
        >
          <FlaskConical aria-hidden="true" className="size-4 shrink-0 text-accent-600" />
          {t('Test mode — no real money moves')}
        </p>
        <div className="px-5 py-4">{body}</div>
      </div>
    </div>
  );
}
