// The add-card form (docs/behaviour/account.md#saved-cards): holder name, the number shown in groups with its brand
// read live from the prefix, expiry month and year. Only the brand, the last four digits, the holder, the expiry and
// the default choice are sent — the full number stays in this browser and is cleared once the card is saved.
import { Loader2, ShieldCheck } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_MESSAGES as M } from '@haat/domain/account/account-messages';
import { MESSAGES } from '@haat/domain/validation/messages';
import { FormInput } from '../../../components/ui/form-field.tsx';
import { toast } from '../../../components/ui/lazy-toast.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useAddPaymentMethod } from '../api/payment-methods.ts';
import {
  cardFormProblem,
  cardPayload,
  emptyCardValues,
  formatCardNumber,
  liveCardBrand,
  type CardFormValues,
} from '../card-form-model.ts';
import { CardBrandBadge, cardBrandName } from './card-brand-badge.tsx';
import { primaryButtonClass } from './settings-section.tsx';

const digitsOnly = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

export function AddCardForm({ makeDefault, onDone }: { makeDefault: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const add = useAddPaymentMethod();
  const [problem, setProblem] = useState<string | null>(null);
  const { register, handleSubmit, reset, setValue, setFocus, control } = useForm<CardFormValues>({
    defaultValues: emptyCardValues(makeDefault),
  });
  // Opening the form takes the shopper to its first field.
  useEffect(() => setFocus('cardHolderName'), [setFocus]);
  const brand = liveCardBrand(useWatch({ control, name: 'cardNumber' }));

  const submit = handleSubmit(async (values) => {
    const found = cardFormProblem(values);
    if (found) {
      const message = found === 'expired' ? M.cardExpired : M.cardFormInvalid;
      setProblem(message);
      toast.error(t(message));
      return;
    }
    setProblem(null);
    try {
      await add.mutateAsync(cardPayload(values));
      reset(emptyCardValues());
      toast.success(t(M.cardSaved));
      onDone();
    } catch (failure) {
      console.error('Saving the card failed', failure);
      const message =
        failure instanceof ApiRequestError && failure.status > 0 && failure.status < 500
          ? failure.message
          : MESSAGES.somethingWentWrong;
      setProblem(message);
      toast.error(t(message));
    }
  });

  const invalid = problem !== null;
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('Add New Card')}
      data-testid="add-card-form"
      className="border-t border-line bg-brand-50/40 px-4 py-5 md:px-6"
    >
      <h3 className="mb-3 text-sm font-bold uppercase tracking-wide text-brand-700">{t('Add New Card')}</h3>
      <div className="grid max-w-xl gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <FormInput
            id={`${id}-holder`}
            label={t('Card Holder Name')}
            requiredMark
            autoComplete="cc-name"
            {...register('cardHolderName')}
          />
        </div>
        <div className="relative sm:col-span-2">
          <FormInput
            id={`${id}-number`}
            label={t('Card Number')}
            requiredMark
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 5678 9012 3456"
            className="pe-20 font-mono tracking-wider"
            hint={brand ? t('Card type: {{brand}}', { brand: t(cardBrandName(brand)) }) : undefined}
            {...register('cardNumber', {
              onChange: (event: { target: HTMLInputElement }) =>
                setValue('cardNumber', formatCardNumber(event.target.value)),
            })}
          />
          {brand && (
            <span className="pointer-events-none absolute end-2 top-[2.125rem]" aria-hidden="true">
              <CardBrandBadge brand={brand} size="sm" />
            </span>
          )}
        </div>
        <div className="grid grid-cols-2 gap-3 sm:col-span-2 sm:max-w-xs">
          <FormInput
            id={`${id}-month`}
            label={t('Month')}
            requiredMark
            inputMode="numeric"
            autoComplete="cc-exp-month"
            placeholder={t('MM')}
            maxLength={2}
            {...register('expiryMonth', {
              onChange: (event: { target: HTMLInputElement }) =>
                setValue('expiryMonth', digitsOnly(event.target.value, 2)),
            })}
          />
          <FormInput
            id={`${id}-year`}
            label={t('Year')}
            requiredMark
            inputMode="numeric"
            autoComplete="cc-exp-year"
            placeholder={t('YYYY')}
            maxLength={4}
            {...register('expiryYear', {
              onChange: (event: { target: HTMLInputElement }) =>
                setValue('expiryYear', digitsOnly(event.target.value, 4)),
            })}
          />
        </div>
      </div>
      <label className="mt-4 flex items-center gap-2 text-sm text-ink">
        <input type="checkbox" className="size-4 accent-brand-700" {...register('isDefault')} />
        {t('Make this my default card')}
      </label>
      <p className="mt-4 flex max-w-xl items-start gap-2 rounded-md bg-success-50 px-3 py-2.5 text-sm text-success">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t(
          'Your full card number never leaves this browser: we keep only the card type and its last 4 digits.',
        )}
      </p>
      {invalid && (
        <p role="alert" className="mt-3 text-sm font-medium text-danger">
          {t(problem)}
        </p>
      )}
      <div className="mt-5 flex flex-wrap gap-3">
        <button type="submit" disabled={add.isPending} className={primaryButtonClass}>
          {add.isPending && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
          {add.isPending ? t('Saving...') : t('Save Card')}
        </button>
        <button
          type="button"
          onClick={() => {
            reset(emptyCardValues());
            onDone();
          }}
          className="rounded-md px-4 py-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t('Cancel')}
        </button>
      </div>
    </form>
  );
}
