// The seller's return policy (docs/behaviour/seller-portal.md#return-policy): the window among those the storefront
// promises on product pages, who pays return shipping, the restocking fee, exchanges, the accepted and free reasons
// and the terms; the store's default until saved. It applies to every listing of the seller.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  RETURN_POLICY_LIMITS,
  RETURN_REASONS,
  type ReturnPolicy,
  type ReturnReason,
} from '@haat/domain/returns/return-policy';
import { sellerReturnPolicyResponseSchema } from '@haat/domain/returns/return.schema';
import { Alert, Button, Card, Spinner } from '@haat/staff-ui/ui';
import { api } from '../lib/api.ts';
import { meQuery } from '../lib/queries.ts';
import { returnReasonLabel } from './order-labels.tsx';

/** Windows offered; a window set otherwise (the seller API takes any 0–90) is kept in the list. */
const WINDOWS = [0, 7, 10, 15, 30, 45, 60, 90];
export const RETURN_POLICY_FORM_MESSAGES = {
  feeRange: 'Restocking fee: a whole number from 0 to 50',
  reasonsRequired: 'Accept at least one reason',
  termsLength: 'Terms: up to 2,000 characters',
} as const;
const M = RETURN_POLICY_FORM_MESSAGES;
const policyQueryKey = ['seller', 'return-policy'] as const;

