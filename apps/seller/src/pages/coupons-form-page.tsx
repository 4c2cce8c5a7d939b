// A coupon's form, new or edited (docs/behaviour/seller-portal.md#coupons): code, name, the discount, minimum order,
// first and last day, limits and the products it applies to, checked with the API's rules
// (sellerCouponInputSchema) before the call, each message under its field.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import {
  istDate,
  SELLER_COUPON_MESSAGES,
  sellerCouponInputSchema,
  sellerCouponResponseSchema,
  type SellerCouponInput,
  type SellerCouponView,
} from '@haat/domain/sellers/seller-coupons.schema';
import { ApiError } from '@haat/staff-ui/api';
import { Alert, Button, Card, Field, Spinner } from '@haat/staff-ui/ui';
import { api } from '../lib/api.ts';
import { listingsQuery, meQuery } from '../lib/queries.ts';
import { couponsQueryKey } from './coupons-page.tsx';

type DiscountType = SellerCouponInput['discountType'];
interface Draft {
  code: string;
  name: string;
  description: string;
  discountType: DiscountType;
  discountValue: string;
  maxDiscountRupees: string;
  minimumOrderRupees: string;
  startsOn: string;
  endsOn: string;
  usageLimit: string;
  perUserLimit: string;
  allProducts: boolean;
  productIds: string[];
}

function draftOf(c: SellerCouponView | undefined): Draft {
  const today = istDate(new Date());
  const inAMonth = istDate(new Date(Date.now() + 30 * 86_400_000));
  const s = (n: number | null) => (n === null ? '' : String(n));
  return {
    code: c?.code ?? '',
    name: c?.name ?? '',
    description: c?.description ?? '',
    discountType: c?.discountType ?? 'percentage',
    discountValue: c && c.discountType !== 'free_shipping' ? String(c.discountValue) : '',
    maxDiscountRupees: s(c?.maxDiscountRupees ?? null),
    minimumOrderRupees: c && c.minimumOrderRupees > 0 ? String(c.minimumOrderRupees) : '',
    startsOn: c?.startsOn ?? today,
    endsOn: c?.endsOn ?? inAMonth,
    usageLimit: s(c?.usageLimit ?? null),
    perUserLimit: s(c?.perUserLimit ?? 1),
    allProducts: (c?.productIds.length ?? 0) === 0,
    productIds: c?.productIds ?? [],
  };
}

/** Empty is "none"; anything else a number for the rules to judge (NaN when it is not one). */
const num = (v: string) => (v.trim() === '' ? null : Number(v.replace(/[₹,\s]/g, '')));

function inputOf(d: Draft): SellerCouponInput {
  return {
    code: d.code,
    name: d.name,
    description: d.description,
    discountType: d.discountType,
    discountValue: d.discountType === 'free_shipping' ? 0 : (num(d.discountValue) ?? Number.NaN),
    maxDiscountRupees: d.discountType === 'percentage' ? num(d.maxDiscountRupees) : null,
    minimumOrderRupees: num(d.minimumOrderRupees) ?? 0,
    startsOn: d.startsOn,
    endsOn: d.endsOn,
    usageLimit: num(d.usageLimit),
    perUserLimit: num(d.perUserLimit),
    productIds: d.allProducts ? [] : d.productIds,
  };
}

function Radio({
  name,
  checked,
  onChange,
  children,
}: {
  name: string;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
}) {
  return (
    <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-line bg-white px-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
      <input
        type="radio"
        name={name}
        checked={checked}
        onChange={onChange}
        className="size-5 accent-brand-700"
      />
      <span>{children}</span>
    </label>
  );
}

