// A listing written in the portal (docs/behaviour/seller-portal.md#listings): the product fields the storefront
// shows and the variants, checked with the domain's rules before it is saved as a draft or sent for review. The
// same page edits a draft or a rejected listing (/listings/{groupId}/edit).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { VARIANT_OPTION_CODES, type VariantOptionCode } from '@haat/domain/catalog/variant-options';
import {
  GST_RATES,
  listingInputSchema,
  type ListingDetail,
  type ListingInput,
} from '@haat/domain/sellers/listing.schema';
import { ApiError } from '@haat/staff-ui/api';
import { Alert, Button, Card, Field, Spinner, TextArea } from '@haat/staff-ui/ui';
import { api } from '../lib/api.ts';
import { CATEGORY_OPTIONS } from '../lib/category-options.ts';
import { listingQuery, listingsQuery } from '../lib/queries.ts';
import { emptyVariant, VariantsEditor, type VariantDraft } from './variants-editor.tsx';

interface Draft {
  name: string;
  brand: string;
  categoryPath: string;
  description: string;
  bullets: string;
  specifications: string;
  hsnCode: string;
  gstPercentage: string;
  weight: string;
  length: string;
  width: string;
  height: string;
  /** Empty: the seller's return policy applies (docs/decisions/0021-listing-return-window.md). */
  returnWindow: string;
}

const EMPTY: Draft = {
  name: '',
  brand: '',
  categoryPath: '',
  description: '',
  bullets: '',
  specifications: '',
  hsnCode: '',
  gstPercentage: '18',
  weight: '',
  length: '',
  width: '',
  height: '',
  returnWindow: '',
};

const num = (v: string) => (v.trim() === '' ? Number.NaN : Number(v.replace(/,/g, '')));

/** One specification per line, "Name: value". */
function specificationsOf(text: string) {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const at = line.indexOf(':');
      return at < 0
        ? { name: line.trim(), value: '' }
        : { name: line.slice(0, at).trim(), value: line.slice(at + 1).trim() };
    });
}

function toInput(d: Draft, variants: VariantDraft[], kinds: VariantOptionCode[]): ListingInput {
  return {
    name: d.name,
    brand: d.brand,
    categoryPath: d.categoryPath,
    description: d.description,
    bulletPoints: d.bullets.split('\n'),
    specifications: specificationsOf(d.specifications),
    hsnCode: d.hsnCode,
    gstPercentage: num(d.gstPercentage),
    shippingWeightGrams: num(d.weight),
    dimensionsCm: { length: num(d.length), width: num(d.width), height: num(d.height) },
    returnWindowDays: d.returnWindow.trim() === '' ? null : num(d.returnWindow),
    variants: variants.map((v) => ({
      ...(v.id ? { id: v.id } : {}),
      options: Object.fromEntries(kinds.map((k) => [k, v.options[k] ?? ''])),
      sku: v.sku,
      mrpRupees: num(v.mrp),
      priceRupees: num(v.price),
      stock: num(v.stock),
    })),
  };
}

function fromDetail(l: ListingDetail): {
  draft: Draft;
  variants: VariantDraft[];
  kinds: VariantOptionCode[];
} {
  const kinds = VARIANT_OPTION_CODES.filter((c) => l.variants.some((v) => v.options[c]));
  return {
    draft: {
      name: l.name,
      brand: l.brand,
      categoryPath: l.categoryPath,
      description: l.description,
      bullets: l.bulletPoints.join('\n'),
      specifications: l.specifications.map((s) => `${s.name}: ${s.value}`).join('\n'),
      hsnCode: l.hsnCode,
      gstPercentage: String(l.gstPercentage),
      weight: String(l.shippingWeightGrams),
      length: String(l.dimensionsCm.length),
      width: String(l.dimensionsCm.width),
      height: String(l.dimensionsCm.height),
      returnWindow: l.returnWindowDays === null ? '' : String(l.returnWindowDays),
    },
    variants: l.variants.map((v) => ({
      id: v.id,
      options: v.options,
      sku: v.sku,
      mrp: String(v.mrpRupees),
      price: String(v.priceRupees),
      stock: String(v.stock),
    })),
    kinds,
  };
}

