// The shape of a few notices while the orders load, so nothing jumps when they arrive.
import { useTranslation } from 'react-i18next';

export function NotificationsSkeleton({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-label={t('Loading notifications')}
      className="divide-y divide-line overflow-hidden rounded-lg bg-card shadow-card"
    >
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex animate-pulse gap-3 px-3 py-3.5 sm:px-4">
          <div className="size-9 shrink-0 rounded-full bg-line sm:size-10" />
          <div className="flex-1 space-y-2 py-0.5">
            <div className="h-4 w-2/5 rounded bg-line" />
            <div className="h-3 w-11/12 rounded bg-line" />
            <div className="h-3 w-3/5 rounded bg-line" />
            <div className="flex gap-3 pt-1">
              <div className="h-3 w-16 rounded bg-line" />
              <div className="h-3 w-20 rounded bg-line" />
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}
