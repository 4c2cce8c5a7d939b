// The shape of /cart while a signed-in cart loads: line rows and the summary card, so nothing jumps on arrival.
import { useTranslation } from 'react-i18next';

function Bar({ className }: { className: string }) {
  return <span className={`block animate-pulse rounded bg-line ${className}`} />;
}

export function CartPageSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      className="grid gap-3 md:gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start"
      role="status"
      aria-label={t('Loading your cart')}
      data-testid="cart-skeleton"
    >
      <div className="divide-y divide-line rounded-lg bg-card shadow-card">
        {[0, 1, 2].map((i) => (
          <div key={i} className="flex gap-3 px-3 py-4 md:gap-4 md:px-5">
            <Bar className="size-24 shrink-0" />
            <div className="flex-1 space-y-2">
              <Bar className="h-4 w-3/4" />
              <Bar className="h-3 w-1/3" />
              <Bar className="h-5 w-1/4" />
              <Bar className="h-8 w-32" />
            </div>
          </div>
        ))}
      </div>
      <div className="space-y-3 rounded-lg bg-card p-4 shadow-card">
        <Bar className="h-4 w-1/2" />
        <Bar className="h-3 w-full" />
        <Bar className="h-3 w-full" />
        <Bar className="h-3 w-2/3" />
        <Bar className="h-10 w-full" />
        <Bar className="h-11 w-full" />
      </div>
    </div>
  );
}