function CouponForm({ coupon }: { coupon?: SellerCouponView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(() => draftOf(coupon));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const listings = useQuery(listingsQuery);
  const typeName = useId();
  const scopeName = useId();
  const productsId = useId();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const err = (key: string) => (errors[key] ? t(errors[key]) : undefined);

  const save = useMutation({
    mutationFn: async (body: SellerCouponInput) =>
      sellerCouponResponseSchema.parse(
        await api(coupon ? `/seller-portal/coupons/${coupon.id}` : '/seller-portal/coupons', {
          method: coupon ? 'PUT' : 'POST',
          body,
        }),
      ),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: couponsQueryKey });
      void navigate('/coupons');
    },
    onError: (error) => {
      if (error instanceof ApiError && error.field) setErrors({ [error.field]: error.message });
    },
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const input = inputOf(draft);
    const parsed = sellerCouponInputSchema.safeParse(input);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0] ?? 'form')] ??= issue.message;
      if (!draft.allProducts && draft.productIds.length === 0)
        next.productIds = 'Choose at least one product';
      setErrors({ ...next, form: 'Check the fields marked in red' });
      return;
    }
    if (!draft.allProducts && draft.productIds.length === 0) {
      setErrors({ productIds: 'Choose at least one product', form: 'Check the fields marked in red' });
      return;
    }
    setErrors({});
    save.mutate(input);
  };

  const variants = (listings.data ?? []).flatMap((l) =>
    l.variants.map((v) => ({
      id: v.id,
      label: v.variantName ? `${l.name} — ${v.variantName}` : l.name,
      sku: v.sku,
    })),
  );
  const toggleProduct = (id: string, on: boolean) =>
    set('productIds', on ? [...draft.productIds, id] : draft.productIds.filter((p) => p !== id));

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <Card>
        <div className="space-y-4">
          <Field
            label={t('Code')}
            value={draft.code}
            onChange={(e) => set('code', e.target.value.toUpperCase())}
            error={err('code')}
            hint={t('What shoppers type at checkout: 3 to 32 letters, digits, - or _')}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            readOnly={coupon !== undefined && coupon.usedCount > 0}
          />
          <Field
            label={t('Name')}
            value={draft.name}
            onChange={(e) => set('name', e.target.value)}
            error={err('name')}
          />
          <Field
            label={t('Description (optional)')}
            value={draft.description}
            onChange={(e) => set('description', e.target.value)}
            error={err('description')}
          />
        </div>
      </Card>

      <Card>
        <fieldset className="space-y-3">
          <legend className="mb-2 text-lg font-semibold">{t('Discount')}</legend>
          <div className="grid gap-2 sm:grid-cols-3">
            <Radio
              name={typeName}
              checked={draft.discountType === 'percentage'}
              onChange={() => set('discountType', 'percentage')}
            >
              {t('A percentage')}
            </Radio>
            <Radio
              name={typeName}
              checked={draft.discountType === 'fixed'}
              onChange={() => set('discountType', 'fixed')}
            >
              {t('An amount off')}
            </Radio>
            <Radio
              name={typeName}
              checked={draft.discountType === 'free_shipping'}
              onChange={() => set('discountType', 'free_shipping')}
            >
              {t('Free shipping')}
            </Radio>
          </div>
          {draft.discountType === 'percentage' ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                label={t('Percent off')}
                inputMode="numeric"
                value={draft.discountValue}
                onChange={(e) => set('discountValue', e.target.value)}
                error={err('discountValue')}
              />
              <Field
                label={t('Most it takes off, ₹ (optional)')}
                inputMode="decimal"
                value={draft.maxDiscountRupees}
                onChange={(e) => set('maxDiscountRupees', e.target.value)}
                error={err('maxDiscountRupees')}
              />
            </div>
          ) : draft.discountType === 'fixed' ? (
            <Field
              label={t('Amount off, ₹')}
              inputMode="decimal"
              value={draft.discountValue}
              onChange={(e) => set('discountValue', e.target.value)}
              error={err('discountValue')}
            />
          ) : null}
          <Field
            label={t('Minimum order of these products, ₹ (optional)')}
            inputMode="decimal"
            value={draft.minimumOrderRupees}
            onChange={(e) => set('minimumOrderRupees', e.target.value)}
            error={err('minimumOrderRupees')}
          />
        </fieldset>
      </Card>

      <Card>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t('First day')}
            type="date"
            value={draft.startsOn}
            onChange={(e) => set('startsOn', e.target.value)}
            error={err('startsOn')}
          />
          <Field
            label={t('Last day')}
            type="date"
            value={draft.endsOn}
            onChange={(e) => set('endsOn', e.target.value)}
            error={err('endsOn')}
          />
          <Field
            label={t('Usage limit (optional)')}
            inputMode="numeric"
            value={draft.usageLimit}
            onChange={(e) => set('usageLimit', e.target.value)}
            error={err('usageLimit')}
            hint={t('Uses by all shoppers together; empty for no limit')}
          />
          <Field
            label={t('Uses per shopper (optional)')}
            inputMode="numeric"
            value={draft.perUserLimit}
            onChange={(e) => set('perUserLimit', e.target.value)}
            error={err('perUserLimit')}
          />
        </div>
      </Card>

      <Card>
        <fieldset
          className="space-y-3"
          aria-describedby={errors.productIds ? `${productsId}-error` : undefined}
        >
          <legend className="mb-2 text-lg font-semibold">{t('Products')}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            <Radio name={scopeName} checked={draft.allProducts} onChange={() => set('allProducts', true)}>
              {t('All your products')}
            </Radio>
            <Radio name={scopeName} checked={!draft.allProducts} onChange={() => set('allProducts', false)}>
              {t('Chosen products')}
            </Radio>
          </div>
          {!draft.allProducts ? (
            listings.isPending ? (
              <Spinner label={t('Loading…')} />
            ) : variants.length === 0 ? (
              <p className="text-sm text-ink-muted">{t('No listings yet.')}</p>
            ) : (
              <ul className="max-h-80 divide-y divide-line overflow-y-auto rounded-lg border border-line bg-white">
                {variants.map((v) => (
                  <li key={v.id}>
                    <label className="flex min-h-12 cursor-pointer items-center gap-3 px-3 py-2">
                      <input
                        type="checkbox"
                        checked={draft.productIds.includes(v.id)}
                        onChange={(e) => toggleProduct(v.id, e.target.checked)}
                        className="size-5 shrink-0 accent-brand-700"
                      />
                      <span className="min-w-0">
                        <span className="block break-words">{v.label}</span>
                        <span className="block text-xs text-ink-muted">{v.sku}</span>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            )
          ) : null}
          {errors.productIds ? (
            <p id={`${productsId}-error`} role="alert" className="text-sm text-danger">
              {t(errors.productIds)}
            </p>
          ) : null}
        </fieldset>
      </Card>

      {errors.form ? <Alert tone="error">{t(errors.form)}</Alert> : null}
      {save.error && !(save.error instanceof ApiError && save.error.field) ? (
        <Alert tone="error">{t(save.error.message)}</Alert>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={save.isPending}>
          {coupon ? t('Save coupon') : t('Create coupon')}
        </Button>
        <Link
          to="/coupons"
          className="inline-flex min-h-12 items-center rounded-lg border border-line bg-white px-5 font-semibold hover:bg-page"
        >
          {t('Cancel')}
        </Link>
      </div>
    </form>
  );
}

export function CouponFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const me = useQuery(meQuery);
  const coupon = useQuery({
    queryKey: ['seller', 'coupon', id],
    queryFn: async () => sellerCouponResponseSchema.parse(await api(`/seller-portal/coupons/${id}`)).coupon,
    enabled: id !== undefined && me.data?.status === 'approved',
    retry: false,
  });
  const title = id ? t('Edit coupon') : t('New coupon');
  if (me.isPending || (id && me.data?.status === 'approved' && coupon.isPending))
    return <Spinner label={t('Loading…')} />;
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <title>{`${title} | ${t('Haat Seller Central')}`}</title>
      <div className="space-y-1">
        <Link to="/coupons" className="text-sm font-medium text-brand-700 hover:underline">
          {t('← Coupons')}
        </Link>
        <h1 className="text-2xl font-bold">{title}</h1>
      </div>
      {me.data?.status !== 'approved' ? (
        <Alert tone="info">{t('Your account is waiting for review: this opens once it is approved')}</Alert>
      ) : id && coupon.isError ? (
        <Alert tone="error">
          {coupon.error instanceof ApiError && coupon.error.status === 404
            ? t(SELLER_COUPON_MESSAGES.couponNotFound)
            : t('Your coupons could not be loaded.')}
        </Alert>
      ) : (
        <CouponForm {...(coupon.data ? { coupon: coupon.data } : {})} />
      )}
    </div>
  );
}
