// The shape of /orders/{id} while the order loads: header, progress, a parcel and the side cards.
import { useTranslation } from 'react-i18next';

const bar = 'rounded bg-line';

export function OrderDetailSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-label={t('Loading order details')}
      className="animate-pulse space-y-3 md:space-y-4"
    >
      <div className="space-y-2 rounded-lg bg-card p-4 shadow-card">
        <div className={`h-5 w-48 ${bar}`} />
        <div className={`h-3 w-32 ${bar}`} />
        <div className={`mt-4 h-2.5 w-full rounded-full bg-line`} />
        <div className="grid grid-cols-5 gap-2 pt-2">
          {Array.from({ length: 5 }, (_, i) => (
            <div key={i} className="mx-auto size-6 rounded-full bg-line" />
          ))}
        </div>
      </div>
      <div className="grid gap-3 md:gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-3 rounded-lg bg-card p-4 shadow-card">
          <div className={`h-4 w-40 ${bar}`} />
          {[0, 1].map((row) => (
            <div key={row} className="flex gap-3">
              <div className="size-16 rounded-md bg-line" />
              <div className="flex-1 space-y-2">
                <div className={`h-4 w-3/4 ${bar}`} />
                <div className={`h-3 w-1/3 ${bar}`} />
              </div>
            </div>
          ))}
        </div>
        <div className="space-y-2 rounded-lg bg-card p-4 shadow-card">
          {[0, 1, 2, 3].map((row) => (
            <div key={row} className={`h-4 ${bar}`} />
          ))}
        </div>
      </div>
    </div>
  );
}
