// Listings waiting for review (docs/behaviour/operator.md#listings), oldest first; each opens its preview.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '@haat/staff-ui/api';
import { Alert, Card, Spinner } from '@haat/staff-ui/ui';
import { api } from '../lib/api.ts';
import { dateTime } from '../lib/format.ts';

interface QueuedListing {
  groupId: string;
  sellerId: string;
  sellerName: string;
  name: string;
  brand: string;
  updatedAt: string;
}

export function ListingsPage() {
  const { t, i18n } = useTranslation();
  const query = useQuery({
    queryKey: ['listings'],
    queryFn: () => api<{ listings: QueuedListing[] }>('/operator/listings'),
  });
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold text-ink">{t('Listings waiting for review')}</h1>
      {query.isPending ? (
        <Spinner label={t('Loading listings…')} />
      ) : query.isError ? (
        <Alert tone="error">
          {query.error instanceof ApiError ? t(query.error.message) : t('Could not load listings.')}{' '}
          <button type="button" className="font-semibold underline" onClick={() => void query.refetch()}>
            {t('Try again')}
          </button>
        </Alert>
      ) : query.data.listings.length === 0 ? (
        <Card>
          <p className="text-ink-muted">{t('No listing is waiting for review.')}</p>
        </Card>
      ) : (
        <ul className="space-y-2">
          {query.data.listings.map((l) => (
            <li key={l.groupId}>
              <Link
                to={`/listings/${encodeURIComponent(l.groupId)}`}
                className="block rounded-xl bg-card p-4 shadow-card hover:ring-2 hover:ring-brand-100"
              >
                <span className="block font-semibold text-brand-800">{l.name}</span>
                <span className="block text-sm text-ink-muted">
                  {l.brand} · {l.sellerName} ({l.sellerId}) · {t('sent')}{' '}
                  {dateTime(l.updatedAt, i18n.language)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
