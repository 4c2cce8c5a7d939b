// The shape of /wishlist while a signed-in wishlist loads: item cards, so nothing jumps on arrival.
import { useTranslation } from 'react-i18next';

export function WishlistSkeleton() {
  const { t } = useTranslation();
  return (
    <ul
      className="grid gap-3 md:grid-cols-2 xl:grid-cols-3"
      role="status"
      aria-label={t('Loading your wishlist')}
    >
      {[0, 1, 2].map((i) => (
        <li key={i} className="flex gap-3 rounded-lg bg-card p-3 shadow-card md:p-4">
          <span className="size-[90px] shrink-0 animate-pulse rounded-md bg-line" />
          <span className="flex flex-1 flex-col gap-2">
            <span className="h-4 w-3/4 animate-pulse rounded bg-line" />
            <span className="h-3 w-1/3 animate-pulse rounded bg-line" />
            <span className="h-5 w-1/4 animate-pulse rounded bg-line" />
            <span className="mt-auto h-8 w-40 animate-pulse rounded bg-line" />
          </span>
        </li>
      ))}
    </ul>
  );
}