function ReasonList({
  legend,
  hint,
  chosen,
  onChange,
  error,
}: {
  legend: string;
  hint: string;
  chosen: readonly ReturnReason[];
  onChange: (next: ReturnReason[]) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
      <legend className="text-base font-semibold">{legend}</legend>
      <p id={`${id}-hint`} className="mb-2 text-sm text-ink-muted">
        {hint}
      </p>
      <div className="grid gap-1 sm:grid-cols-2">
        {RETURN_REASONS.map((reason) => (
          <label
            key={reason}
            className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-page"
          >
            <input
              type="checkbox"
              checked={chosen.includes(reason)}
              onChange={(e) =>
                onChange(RETURN_REASONS.filter((r) => (r === reason ? e.target.checked : chosen.includes(r))))
              }
              className="size-5 shrink-0 accent-brand-700"
            />
            <span>{returnReasonLabel(t, reason)}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function PolicyForm({ policy }: { policy: ReturnPolicy }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(policy);
  const [fee, setFee] = useState(String(policy.restockingFeePercentage));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const windowId = useId();
  const feeId = useId();
  const termsId = useId();
  const payerName = useId();
  const set = <K extends keyof ReturnPolicy>(key: K, value: ReturnPolicy[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    save.reset();
  };
  const save = useMutation({
    mutationFn: async (body: ReturnPolicy) =>
      sellerReturnPolicyResponseSchema.parse(
        await api('/seller-portal/return-policy', { method: 'PUT', body }),
      ).policy,
    onSuccess: (saved) => {
      queryClient.setQueryData(policyQueryKey, saved);
      void queryClient.invalidateQueries({ queryKey: ['seller', 'returns'] });
    },
  });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    const feeValue = Number(fee);
    if (
      fee.trim() === '' ||
      !Number.isInteger(feeValue) ||
      feeValue < 0 ||
      feeValue > RETURN_POLICY_LIMITS.maxRestockingFeePercent
    )
      next.fee = M.feeRange;
    if (draft.acceptedReasons.length === 0) next.acceptedReasons = M.reasonsRequired;
    if (draft.termsAndConditions.trim().length > RETURN_POLICY_LIMITS.maxTermsLength)
      next.terms = M.termsLength;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    save.mutate({
      ...draft,
      restockingFeePercentage: feeValue,
      termsAndConditions: draft.termsAndConditions.trim(),
    });
  };
  const windows = [...new Set([...WINDOWS, draft.returnWindow])].sort((a, b) => a - b);
  const payerOption = (value: ReturnPolicy['returnShippingPaidBy'], label: string) => (
    <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-line bg-white px-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
      <input
        type="radio"
        name={payerName}
        checked={draft.returnShippingPaidBy === value}
        onChange={() => set('returnShippingPaidBy', value)}
        className="size-5 accent-brand-700"
      />
      <span>{label}</span>
    </label>
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <Card>
        <div className="space-y-4">
          <div className="space-y-1">
            <label htmlFor={windowId} className="block text-sm font-medium">
              {t('Return window')}
            </label>
            <select
              id={windowId}
              value={draft.returnWindow}
              onChange={(e) => set('returnWindow', Number(e.target.value))}
              aria-describedby={`${windowId}-hint`}
              className="block h-12 w-full rounded-lg border border-line bg-white px-3 text-base"
            >
              {windows.map((days) => (
                <option key={days} value={days}>
                  {days === 0 ? t('No returns') : t('{{days}} days from delivery', { days })}
                </option>
              ))}
            </select>
            <p id={`${windowId}-hint`} className="text-sm text-ink-muted">
              {t('Product pages promise this window to shoppers.')}
            </p>
          </div>
          <fieldset className="space-y-2">
            <legend className="mb-1 text-sm font-medium">
              {t('Return shipping for a change of mind is paid by')}
            </legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {payerOption('customer', t('The shopper'))}
              {payerOption('seller', t('You, the seller'))}
            </div>
          </fieldset>
          <div className="space-y-1">
            <label htmlFor={feeId} className="block text-sm font-medium">
              {t('Restocking fee, %')}
            </label>
            <input
              id={feeId}
              inputMode="numeric"
              value={fee}
              onChange={(e) => {
                setFee(e.target.value);
                save.reset();
              }}
              aria-invalid={errors.fee ? true : undefined}
              aria-describedby={errors.fee ? `${feeId}-error` : `${feeId}-hint`}
              className={`block h-12 w-full rounded-lg border bg-white px-3 text-base ${errors.fee ? 'border-danger' : 'border-line'}`}
            />
            <p id={`${feeId}-hint`} className="text-sm text-ink-muted">
              {t('Kept from the refund, except for returns that are free (your faults).')}
            </p>
            {errors.fee ? (
              <p id={`${feeId}-error`} role="alert" className="text-sm text-danger">
                {t(errors.fee)}
              </p>
            ) : null}
          </div>
          <label className="flex min-h-12 cursor-pointer items-center gap-3">
            <input
              type="checkbox"
              checked={draft.exchangeAllowed}
              onChange={(e) => set('exchangeAllowed', e.target.checked)}
              className="size-5 accent-brand-700"
            />
            <span>{t('Exchanges allowed')}</span>
          </label>
        </div>
      </Card>
      <Card>
        <div className="space-y-5">
          <ReasonList
            legend={t('Reasons you accept')}
            hint={t('Shoppers can ask for a return only for these.')}
            chosen={draft.acceptedReasons}
            onChange={(next) => set('acceptedReasons', next)}
            error={errors.acceptedReasons ? t(errors.acceptedReasons) : undefined}
          />
          <ReasonList
            legend={t('Returned free')}
            hint={t('You pay return shipping and keep no fee for these.')}
            chosen={draft.freeReturnReasons}
            onChange={(next) => set('freeReturnReasons', next)}
          />
        </div>
      </Card>
      <Card>
        <label htmlFor={termsId} className="mb-1 block text-sm font-medium">
          {t('Terms')}
        </label>
        <textarea
          id={termsId}
          rows={4}
          value={draft.termsAndConditions}
          onChange={(e) => set('termsAndConditions', e.target.value)}
          aria-invalid={errors.terms ? true : undefined}
          className="block w-full rounded-lg border border-line bg-white p-3 text-base"
        />
        {errors.terms ? (
          <p role="alert" className="text-sm text-danger">
            {t(errors.terms)}
          </p>
        ) : null}
      </Card>
      <div aria-live="polite">
        {save.isSuccess ? (
          <Alert tone="success">{t('Saved. It applies to return requests made from now on.')}</Alert>
        ) : null}
        {save.error ? <Alert tone="error">{t(save.error.message)}</Alert> : null}
      </div>
      <Button type="submit" busy={save.isPending}>
        {t('Save return policy')}
      </Button>
    </form>
  );
}

export function ReturnPolicyPage() {
  const { t } = useTranslation();
  const me = useQuery(meQuery);
  const approved = me.data?.status === 'approved';
  const policy = useQuery({
    queryKey: policyQueryKey,
    queryFn: async () =>
      sellerReturnPolicyResponseSchema.parse(await api('/seller-portal/return-policy')).policy,
    enabled: approved,
  });
  if (me.isPending || (approved && policy.isPending)) return <Spinner label={t('Loading…')} />;
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <title>{t('Return policy | Haat Seller Central')}</title>
      <div className="space-y-1">
        <h1 className="text-2xl font-bold">{t('Return policy')}</h1>
        <p className="text-sm text-ink-muted">
          {t(
            'One policy for all your listings, old and new. Until you save yours, the store’s default applies.',
          )}
        </p>
      </div>
      {!approved ? (
        <Alert tone="info">{t('Your account is waiting for review: this opens once it is approved')}</Alert>
      ) : policy.isError ? (
        <div className="space-y-3">
          <Alert tone="error">{t('Your return policy could not be loaded.')}</Alert>
          <Button tone="secondary" onClick={() => void policy.refetch()}>
            {t('Try again')}
          </Button>
        </div>
      ) : policy.data ? (
        <PolicyForm policy={policy.data} />
      ) : null}
    </div>
  );
}
