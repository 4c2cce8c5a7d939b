// The shape of a product card while its data loads (skeletons, not spinners: docs/architecture.md#look).
import type { ProductCardLayout } from './product-card.tsx';

export function ProductCardSkeleton({ layout = 'grid' }: { layout?: ProductCardLayout }) {
  const list = layout === 'list';
  return (
    <div
      aria-hidden
      data-testid="product-card-skeleton"
      className={`flex h-full overflow-hidden rounded-lg border border-line bg-card ${
        list ? 'flex-row gap-3 p-2 md:gap-4 md:p-3' : 'flex-col'
      }`}
    >
      <div
        className={`shrink-0 animate-pulse bg-page ${list ? 'aspect-square w-28 rounded-md sm:w-40 md:w-48' : 'aspect-square w-full'}`}
      />
      <div className={`flex flex-1 flex-col gap-2 ${list ? 'py-1' : 'p-2 md:p-3'}`}>
        {/* Bars where the card's lines go (brand, two-line name, rating, price, offer, delivery, tags), so the
            real card takes the same height and nothing below it moves when it arrives. */}
        <div className="h-3 w-1/3 animate-pulse rounded bg-page" />
        <div className="h-5 w-full animate-pulse rounded bg-page" />
        <div className="h-5 w-3/4 animate-pulse rounded bg-page" />
        <div className="h-4 w-16 animate-pulse rounded bg-page" />
        <div className="h-7 w-2/3 animate-pulse rounded bg-page" />
        <div className="h-3 w-1/3 animate-pulse rounded bg-page" />
        <div className="h-3 w-3/4 animate-pulse rounded bg-page" />
        <div className="h-3 w-1/2 animate-pulse rounded bg-page" />
        <div className="h-3 w-2/3 animate-pulse rounded bg-page" />
      </div>
    </div>
  );
}
