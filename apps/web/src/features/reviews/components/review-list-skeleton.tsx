// The shape of a page of reviews while it loads, so the section does not jump when they arrive.
import { useTranslation } from 'react-i18next';

const bar = 'animate-pulse rounded bg-line';

export function ReviewListSkeleton({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" aria-label={t('Loading reviews')} className="divide-y divide-line">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="space-y-2 py-4">
          <div className="flex gap-2">
            <div className={`${bar} h-5 w-9`} />
            <div className={`${bar} h-5 w-40`} />
          </div>
          <div className={`${bar} h-4 w-full`} />
          <div className={`${bar} h-4 w-3/4`} />
          <div className="flex items-center gap-2">
            <div className={`${bar} size-8 rounded-full`} />
            <div className={`${bar} h-3 w-32`} />
          </div>
        </div>
      ))}
    </div>
  );
}

export function SummarySkeleton() {
  return (
    <div className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-4 sm:gap-8" aria-hidden>
      <div className="space-y-2">
        <div className={`${bar} mx-auto h-9 w-16`} />
        <div className={`${bar} h-3 w-20`} />
        <div className={`${bar} h-3 w-20`} />
      </div>
      <div className="max-w-md space-y-2">
        {[0, 1, 2, 3, 4].map((i) => (
          <div key={i} className={`${bar} h-3 w-full`} />
        ))}
      </div>
    </div>
  );
}
