// The headings of the home page's product rows (docs/behaviour/catalogue.md#home-page). Texts are i18n keys
// (English), passed through t() when shown; shared by the rows and the placeholders drawn before their chunk arrives.
import type { ProductRowHeading } from '../../../components/product/product-row-frame.tsx';
import { tk } from '../../../i18n/translation-key.ts';

/** docs/behaviour/catalogue.md#home-page: Best Sellers' View All goes to the wearables. */
export const BEST_SELLERS_VIEW_ALL = '/category/electronics/wearables';

export type HomeRowId = 'bestSellers' | 'featured' | 'newArrivals';

export const HOME_ROWS: Record<HomeRowId, Required<ProductRowHeading>> = {
  bestSellers: {
    title: tk('Best Sellers'),
    subtitle: tk('Smartwatches, fitness bands and more that shoppers love'),
    viewAllHref: BEST_SELLERS_VIEW_ALL,
    testId: 'best-sellers',
  },
  featured: {
    title: tk('Featured Products'),
    subtitle: tk('Hand-picked deals from trusted sellers'),
    viewAllHref: '/featured-products',
    testId: 'featured-products',
  },
  newArrivals: {
    title: tk('New Arrivals'),
    subtitle: tk('Just landed on Haat'),
    viewAllHref: '/trending/new-arrivals',
    testId: 'new-arrivals',
  },
};
