// Refund, Exchange or Store Credit (docs/behaviour/returns.md#return-windows-and-refunds). Exchange is offered only
// when the sellers allow it; Store Credit is paid back like a refund, since Haat keeps no wallet (ADR 0007), and says
// so.
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RETURN_MESSAGES, RETURN_TYPES, type ReturnType } from '@haat/domain/returns/return-policy';
import type { ReturnFormValues } from '../return-form-model.ts';
import { tk } from '../../../i18n/translation-key.ts';

const NOTES: Record<ReturnType, string> = {
  Refund: tk('Money back to your original payment method'),
  Exchange: tk('A replacement of the same item'),
  'Store Credit': tk(
    'Haat has no wallet yet: store credit is paid back to your original payment method, like a refund',
  ),
};

export function ReturnTypeChoice({
  register,
  exchangeAllowed,
}: {
  register: UseFormRegister<ReturnFormValues>;
  exchangeAllowed: boolean;
}) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-bold text-ink">{t('Return type')}</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {RETURN_TYPES.map((type) => {
          const disabled = type === 'Exchange' && !exchangeAllowed;
          return (
            <label
              key={type}
              className={`flex gap-2 rounded-md border border-line p-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 ${disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer hover:border-brand-200'}`}
            >
              <input
                type="radio"
                value={type}
                disabled={disabled}
                {...register('returnType')}
                className="mt-0.5 size-4 accent-brand-700"
              />
              <span>
                <span className="block font-semibold text-ink">{t(type)}</span>
                <span className="mt-0.5 block text-xs text-ink-muted">
                  {t(disabled ? RETURN_MESSAGES.exchangeNotAllowed : NOTES[type])}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
