// The shape of two order cards while the list loads, so nothing jumps when it arrives.
import { useTranslation } from 'react-i18next';

export function OrdersSkeleton({ cards = 2 }: { cards?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('Loading orders')} className="space-y-3">
      {Array.from({ length: cards }, (_, i) => (
        <div key={i} className="animate-pulse overflow-hidden rounded-lg bg-card shadow-card">
          <div className="flex justify-between border-b border-line px-4 py-3">
            <div className="space-y-2">
              <div className="h-3 w-16 rounded bg-line" />
              <div className="h-4 w-36 rounded bg-line" />
              <div className="h-3 w-28 rounded bg-line" />
            </div>
            <div className="space-y-2">
              <div className="h-5 w-24 rounded-full bg-line" />
              <div className="ms-auto h-4 w-16 rounded bg-line" />
            </div>
          </div>
          {[0, 1].map((row) => (
            <div key={row} className="flex items-center gap-3 px-4 py-3">
              <div className="size-14 rounded-md bg-line" />
              <div className="flex-1 space-y-2">
                <div className="h-4 w-3/4 rounded bg-line" />
                <div className="h-3 w-1/2 rounded bg-line" />
              </div>
            </div>
          ))}
          <div className="flex justify-end border-t border-line px-4 py-3">
            <div className="h-9 w-32 rounded-md bg-line" />
          </div>
        </div>
      ))}
    </div>
  );
}
