// Related products (related?limit=4 plus the same category, up to 6) and the similar list of 6 without this
// product: 1–3 'Frequently bought together', 4–6 'Sponsored'
// (docs/behaviour/product.md#product-page, #related-and-similar).
import { useTranslation } from 'react-i18next';
import type { Product, ProductCard as ListedProduct } from '@haat/domain/catalog/product.schema';
import { ProductCard } from '../../../components/product/product-card.tsx';
import { ProductCardSkeleton } from '../../../components/product/product-card-skeleton.tsx';
import { ProductRowFrame } from '../../../components/product/product-row-frame.tsx';
import {
  SIMILAR_QUERY_LIMIT,
  SAME_CATEGORY_QUERY_LIMIT,
  useCategoryProducts,
  useRelatedProducts,
} from '../api/product-queries.ts';
import { mergeRelated, RELATED_SHOWN, sameModelIds, splitSimilar } from '../product-facts.ts';

const stripClasses =
  '-mx-3 flex snap-x snap-mandatory scroll-px-3 gap-2 overflow-x-auto px-3 pb-1 [scrollbar-width:none] md:mx-0 md:grid md:snap-none md:gap-3 md:overflow-visible md:px-0';
const itemClasses = 'w-[44%] shrink-0 snap-start sm:w-[30%] md:w-auto';

function Cards({ products, columns }: { products: readonly ListedProduct[]; columns: string }) {
  return (
    <ul className={`${stripClasses} ${columns}`}>
      {products.map((product) => (
        <li key={product.id} className={itemClasses}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}

/** Placeholders in the same strip or grid as the cards, so nothing moves when they arrive. */
function SkeletonCards({ count, columns }: { count: number; columns: string }) {
  return (
    <ul className={`${stripClasses} ${columns}`} aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={itemClasses}>
          <ProductCardSkeleton />
        </li>
      ))}
    </ul>
  );
}

const RELATED_COLUMNS = 'md:grid-cols-3 xl:grid-cols-6';
const SIMILAR_COLUMNS = 'md:grid-cols-3';

export function ProductRecommendations({ product }: { product: Product }) {
  const { t } = useTranslation();
  const related = useRelatedProducts(product.id);
  const sameCategory = useCategoryProducts({ category: product.category }, SAME_CATEGORY_QUERY_LIMIT);
  const similarList = useCategoryProducts(
    { category: product.category, subcategory: product.subcategory, sort: 'popular' },
    SIMILAR_QUERY_LIMIT,
  );

  // Either source alone is enough to show something; both failing hides the row rather than blocking the page.
  const relatedLoading = related.isPending && sameCategory.isPending;
  const excluded = sameModelIds(product);
  const merged = mergeRelated(excluded, related.data ?? [], sameCategory.data ?? []);
  const similar = splitSimilar(excluded, similarList.data ?? []);

  return (
    <div className="space-y-3">
      {(relatedLoading || merged.length > 0) && (
        <ProductRowFrame title={t('Related Products')} testId="related-products">
          {relatedLoading ? (
            <SkeletonCards count={RELATED_SHOWN} columns={RELATED_COLUMNS} />
          ) : (
            <Cards products={merged} columns={RELATED_COLUMNS} />
          )}
        </ProductRowFrame>
      )}
      {(similarList.isPending || similar.boughtTogether.length > 0) && (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-3 lg:grid-cols-2">
          <ProductRowFrame title={t('Frequently bought together')} testId="bought-together">
            {similarList.isPending ? (
              <SkeletonCards count={3} columns={SIMILAR_COLUMNS} />
            ) : (
              <Cards products={similar.boughtTogether} columns={SIMILAR_COLUMNS} />
            )}
          </ProductRowFrame>
          {(similarList.isPending || similar.sponsored.length > 0) && (
            <ProductRowFrame title={t('Sponsored')} testId="sponsored">
              {similarList.isPending ? (
                <SkeletonCards count={3} columns={SIMILAR_COLUMNS} />
              ) : (
                <Cards products={similar.sponsored} columns={SIMILAR_COLUMNS} />
              )}
            </ProductRowFrame>
          )}
        </div>
      )}
    </div>
  );
}
