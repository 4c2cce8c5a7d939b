// One listing's review (docs/behaviour/operator.md#listings): a preview laid out as the storefront's product page
// shows it (pictures, name, brand, price and MRP, highlights, description, specifications, every variant), then
// approve (live at once) or reject with the reason the seller reads in Seller Central.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { apiOrigin, ApiError } from '@haat/staff-ui/api';
import { Alert, Button, Card, Spinner } from '@haat/staff-ui/ui';
import { ReasonAction } from '../components/reason-form.tsx';
import { api } from '../lib/api.ts';
import { rupees } from '../lib/format.ts';

interface Variant {
  id: string;
  options: Record<string, string>;
  variantName: string;
  sku: string;
  mrpRupees: number;
  priceRupees: number;
  stock: number;
  images: Array<{ url: string; alt?: string }>;
}
interface ListingDetail {
  groupId: string;
  name: string;
  brand: string;
  categoryPath: string;
  status: string;
  reviewNote: string | null;
  description: string;
  bulletPoints: string[];
  specifications: Array<{ name: string; value: string }>;
  hsnCode: string;
  gstPercentage: number;
  variants: Variant[];
  sellerId: string;
  sellerName: string;
  sellerSuspended: boolean;
}

const picture = (url: string) => (url.startsWith('/') ? `${apiOrigin()}${url}` : url);

export function ListingPage() {
  const { t, i18n } = useTranslation();
  const { groupId = '' } = useParams();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<'approved' | 'rejected' | null>(null);
  const query = useQuery({
    queryKey: ['listing', groupId],
    queryFn: () => api<{ listing: ListingDetail }>(`/operator/listings/${encodeURIComponent(groupId)}`),
  });
  const decide = useMutation({
    mutationFn: (body: { approve: boolean; reason?: string }) =>
      api<{ listing: ListingDetail }>(`/operator/listings/${encodeURIComponent(groupId)}/review`, {
        method: 'POST',
        body,
      }),
    onSuccess: async (res, body) => {
      setOutcome(body.approve ? 'approved' : 'rejected');
      queryClient.setQueryData(['listing', groupId], res);
      await queryClient.invalidateQueries({ queryKey: ['listings'] });
    },
  });

  if (query.isPending) return <Spinner label={t('Loading the listing…')} />;
  if (query.isError)
    return (
      <Alert tone="error">
        {query.error instanceof ApiError ? t(query.error.message) : t('Could not load the listing.')}{' '}
        <Link to="/listings" className="font-semibold underline">
          {t('Back to listings')}
        </Link>
      </Alert>
    );
  const l = query.data.listing;
  const first = l.variants[0];
  const pictures = l.variants.flatMap((v) => v.images).slice(0, 6);
  return (
    <div className="space-y-4">
      <Link
        to="/listings"
        className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 underline"
      >
        {t('Back to listings')}
      </Link>
      <h1 className="text-2xl font-bold text-ink">{t('Review a listing')}</h1>
      {outcome === 'approved' ? (
        <Alert tone="success">{t('Approved: the listing is on the storefront now.')}</Alert>
      ) : outcome === 'rejected' ? (
        <Alert tone="success">
          {t('Rejected: the seller sees your reason and can edit and send it again.')}
        </Alert>
      ) : null}
      <Card className="space-y-4">
        <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
          {t('Storefront preview')}
        </p>
        <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <div className="grid grid-cols-3 gap-2 md:grid-cols-2">
            {pictures.length === 0 ? (
              <p className="col-span-full rounded-lg bg-page p-6 text-center text-sm text-ink-muted">
                {t('No photos')}
              </p>
            ) : (
              pictures.map((p, i) => (
                <img
                  key={`${p.url}-${i}`}
                  src={picture(p.url)}
                  alt={p.alt ?? l.name}
                  className="aspect-square w-full rounded-lg bg-page object-contain"
                />
              ))
            )}
          </div>
          <div className="space-y-3">
            <p className="text-sm font-medium text-brand-700">{l.brand}</p>
            <h2 className="text-xl font-semibold text-ink">{l.name}</h2>
            {first ? (
              <p className="flex flex-wrap items-baseline gap-2">
                <span className="text-2xl font-bold text-ink">
                  {rupees(first.priceRupees * 100, i18n.language)}
                </span>
                {first.mrpRupees > first.priceRupees ? (
                  <span className="text-ink-muted line-through">
                    {rupees(first.mrpRupees * 100, i18n.language)}
                  </span>
                ) : null}
              </p>
            ) : null}
            <ul className="list-disc space-y-1 pl-5 text-sm text-ink">
              {l.bulletPoints.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
            <p className="text-sm whitespace-pre-line text-ink">{l.description}</p>
          </div>
        </div>
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t('Variants')}>
          <table className="w-full min-w-[32rem] text-left text-sm">
            <caption className="sr-only">{t('Variants')}</caption>
            <thead className="text-ink-muted">
              <tr>
                <th className="py-2 pr-3">{t('Variant')}</th>
                <th className="py-2 pr-3">SKU</th>
                <th className="py-2 pr-3">{t('Price')}</th>
                <th className="py-2 pr-3">MRP</th>
                <th className="py-2">{t('Stock')}</th>
              </tr>
            </thead>
            <tbody>
              {l.variants.map((v) => (
                <tr key={v.id} className="border-t border-line">
                  <td className="py-2 pr-3">
                    {Object.values(v.options).join(' / ') || v.variantName || '—'}
                  </td>
                  <td className="py-2 pr-3 font-mono">{v.sku}</td>
                  <td className="py-2 pr-3">{rupees(v.priceRupees * 100, i18n.language)}</td>
                  <td className="py-2 pr-3">{rupees(v.mrpRupees * 100, i18n.language)}</td>
                  <td className="py-2">{v.stock}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-ink-muted">{t('Seller')}</dt>
            <dd>
              {l.sellerName} ({l.sellerId})
            </dd>
          </div>
          <div>
            <dt className="text-ink-muted">{t('Category')}</dt>
            <dd>{l.categoryPath}</dd>
          </div>
          <div>
            <dt className="text-ink-muted">{t('HSN and GST')}</dt>
            <dd>
              {l.hsnCode} · {l.gstPercentage}%
            </dd>
          </div>
          {l.specifications.map((s) => (
            <div key={s.name}>
              <dt className="text-ink-muted">{s.name}</dt>
              <dd>{s.value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      {l.status === 'pending_review' ? (
        <Card className="space-y-3">
          {l.sellerSuspended ? (
            <Alert tone="info">
              {t('The seller is suspended: reinstate them before approving their listings.')}
            </Alert>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button busy={decide.isPending} onClick={() => decide.mutate({ approve: true })}>
              {t('Approve listing')}
            </Button>
            <ReasonAction
              label={t('Reject listing')}
              reasonLabel={t('Why is the listing rejected? The seller reads this.')}
              onSubmit={(reason) => decide.mutateAsync({ approve: false, reason })}
            />
          </div>
          {decide.isError ? (
            <Alert tone="error">
              {decide.error instanceof ApiError
                ? t(decide.error.message)
                : t('Something went wrong. Try again.')}
            </Alert>
          ) : null}
        </Card>
      ) : (
        <Card>
          <p className="text-ink-muted">
            {l.status === 'approved'
              ? t('This listing is approved.')
              : l.status === 'rejected'
                ? t('Rejected: {{reason}}', { reason: l.reviewNote ?? '' })
                : t('This listing is not waiting for review.')}
          </p>
        </Card>
      )}
    </div>
  );
}
