// The return form of docs/behaviour/returns.md#return-request-page for an eligible order: items and units, the
// required reason (the sellers' accepted ones first), details, type, notes; the live policy check once a reason is
// chosen; the refund estimate; Submit. A failed submission keeps everything typed; the same request sent again keeps
// its key.
import { CircleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Order } from '@haat/domain/orders/order.schema';
import { RETURN_MESSAGES } from '@haat/domain/returns/return-policy';
import { RETURN_TEXT_LIMITS, type ReturnEligibility } from '@haat/domain/returns/return.schema';
import { FormTextarea } from '../../../components/ui/form-field.tsx';
import { toast } from '../../../components/ui/lazy-toast.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useCreateReturn } from '../api/create-return.ts';
import {
  checkReturn,
  chosenLines,
  initialFormValues,
  reasonOptions,
  returnPayload,
  sellersInPlay,
  submitError,
  submitFailureMessage,
  type ReturnFormValues,
} from '../return-form-model.ts';
import { ReturnItemPicker } from './return-item-picker.tsx';
import { ReturnPolicyCheck } from './return-policy-check.tsx';
import { ReturnRefundSummary } from './return-refund-summary.tsx';
import { ReturnTypeChoice } from './return-type-choice.tsx';
import { tk } from '../../../i18n/translation-key.ts';

const REASON_GROUPS = [
  { acceptedBy: 'all', label: tk('Accepted by the seller') },
  { acceptedBy: 'some', label: tk('Accepted by some sellers of this order') },
  { acceptedBy: 'none', label: tk('Not accepted by the seller') },
] as const;

export function ReturnForm({
  order,
  eligibility,
  cancelTo,
  onSubmitted,
  onRefused,
}: {
  order: Order;
  eligibility: ReturnEligibility;
  cancelTo: string;
  onSubmitted: () => void;
  /** The server turned the request down: the units left may have changed. */
  onRefused: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateReturn();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    clearErrors,
    formState: { errors },
  } = useForm<ReturnFormValues>({ defaultValues: initialFormValues(eligibility) });
  const values = useWatch({ control }) as ReturnFormValues;
  const lines = chosenLines(eligibility, values.items ?? []);
  const sellers = sellersInPlay(eligibility, lines);
  const exchangeAllowed = sellers.length > 0 && sellers.every((s) => s.policy.exchangeAllowed);
  const check = checkReturn({ eligibility, order, values });
  const options = reasonOptions(sellers);

  useEffect(() => {
    if (!exchangeAllowed && values.returnType === 'Exchange') setValue('returnType', 'Refund');
  }, [exchangeAllowed, values.returnType, setValue]);
  useEffect(() => {
    if (lines.length > 0) clearErrors('items');
  }, [lines.length, clearErrors]);

  const onSubmit = handleSubmit(async (submitted) => {
    setFailure(null);
    const chosen = chosenLines(eligibility, submitted.items);
    const invalid = submitError(chosen, submitted.returnReason);
    if (invalid) {
      setError(
        invalid === RETURN_MESSAGES.selectItem ? 'items' : 'returnReason',
        { message: invalid },
        { shouldFocus: true },
      );
      return;
    }
    try {
      await create.mutateAsync(returnPayload(order._id, chosen, submitted));
      toast.success(t(RETURN_MESSAGES.submitted));
      onSubmitted();
    } catch (error) {
      const message = submitFailureMessage(error);
      setFailure(message);
      toast.error(t(message));
      if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) onRefused();
    }
  });

  const reasonError = errors.returnReason?.message;
  const itemsError = errors.items?.message ?? errors.items?.root?.message;
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="return-form-title" className="space-y-5">
      <h2 id="return-form-title" className="text-base font-bold text-ink">
        {t('Return details')}
      </h2>
      <ReturnItemPicker eligibility={eligibility} register={register} error={itemsError && t(itemsError)} />

      <div>
        <label htmlFor="return-reason" className="mb-1 block text-sm font-bold text-ink">
          {t('Reason for Return')}
          <span aria-hidden className="ms-0.5 text-danger">
            *
          </span>
        </label>
        <select
          id="return-reason"
          aria-required="true"
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={reasonError ? 'return-reason-error' : undefined}
          {...register('returnReason', { onChange: () => clearErrors('returnReason') })}
          className={`h-11 w-full rounded-md border bg-card px-3 text-base text-ink focus:border-brand-600 ${reasonError ? 'border-danger' : 'border-line'}`}
        >
          <option value="">{t('Select a reason')}</option>
          {REASON_GROUPS.map((group) => {
            const inGroup = options.filter((o) => o.acceptedBy === group.acceptedBy);
            return inGroup.length === 0 ? null : (
              <optgroup key={group.acceptedBy} label={t(group.label)}>
                {inGroup.map((o) => (
                  <option key={o.reason} value={o.reason}>
                    {t(o.reason)}
                  </option>
                ))}
              </optgroup>
            );
          })}
        </select>
        {reasonError && (
          <p id="return-reason-error" role="alert" className="mt-1 text-sm text-danger">
            {t(reasonError)}
          </p>
        )}
      </div>

      {values.returnReason && <ReturnPolicyCheck result={check} />}

      <FormTextarea
        id="return-details"
        label={t('Additional Details')}
        aria-required={false}
        maxLength={RETURN_TEXT_LIMITS.detailedReason}
        placeholder={t('What is wrong with the item? (optional)')}
        className="min-h-20!"
        {...register('detailedReason')}
      />

      <ReturnTypeChoice register={register} exchangeAllowed={exchangeAllowed} />

      <FormTextarea
        id="return-notes"
        label={t('Additional Notes')}
        aria-required={false}
        maxLength={RETURN_TEXT_LIMITS.customerNotes}
        placeholder={t('Anything the seller should know for the pickup (optional)')}
        className="min-h-20!"
        {...register('customerNotes')}
      />

      <ReturnRefundSummary
        eligibility={eligibility}
        lines={lines}
        check={check}
        paymentMethod={order.payment.method}
        exchange={values.returnType === 'Exchange'}
      />

      {failure && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-md bg-danger-50 p-3 text-sm font-medium text-danger"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t(failure)}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">
        {lines.length === 0 && (
          <p id="return-submit-hint" className="text-xs text-ink-muted sm:me-auto">
            {t(RETURN_MESSAGES.selectItem)}
          </p>
        )}
        <Link
          to={cancelTo}
          className="inline-flex items-center justify-center rounded-md border border-line bg-card px-5 py-2.5 text-sm font-semibold text-ink hover:bg-page"
        >
          {t('Cancel')}
        </Link>
        <button
          type="submit"
          disabled={create.isPending || lines.length === 0}
          aria-describedby={lines.length === 0 ? 'return-submit-hint' : undefined}
          className="inline-flex min-w-48 items-center justify-center gap-2 rounded-md bg-accent-400 px-6 py-2.5 text-sm font-bold uppercase tracking-wide text-ink shadow-card hover:bg-accent-500 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {create.isPending ? t('Submitting...') : t('Submit Return Request')}
        </button>
      </div>
    </form>
  );
}
