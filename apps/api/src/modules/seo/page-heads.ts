// Which head a page gets: /product/{id} (title with price and brand, Open Graph product, JSON-LD Product),
// /category/{c}/{s}/{i} (resolved like the SPA, aliases included) and /; null leaves index.html's default.
import { categoryRedirect, resolveCategory, resolveSubcategory } from '@haat/domain/catalog/category-resolve';
import type { CategoryItem, Subcategory } from '@haat/domain/catalog/category-tree';
import {
  GALLERY_MAX_WIDTH,
  GALLERY_SIZES,
  PICTURE_TYPES,
  pictureSource,
  pictureSrcSet,
} from '@haat/domain/catalog/product-picture';
import { slugify } from '@haat/domain/catalog/slug';
import { formatPaise, paise } from '@haat/domain/money/money';
import type { Db } from '../../db/client.ts';
import { OG_HEIGHT, OG_WIDTH, ogImagePath } from '../images/og-image.ts';
import { breadcrumbListLd } from './breadcrumb-ld.ts';
import { productFirstPaint } from './first-paint.ts';
import { SITE_NAME, shortDescription, type PageHead } from './page-head.ts';
import { findProductForHead, type ProductHeadRow } from './seo.repository.ts';

export interface PageHeadAnswer {
  /**
   * 404 for a product the catalogue does not have or a category path that names nothing: crawlers drop it instead
   * of indexing a soft 404. 301 for a category path that names a page elsewhere (`location`).
   */
  status: 200 | 301 | 404;
  /** The canonical URL a 301 sends to (path and query). */
  location?: string;
  /** Absent: index.html as built. */
  head?: PageHead;
  /** The SPA's lazy route module for this page (apps/web source path), whose chunks the HTML preloads. */
  routeModule?: string;
  /** Markup painted over the page until the SPA has drawn it (first-paint.ts); products only. */
  firstPaint?: string;
}

/** The lazy route modules of apps/web/src/app/router.tsx behind the pages that get a head. */
export const ROUTE_MODULES = {
  home: 'src/app/routes/home-page.tsx',
  product: 'src/app/routes/product-page.tsx',
  category: 'src/app/routes/category-page.tsx',
} as const;

const HOME_TITLE = 'Haat — Online Shopping for India';
const HOME_DESCRIPTION =
  'Haat — shop from thousands of Indian sellers. Mobiles, fashion, electronics, home and grocery with cash on delivery, UPI and easy returns.';

/** "https://example.in/path" from an origin and a path of already-encoded segments. */
const absolute = (origin: string, path: string): string =>
  /^https?:\/\//i.test(path) ? path : origin + path;

export function homeHead(origin: string): PageHead {
  return { title: HOME_TITLE, description: HOME_DESCRIPTION, canonical: `${origin}/`, ogType: 'website' };
}

/** schema.org's conditions; an opened box is no longer new, so Google asks for UsedCondition. */
const ITEM_CONDITION: Record<ProductHeadRow['condition'], string> = {
  new: 'https://schema.org/NewCondition',
  refurbished: 'https://schema.org/RefurbishedCondition',
  'open-box': 'https://schema.org/UsedCondition',
};

/**
 * The gallery's first picture as the browser will pick it from its <picture> (AVIF first; a browser without AVIF
 * skips the preload and fetches its WebP when the page asks), or nothing for a URL outside the pipeline.
 */
function galleryPreload(url: string | undefined): PageHead['preloadImageSet'] {
  const source = url ? pictureSource(url) : null;
  if (!source) return undefined;
  return {
    type: PICTURE_TYPES.avif,
    srcset: pictureSrcSet(source, 'avif', GALLERY_MAX_WIDTH),
    sizes: GALLERY_SIZES,
  };
}

