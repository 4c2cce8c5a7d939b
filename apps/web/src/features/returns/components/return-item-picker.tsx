// The items of the return form: per line a quantity select from 0 (not returned) to the units still returnable.
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ReturnEligibility } from '@haat/domain/returns/return.schema';
import { Thumbnail } from '../../../components/ui/thumbnail.tsx';
import { formatInr } from '../../../lib/format.ts';
import { quantityOptions, type ReturnFormValues } from '../return-form-model.ts';

export function ReturnItemPicker({
  eligibility,
  register,
  error,
}: {
  eligibility: ReturnEligibility;
  register: UseFormRegister<ReturnFormValues>;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <fieldset aria-describedby={error ? 'return-items-error' : undefined}>
      <legend className="mb-2 text-sm font-bold text-ink">{t('Select items to return')}</legend>
      <ul className="divide-y divide-line rounded-md border border-line">
        {eligibility.items.map((item, index) => {
          const options = quantityOptions(item);
          const id = `return-qty-${index}`;
          return (
            <li key={item.orderItemId} className="flex flex-wrap items-center gap-3 p-3">
              <Thumbnail src={item.image ?? undefined} alt={item.name} size={56} />
              <div className="min-w-0 flex-1 basis-40">
                <p className="line-clamp-2 text-sm font-medium text-ink">{item.name}</p>
                <p className="mt-0.5 text-xs text-ink-muted">
                  {item.quantity} × {formatInr(item.price)} ·{' '}
                  {t('Sold by {{seller}}', { seller: item.sellerName })}
                </p>
                {item.returnableQuantity < item.quantity && item.returnableQuantity > 0 && (
                  <p className="mt-0.5 text-xs text-accent-700">
                    {t('{{count}} of {{total}} can still be returned', {
                      count: item.returnableQuantity,
                      total: item.quantity,
                    })}
                  </p>
                )}
              </div>
              {options.length > 1 ? (
                <div className="flex items-center gap-2 max-sm:ms-auto">
                  <label htmlFor={id} className="text-xs font-medium text-ink-muted">
                    {t('Quantity to return')}
                    <span className="sr-only">: {item.name}</span>
                  </label>
                  <select
                    id={id}
                    {...register(`items.${index}.quantity`, { valueAsNumber: true })}
                    className="h-9 w-20 rounded-md border border-line bg-card px-2 text-sm font-semibold text-ink focus:border-brand-600"
                  >
                    {options.map((units) => (
                      <option key={units} value={units}>
                        {units}
                      </option>
                    ))}
                  </select>
                </div>
              ) : (
                <p className="text-xs font-medium text-ink-subtle max-sm:ms-auto">
                  {item.eligible ? t('Already in a return') : t('Not returnable')}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      {error && (
        <p id="return-items-error" role="alert" className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
