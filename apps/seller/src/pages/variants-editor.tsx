// The variants of a listing (docs/behaviour/seller-portal.md#listings): the option kinds the group differs by (up to
// two of colour, size, storage…), then a row per variant with its option values, SKU, MRP, price and stock.
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { VARIANT_OPTION_CODES, type VariantOptionCode } from '@haat/domain/catalog/variant-options';
import { MAX_VARIANTS } from '@haat/domain/sellers/listing.schema';
import { Button, Field } from '@haat/staff-ui/ui';

export interface VariantDraft {
  id?: string | undefined;
  options: Partial<Record<VariantOptionCode, string>>;
  sku: string;
  mrp: string;
  price: string;
  stock: string;
}

export const emptyVariant = (): VariantDraft => ({ options: {}, sku: '', mrp: '', price: '', stock: '' });

export function useOptionLabels(): Record<VariantOptionCode, string> {
  const { t } = useTranslation();
  return {
    colour: t('Colour'),
    storage: t('Storage'),
    size: t('Size'),
    capacity: t('Capacity'),
    weight: t('Weight'),
    pack: t('Pack'),
    format: t('Format'),
    shade: t('Shade'),
    kit: t('Kit'),
    condition: t('Condition'),
  };
}

export function VariantsEditor({
  kinds,
  onKinds,
  variants,
  onVariants,
  errors,
}: {
  kinds: VariantOptionCode[];
  onKinds: (kinds: VariantOptionCode[]) => void;
  variants: VariantDraft[];
  onVariants: (variants: VariantDraft[]) => void;
  errors: Record<string, string | undefined>;
}) {
  const { t } = useTranslation();
  const labels = useOptionLabels();
  const set = (i: number, change: Partial<VariantDraft>) =>
    onVariants(variants.map((v, j) => (j === i ? { ...v, ...change } : v)));
  const err = (i: number, key: string) => {
    const message = errors[`variants.${i}.${key}`];
    return message ? t(message) : undefined;
  };
  return (
    <div className="space-y-4">
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t('Variants differ by')}</legend>
        <div className="flex flex-wrap gap-2">
          {VARIANT_OPTION_CODES.map((code) => {
            const on = kinds.includes(code);
            return (
              <label
                key={code}
                className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-4 text-sm ${
                  on ? 'border-brand-600 bg-brand-50 text-brand-900' : 'border-line bg-white'
                }`}
              >
                <input
                  type="checkbox"
                  className="sr-only"
                  checked={on}
                  disabled={!on && kinds.length >= 2}
                  onChange={() => onKinds(on ? kinds.filter((k) => k !== code) : [...kinds, code])}
                />
                {labels[code]}
              </label>
            );
          })}
        </div>
      </fieldset>
      {variants.map((variant, i) => (
        <div
          key={i}
          className="space-y-3 rounded-lg border border-line p-3"
          aria-label={t('Variant {{n}}', { n: i + 1 })}
          role="group"
        >
          <div className="flex items-center justify-between">
            <p className="font-semibold">{t('Variant {{n}}', { n: i + 1 })}</p>
            {variants.length > 1 ? (
              <Button
                tone="danger"
                className="min-h-10 px-3"
                aria-label={t('Remove variant {{n}}', { n: i + 1 })}
                onClick={() => onVariants(variants.filter((_, j) => j !== i))}
              >
                <Trash2 className="size-4" aria-hidden />
              </Button>
            ) : null}
          </div>
          {kinds.length > 0 ? (
            <div className="grid gap-3 sm:grid-cols-2">
              {kinds.map((code) => (
                <Field
                  key={code}
                  label={t('{{option}} of variant {{n}}', { option: labels[code], n: i + 1 })}
                  value={variant.options[code] ?? ''}
                  onChange={(e) => set(i, { options: { ...variant.options, [code]: e.target.value } })}
                />
              ))}
            </div>
          ) : null}
          {err(i, 'options') ? (
            <p role="alert" className="text-sm text-danger">
              {err(i, 'options')}
            </p>
          ) : null}
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <div className="col-span-2 sm:col-span-1">
              <Field
                label={t('SKU of variant {{n}}', { n: i + 1 })}
                autoCapitalize="characters"
                spellCheck={false}
                value={variant.sku}
                error={err(i, 'sku')}
                onChange={(e) => set(i, { sku: e.target.value })}
              />
            </div>
            <Field
              label={t('MRP of variant {{n}} (₹)', { n: i + 1 })}
              inputMode="decimal"
              value={variant.mrp}
              error={err(i, 'mrpRupees')}
              onChange={(e) => set(i, { mrp: e.target.value })}
            />
            <Field
              label={t('Price of variant {{n}} (₹)', { n: i + 1 })}
              inputMode="decimal"
              value={variant.price}
              error={err(i, 'priceRupees')}
              onChange={(e) => set(i, { price: e.target.value })}
            />
            <Field
              label={t('Stock of variant {{n}}', { n: i + 1 })}
              inputMode="numeric"
              value={variant.stock}
              error={err(i, 'stock')}
              onChange={(e) => set(i, { stock: e.target.value })}
            />
          </div>
        </div>
      ))}
      {variants.length < MAX_VARIANTS ? (
        <Button tone="secondary" onClick={() => onVariants([...variants, emptyVariant()])}>
          {t('Add a variant')}
        </Button>
      ) : null}
    </div>
  );
}
