// The banner a suspended seller sees on every page (docs/behaviour/seller-portal.md#suspension): the operator's
// reason, and what still works (placed orders, returns, settlements) and what does not (listing changes).
import { useQuery } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { meQuery } from '../lib/queries.ts';

export function SuspensionBanner() {
  const { t } = useTranslation();
  const me = useQuery(meQuery);
  const suspension = me.data?.suspension;
  if (!suspension) return null;
  return (
    <section
      aria-labelledby="suspension-title"
      className="border-b border-danger/30 bg-danger-50 text-ink"
      data-testid="suspension-banner"
    >
      <div className="mx-auto flex max-w-5xl gap-3 px-4 py-3">
        <ShieldAlert className="mt-0.5 size-5 shrink-0 text-danger" aria-hidden />
        <div className="space-y-1 text-sm">
          <h2 id="suspension-title" className="font-semibold text-danger">
            {t('Your account is suspended')}
          </h2>
          <p>
            {suspension.reason
              ? t('Reason given by the marketplace: {{reason}}', { reason: suspension.reason })
              : t('The marketplace gave no reason.')}
          </p>
          <p>
            {t(
              'Your listings are off the storefront. Orders already placed stay yours to pack, dispatch and deliver, and returns and settlements keep working.',
            )}
          </p>
          <p>
            {t(
              'Listings cannot be added, edited, priced or submitted until the marketplace reinstates your account.',
            )}
          </p>
        </div>
      </div>
    </section>
  );
}
