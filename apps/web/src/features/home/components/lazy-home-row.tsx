// A home product row as the first download draws it: the finished heading and skeleton cards at the row's final
// size, replaced by the real row once its chunk has arrived (near the screen or once the page has loaded).
import { ProductRowFrame, ProductRowSkeleton } from '../../../components/product/product-row-frame.tsx';
import { intentLoader } from '../../../components/ui/lazy-on-intent.tsx';
import { LazyOnVisible } from '../../../components/ui/lazy-on-visible.tsx';
import { HOME_ROWS, type HomeRowId } from './home-rows.ts';
import { useHomeRowHeading } from './home-row-heading.ts';

const rows = intentLoader(() => import('./home-product-rows.tsx'));

export function LazyHomeRow({ row }: { row: HomeRowId }) {
  const heading = useHomeRowHeading(HOME_ROWS[row]);
  return (
    <LazyOnVisible
      loader={rows}
      fallback={
        <ProductRowFrame {...heading}>
          <ProductRowSkeleton />
        </ProductRowFrame>
      }
    >
      {({ HomeProductRow }) => <HomeProductRow row={row} />}
    </LazyOnVisible>
  );
}
