// The seller's listings (docs/behaviour/seller-portal.md#listings): each product group with its state, the
// operator's reason when rejected, and its variants with price and stock edited in place.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, Upload } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ListingStatus, ListingSummary } from '@haat/domain/sellers/listing.schema';
import { ApiError, apiOrigin } from '@haat/staff-ui/api';
import { Alert, Button, Card, Spinner } from '@haat/staff-ui/ui';
import { api } from '../lib/api.ts';
import { categoryLabel } from '../lib/category-options.ts';
import { listingsQuery, meQuery } from '../lib/queries.ts';
import { VariantPhotos } from './variant-photos.tsx';

const STATUS_STYLE: Record<ListingStatus, string> = {
  draft: 'bg-page text-ink-muted',
  pending_review: 'bg-accent-100 text-accent-700',
  approved: 'bg-success-50 text-success',
  rejected: 'bg-danger-50 text-danger',
};

export function StatusBadge({ status }: { status: ListingStatus }) {
  const { t } = useTranslation();
  const label = {
    draft: t('Draft'),
    pending_review: t('In review'),
    approved: t('Live'),
    rejected: t('Rejected'),
  };
  return (
    <span className={`rounded-full px-3 py-1 text-sm font-medium whitespace-nowrap ${STATUS_STYLE[status]}`}>
      {label[status]}
    </span>
  );
}

function VariantRow({ variant }: { variant: ListingSummary['variants'][number] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [price, setPrice] = useState(String(variant.priceRupees));
  const [stock, setStock] = useState(String(variant.stock));
  const save = useMutation({
    mutationFn: () =>
      api(`/seller-portal/variants/${variant.id}`, {
        method: 'PATCH',
        body: { priceRupees: Number(price), stock: Number(stock) },
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: listingsQuery.queryKey }),
  });
  const changed = Number(price) !== variant.priceRupees || Number(stock) !== variant.stock;
  const name = variant.variantName || t('Single variant');
  return (
    <li className="space-y-2 py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-medium">{name}</p>
        <p className="font-mono text-sm text-ink-muted">{variant.sku}</p>
      </div>
      <div className="grid grid-cols-[1fr_1fr_auto] items-end gap-2">
        <label className="text-sm text-ink-muted">
          {t('Price (₹)')}
          <input
            inputMode="decimal"
            aria-label={t('Price of {{name}}', { name })}
            value={price}
            onChange={(e) => setPrice(e.target.value)}
            className="mt-1 block h-11 w-full rounded-lg border border-line px-2 text-base text-ink"
          />
        </label>
        <label className="text-sm text-ink-muted">
          {t('Stock')}
          <input
            inputMode="numeric"
            aria-label={t('Stock of {{name}}', { name })}
            value={stock}
            onChange={(e) => setStock(e.target.value)}
            className="mt-1 block h-11 w-full rounded-lg border border-line px-2 text-base text-ink"
          />
        </label>
        <Button
          tone="secondary"
          disabled={!changed}
          busy={save.isPending}
          onClick={() => save.mutate()}
          className="min-h-11"
        >
          {t('Save')}
        </Button>
      </div>
      <p className="text-sm text-ink-muted">
        {t('MRP ₹{{mrp}}', { mrp: variant.mrpRupees.toLocaleString('en-IN') })}
      </p>
      <VariantPhotos variantId={variant.id} name={name} images={variant.images} />
      {save.error ? (
        <p role="alert" className="text-sm text-danger">
          {t(save.error instanceof ApiError ? save.error.message : String(save.error))}
        </p>
      ) : null}
      {save.isSuccess && !changed ? (
        <p role="status" className="text-sm text-success">
          {t('Saved')}
        </p>
      ) : null}
    </li>
  );
}

export function ListingsPage() {
  const { t } = useTranslation();
  const me = useQuery(meQuery);
  const approved = me.data?.status === 'approved';
  const listings = useQuery({ ...listingsQuery, enabled: approved });

  if (me.isPending || (approved && listings.isPending))
    return <Spinner label={t('Loading your listings…')} />;
  if (me.isError || listings.isError)
    return (
      <div className="space-y-3">
        <Alert tone="error">{t('Your listings could not be loaded.')}</Alert>
        <Button tone="secondary" onClick={() => void listings.refetch()}>
          {t('Try again')}
        </Button>
      </div>
    );
  return (
    <div className="space-y-4">
      <title>{t('Listings | Haat Seller Central')}</title>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{t('Listings')}</h1>
        {approved ? (
          <div className="flex flex-wrap gap-2">
            <Link
              to="/listings/upload"
              className="inline-flex min-h-12 items-center gap-2 rounded-lg border border-line bg-white px-4 font-semibold text-ink hover:bg-page"
            >
              <Upload className="size-5" aria-hidden />
              {t('Upload a CSV file')}
            </Link>
            <Link
              to="/listings/new"
              className="inline-flex min-h-12 items-center gap-2 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
            >
              <Plus className="size-5" aria-hidden />
              {t('Add a listing')}
            </Link>
          </div>
        ) : null}
      </div>
      {!approved ? (
        <Alert tone="info">{t('Your account is waiting for review: this opens once it is approved')}</Alert>
      ) : listings.data?.length === 0 ? (
        <Card>
          <p className="py-6 text-center text-ink-muted">
            {t('No listings yet. Add your first product: it goes live once it is approved.')}
          </p>
        </Card>
      ) : (
        listings.data?.map((listing) => (
          <Card key={listing.groupId}>
            <div className="flex gap-3">
              {listing.imageUrl ? (
                <img
                  src={`${apiOrigin()}${listing.imageUrl}`}
                  alt=""
                  width={64}
                  height={64}
                  className="size-16 shrink-0 rounded-lg bg-page object-contain"
                />
              ) : null}
              <div className="min-w-0 flex-1 space-y-1">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h2 className="font-semibold break-words">{listing.name}</h2>
                  <StatusBadge status={listing.status} />
                </div>
                <p className="text-sm text-ink-muted">
                  {listing.brand} · {categoryLabel(listing.categoryPath)}
                </p>
              </div>
            </div>
            {listing.status === 'rejected' && listing.reviewNote ? (
              <div className="mt-3">
                <Alert tone="error">{t('Not approved: {{reason}}', { reason: listing.reviewNote })}</Alert>
              </div>
            ) : null}
            <ul className="mt-2 divide-y divide-line">
              {listing.variants.map((v) => (
                <VariantRow key={v.id} variant={v} />
              ))}
            </ul>
            {listing.status === 'draft' || listing.status === 'rejected' ? (
              <Link
                to={`/listings/${listing.groupId}/edit`}
                className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
              >
                {t('Edit listing')}
              </Link>
            ) : null}
          </Card>
        ))
      )}
    </div>
  );
}