export function productHead(row: ProductHeadRow, origin: string): PageHead {
  const url = `${origin}/product/${encodeURIComponent(row.id)}`;
  const price = formatPaise(paise(row.sellingPricePaise));
  const images = row.images.map((image) => absolute(origin, image.url));
  const rating = Number(row.ratingsAverage);
  const inStock = row.stock > 0;
  return {
    title: `${row.name} — ${price} | ${row.brand} | ${SITE_NAME}`,
    description: shortDescription(row.description),
    canonical: url,
    ogType: 'product',
    // Link previews (WhatsApp, Facebook) do not draw SVG: the PNG render of the first picture.
    image: {
      url: origin + ogImagePath(row.id),
      width: OG_WIDTH,
      height: OG_HEIGHT,
      type: 'image/png',
      alt: row.images[0]?.alt || row.name,
    },
    preloadImage: row.images[0]?.url,
    preloadImageSet: galleryPreload(row.images[0]?.url),
    // The SPA's GET /api/products/{id} (features/product fetchProduct), the request its page waits on.
    preloadFetch: `/api/products/${encodeURIComponent(row.id)}`,
    extraOg: [
      ['product:price:amount', (row.sellingPricePaise / 100).toFixed(2)],
      ['product:price:currency', 'INR'],
      ['product:availability', inStock ? 'instock' : 'oos'],
    ],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: row.name,
        image: images,
        description: row.description,
        sku: row.sku,
        brand: { '@type': 'Brand', name: row.brand },
        offers: {
          '@type': 'Offer',
          url,
          priceCurrency: 'INR',
          price: (row.sellingPricePaise / 100).toFixed(2),
          availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          itemCondition: ITEM_CONDITION[row.condition],
        },
        ...(row.ratingsCount > 0
          ? {
              aggregateRating: {
                '@type': 'AggregateRating',
                ratingValue: rating.toFixed(1),
                reviewCount: row.ratingsCount,
                bestRating: '5',
                worstRating: '1',
              },
            }
          : {}),
      },
      breadcrumbListLd(row, origin),
    ],
  };
}

function findItem(subcategory: Subcategory, input: string): CategoryItem | undefined {
  const key = input.trim().toLowerCase();
  return subcategory.items.find((i) => i.id === key || i.name.toLowerCase() === key || i.id === slugify(key));
}

/** The SPA's category resolution (features/category/category-route.ts) for the head; brand pages included. */
export function categoryHead(segments: string[], origin: string): PageHead | undefined {
  const [categoryId = '', subcategoryId, itemId, ...rest] = segments;
  if (rest.length > 0) return undefined;
  if (categoryId.trim().toLowerCase() === 'brand') {
    const brand = subcategoryId?.trim();
    if (!brand || itemId) return undefined;
    return {
      title: `${brand} — ${SITE_NAME}`,
      description: `Shop ${brand} products on ${SITE_NAME} from sellers across India, with cash on delivery, UPI and easy returns.`,
      canonical: `${origin}/category/brand/${encodeURIComponent(brand)}`,
      ogType: 'website',
    };
  }
  const category = resolveCategory(categoryId);
  if (!category) return undefined;
  const subcategory = subcategoryId ? resolveSubcategory(category, subcategoryId) : undefined;
  if (subcategoryId && !subcategory) return undefined;
  const item = subcategory && itemId ? findItem(subcategory, itemId) : undefined;
  if (itemId && !item) return undefined;
  // Canonical by ids, so an alias (/category/tech) or a name points at the one page it shows.
  const path = ['category', category.id, subcategory?.id, item?.id].filter(Boolean).join('/');
  const name = (item ?? subcategory ?? category).name;
  const within = item || subcategory ? ` in ${category.name}` : '';
  return {
    title: `${name} — ${SITE_NAME}`,
    description: shortDescription(
      `Shop ${name}${within} on ${SITE_NAME}: ${category.description}, from sellers across India with cash on delivery, UPI and easy returns.`,
    ),
    canonical: `${origin}/${path}`,
    ogType: 'website',
  };
}

function decodeSegments(pathname: string): string[] | undefined {
  try {
    return pathname
      .split('/')
      .filter((s) => s !== '')
      .map((s) => decodeURIComponent(s));
  } catch {
    return undefined;
  }
}

/** The head of the page at `pathname`; a product page costs one primary-key read. */
export function createPageHeads(db: Db) {
  return async function pageHeadFor(pathname: string, origin: string): Promise<PageHeadAnswer> {
    const segments = decodeSegments(pathname);
    if (!segments) return { status: 200 };
    if (segments.length === 0)
      return { status: 200, head: homeHead(origin), routeModule: ROUTE_MODULES.home };
    const [first, ...rest] = segments;
    if (first === 'product' && rest.length === 1) {
      const id = rest[0]!;
      const row = id.length <= 100 ? await findProductForHead(db, id) : undefined;
      return row
        ? {
            status: 200,
            head: productHead(row, origin),
            routeModule: ROUTE_MODULES.product,
            firstPaint: productFirstPaint(row),
          }
        : { status: 404 };
    }
    if (first === 'category' && rest.length > 0) {
      const head = categoryHead(rest, origin);
      if (head) return { status: 200, head, routeModule: ROUTE_MODULES.category };
      // A typed path naming a page elsewhere (/category/laptops) moves there; nonsense is 'Category Not Found'.
      const location = categoryRedirect(rest);
      if (location) return { status: 301, location };
      return { status: 404, routeModule: ROUTE_MODULES.category };
    }
    return { status: 200 };
  };
}

export type PageHeadFor = ReturnType<typeof createPageHeads>;
