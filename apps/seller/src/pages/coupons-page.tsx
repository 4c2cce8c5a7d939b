// The seller's coupons (docs/behaviour/seller-portal.md#coupons): each with its state today, discount, days, uses and
// products, with Edit and Deactivate or Activate.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  sellerCouponResponseSchema,
  sellerCouponsResponseSchema,
  type SellerCouponState,
  type SellerCouponView,
} from '@haat/domain/sellers/seller-coupons.schema';
import { Alert, Button, Card, Spinner } from '@haat/staff-ui/ui';
import { api } from '../lib/api.ts';
import { meQuery } from '../lib/queries.ts';
import { inr } from './order-labels.tsx';

export const couponsQueryKey = ['seller', 'coupons'] as const;
export async function fetchCoupons() {
  return sellerCouponsResponseSchema.parse(await api('/seller-portal/coupons')).coupons;
}

export function couponStateLabel(t: TFunction, state: SellerCouponState): string {
  return {
    active: t('Active'),
    scheduled: t('Scheduled'),
    expired: t('Expired'),
    used_up: t('Used up'),
    inactive: t('Inactive'),
  }[state];
}

const STATE_TONES: Record<SellerCouponState, string> = {
  active: 'bg-success-50 text-success',
  scheduled: 'bg-brand-50 text-brand-800',
  expired: 'bg-page text-ink-muted',
  used_up: 'bg-page text-ink-muted',
  inactive: 'bg-danger-50 text-danger',
};

/** An India date ('2026-11-29') as '29 Nov 2026' in the portal's language. */
export const dayLabel = (d: string, language: string) =>
  new Date(`${d}T12:00:00+05:30`).toLocaleDateString(language === 'hi' ? 'hi-IN' : 'en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });

export function discountLabel(t: TFunction, c: SellerCouponView): string {
  if (c.discountType === 'free_shipping') return t('Free shipping');
  if (c.discountType === 'fixed') return t('{{amount}} off', { amount: inr(c.discountValue) });
  return c.maxDiscountRupees === null
    ? t('{{percent}}% off', { percent: c.discountValue })
    : t('{{percent}}% off, up to {{amount}}', { percent: c.discountValue, amount: inr(c.maxDiscountRupees) });
}

function CouponCard({ coupon }: { coupon: SellerCouponView }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: async (isActive: boolean) =>
      sellerCouponResponseSchema.parse(
        await api(`/seller-portal/coupons/${coupon.id}`, { method: 'PATCH', body: { isActive } }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponsQueryKey }),
  });
  const day = (d: string) => dayLabel(d, i18n.language);
  return (
    <Card>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-mono text-lg font-bold break-all">{coupon.code}</h2>
          <p className="text-sm break-words">{coupon.name}</p>
        </div>
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ${STATE_TONES[coupon.state]}`}>
          {couponStateLabel(t, coupon.state)}
        </span>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-ink-muted">{t('Discount')}</dt>
          <dd className="font-medium">{discountLabel(t, coupon)}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">{t('Days')}</dt>
          <dd className="font-medium">
            {day(coupon.startsOn)} – {day(coupon.endsOn)}
          </dd>
        </div>
        <div>
          <dt className="text-ink-muted">{t('Uses')}</dt>
          <dd className="font-medium tabular-nums">
            {coupon.usageLimit === null
              ? coupon.usedCount
              : t('{{used}} of {{limit}}', { used: coupon.usedCount, limit: coupon.usageLimit })}
          </dd>
        </div>
        <div>
          <dt className="text-ink-muted">{t('Products')}</dt>
          <dd className="font-medium">
            {coupon.productIds.length === 0
              ? t('All your products')
              : t('Chosen products: {{count}}', { count: coupon.productIds.length })}
          </dd>
        </div>
        {coupon.minimumOrderRupees > 0 ? (
          <div className="col-span-2">
            <dt className="text-ink-muted">{t('Minimum order')}</dt>
            <dd className="font-medium">{inr(coupon.minimumOrderRupees)}</dd>
          </div>
        ) : null}
      </dl>
      {toggle.error ? (
        <div className="mt-3">
          <Alert tone="error">{t(toggle.error.message)}</Alert>
        </div>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Link
          to={`/coupons/${coupon.id}`}
          className="inline-flex min-h-12 items-center rounded-lg border border-line bg-white px-5 font-semibold hover:bg-page"
          aria-label={t('Edit {{code}}', { code: coupon.code })}
        >
          {t('Edit')}
        </Link>
        {coupon.isActive ? (
          <Button
            tone="danger"
            busy={toggle.isPending}
            onClick={() => toggle.mutate(false)}
            aria-label={t('Deactivate {{code}}', { code: coupon.code })}
          >
            {t('Deactivate')}
          </Button>
        ) : (
          <Button
            tone="secondary"
            busy={toggle.isPending}
            onClick={() => toggle.mutate(true)}
            aria-label={t('Activate {{code}}', { code: coupon.code })}
          >
            {t('Activate')}
          </Button>
        )}
      </div>
    </Card>
  );
}

export function CouponsPage() {
  const { t } = useTranslation();
  const me = useQuery(meQuery);
  const approved = me.data?.status === 'approved';
  const coupons = useQuery({ queryKey: couponsQueryKey, queryFn: fetchCoupons, enabled: approved });
  if (me.isPending || (approved && coupons.isPending)) return <Spinner label={t('Loading…')} />;
  if (me.isError || coupons.isError)
    return (
      <div className="space-y-3">
        <Alert tone="error">{t('Your coupons could not be loaded.')}</Alert>
        <Button tone="secondary" onClick={() => void coupons.refetch()}>
          {t('Try again')}
        </Button>
      </div>
    );
  return (
    <div className="space-y-4">
      <title>{t('Coupons | Haat Seller Central')}</title>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{t('Coupons')}</h1>
        {approved ? (
          <Link
            to="/coupons/new"
            className="inline-flex min-h-12 items-center gap-2 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
          >
            <Plus className="size-5" aria-hidden />
            {t('New coupon')}
          </Link>
        ) : null}
      </div>
      {!approved ? (
        <Alert tone="info">{t('Your account is waiting for review: this opens once it is approved')}</Alert>
      ) : coupons.data?.length === 0 ? (
        <Card>
          <p className="py-6 text-center text-ink-muted">
            {t('No coupons yet. A coupon gives shoppers a discount on your products at checkout.')}
          </p>
        </Card>
      ) : (
        coupons.data?.map((c) => <CouponCard key={c.id} coupon={c} />)
      )}
    </div>
  );
}