function Select({
  label,
  error,
  children,
  ...rest
}: {
  label: string;
  error?: string | undefined;
  children: ReactNode;
} & React.SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        className={`block h-12 w-full rounded-lg border bg-white px-3 text-base ${error ? 'border-danger' : 'border-line'}`}
        {...rest}
      >
        {children}
      </select>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The category choices, made once: the same elements on every render let React skip them, where rebuilding every
 * option on each keystroke of any field was most of the form's work per key.
 */
const CATEGORY_GROUPS = [...new Set(CATEGORY_OPTIONS.map((o) => o.root))].map((root) => (
  <optgroup key={root} label={root}>
    {CATEGORY_OPTIONS.filter((o) => o.root === root).map((o) => (
      <option key={o.path} value={o.path}>
        {o.label}
      </option>
    ))}
  </optgroup>
));

function ListingForm({
  groupId,
  initial,
}: {
  groupId?: string | undefined;
  initial?: ListingDetail | undefined;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const start = initial ? fromDetail(initial) : undefined;
  const [draft, setDraft] = useState<Draft>(start?.draft ?? EMPTY);
  const [kinds, setKinds] = useState<VariantOptionCode[]>(start?.kinds ?? ['colour', 'size']);
  const [variants, setVariants] = useState<VariantDraft[]>(start?.variants ?? [emptyVariant()]);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [busy, setBusy] = useState<'draft' | 'submit' | null>(null);
  const set = (key: keyof Draft) => (e: { target: { value: string } }) =>
    setDraft({ ...draft, [key]: e.target.value });
  const err = (key: string) => (errors[key] ? t(errors[key]) : undefined);

  const save = async (submit: boolean) => {
    const parsed = listingInputSchema.safeParse(toInput(draft, variants, kinds));
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[issue.path.join('.')] ??= issue.message;
      setErrors({ ...next, form: 'Check the fields marked in red' });
      return;
    }
    setErrors({});
    setBusy(submit ? 'submit' : 'draft');
    try {
      const body = { listing: toInput(draft, variants, kinds), submit };
      if (groupId) await api(`/seller-portal/listings/${groupId}`, { method: 'PUT', body });
      else await api('/seller-portal/listings', { method: 'POST', body });
      await queryClient.invalidateQueries({ queryKey: listingsQuery.queryKey });
      void navigate('/listings');
    } catch (error) {
      setErrors({ form: error instanceof ApiError ? error.message : String(error) });
    } finally {
      setBusy(null);
    }
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void save(true);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {errors.form ? <Alert tone="error">{t(errors.form)}</Alert> : null}
      <Card className="space-y-4">
        <h2 className="text-lg font-semibold">{t('Product')}</h2>
        <Field label={t('Product name')} value={draft.name} onChange={set('name')} error={err('name')} />
        <Field label={t('Brand')} value={draft.brand} onChange={set('brand')} error={err('brand')} />
        <Select
          label={t('Category')}
          value={draft.categoryPath}
          onChange={set('categoryPath')}
          error={err('categoryPath')}
        >
          <option value="">{t('Choose a category')}</option>
          {CATEGORY_GROUPS}
        </Select>
        <TextArea
          label={t('Description')}
          value={draft.description}
          onChange={set('description')}
          error={err('description')}
        />
        <TextArea
          label={t('Bullet points')}
          hint={t('One per line, up to 8')}
          value={draft.bullets}
          onChange={set('bullets')}
          error={err('bulletPoints')}
        />
        <TextArea
          label={t('Specifications')}
          hint={t('One per line, as Name: value (Fabric: Cotton)')}
          value={draft.specifications}
          onChange={set('specifications')}
          error={err('specifications')}
        />
      </Card>
      <Card className="space-y-4">
        <h2 className="text-lg font-semibold">{t('Tax and shipping')}</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t('HSN code')}
            inputMode="numeric"
            value={draft.hsnCode}
            onChange={set('hsnCode')}
            error={err('hsnCode')}
          />
          <Select
            label={t('GST rate')}
            value={draft.gstPercentage}
            onChange={set('gstPercentage')}
            error={err('gstPercentage')}
          >
            {GST_RATES.map((r) => (
              <option key={r} value={r}>
                {t('{{rate}} %', { rate: r })}
              </option>
            ))}
          </Select>
        </div>
        <Field
          label={t('Shipping weight (g)')}
          inputMode="numeric"
          value={draft.weight}
          onChange={set('weight')}
          error={err('shippingWeightGrams')}
        />
        <div className="grid grid-cols-3 gap-2">
          <Field
            label={t('Length (cm)')}
            inputMode="decimal"
            value={draft.length}
            onChange={set('length')}
            error={err('dimensionsCm.length')}
          />
          <Field
            label={t('Width (cm)')}
            inputMode="decimal"
            value={draft.width}
            onChange={set('width')}
            error={err('dimensionsCm.width')}
          />
          <Field
            label={t('Height (cm)')}
            inputMode="decimal"
            value={draft.height}
            onChange={set('height')}
            error={err('dimensionsCm.height')}
          />
        </div>
      </Card>
      <Card className="space-y-4">
        <h2 className="text-lg font-semibold">{t('Returns')}</h2>
        <Field
          label={t('Return window (days)')}
          inputMode="numeric"
          hint={t('Leave empty to follow your return policy. 0 means this product cannot be returned.')}
          value={draft.returnWindow}
          onChange={set('returnWindow')}
          error={err('returnWindowDays')}
        />
      </Card>
      <Card className="space-y-4">
        <h2 className="text-lg font-semibold">{t('Variants, prices and stock')}</h2>
        {err('variants') ? <Alert tone="error">{err('variants')}</Alert> : null}
        <VariantsEditor
          kinds={kinds}
          onKinds={setKinds}
          variants={variants}
          onVariants={setVariants}
          errors={errors}
        />
      </Card>
      <div className="sticky bottom-0 -mx-3 flex gap-2 border-t border-line bg-page/95 px-3 py-3 md:static md:mx-0 md:border-0 md:bg-transparent md:px-0">
        <Button
          tone="secondary"
          busy={busy === 'draft'}
          onClick={() => void save(false)}
          className="flex-1 md:flex-none"
        >
          {t('Save draft')}
        </Button>
        <Button type="submit" busy={busy === 'submit'} className="flex-1 md:flex-none">
          {t('Submit for review')}
        </Button>
      </div>
    </form>
  );
}

export function ListingFormPage() {
  const { t } = useTranslation();
  const { groupId } = useParams();
  const existing = useQuery({ ...listingQuery(groupId ?? ''), enabled: Boolean(groupId) });
  const title = groupId ? t('Edit listing') : t('Add a listing');
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <title>{t('{{title}} | Haat Seller Central', { title })}</title>
      <h1 className="text-2xl font-bold">{title}</h1>
      {groupId && existing.isPending ? (
        <Spinner label={t('Loading the listing…')} />
      ) : groupId && existing.isError ? (
        <Alert tone="error">{t('This listing could not be loaded.')}</Alert>
      ) : (
        <ListingForm groupId={groupId} initial={existing.data} />
      )}
    </div>
  );
}
