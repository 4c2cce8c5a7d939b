// What a /category/{c}/{s}/{i} URL names (docs/behaviour/catalogue.md#category-page): a real category (resolved with
// its aliases), a pseudo-category (all, trending, featured), a brand (/category/brand/{brand}), or nothing ('Category
// Not Found'); with the breadcrumbs, the title, the filter panel and the API parameters of that page.
import { categoryRedirect, resolveCategory, resolveSubcategory } from '@haat/domain/catalog/category-resolve';
import type { Category, CategoryItem, Subcategory } from '@haat/domain/catalog/category-tree';
import { panelIdForRoute, type PanelId } from '@haat/domain/catalog/filter-panels';
import { slugify } from '@haat/domain/catalog/slug';

export interface Crumb {
  label: string;
  /** Absent on the current page. */
  to?: string;
}

export interface ResolvedCategoryRoute {
  kind: 'category' | 'brand';
  category?: Category;
  subcategory?: Subcategory;
  item?: CategoryItem;
  brand?: string;
  /** The page title without the search term. */
  name: string;
  crumbs: Crumb[];
  panelId: PanelId;
  mode?: 'featured' | 'trending';
  /** Where the panel's category choice goes; null hides the choice (it would undo the page's own filter). */
  categoryParam: 'subcategory' | 'category' | null;
  /** GET /api/products parameters that make the page what it is. */
  apiParams: Record<string, string>;
  /** Identity of the listing: a change of category, subcategory or item starts the filters afresh. */
  key: string;
}

export interface CategoryRouteParams {
  categoryId?: string;
  subcategoryId?: string;
  itemId?: string;
}

function findItem(subcategory: Subcategory, input: string): CategoryItem | undefined {
  const key = input.trim().toLowerCase();
  return subcategory.items.find((i) => i.id === key || i.name.toLowerCase() === key || i.id === slugify(key));
}

const HOME: Crumb = { label: 'Home', to: '/' };

/** The page a category URL names, or null for 'Category Not Found'. */
export function resolveCategoryRoute({
  categoryId = '',
  subcategoryId,
  itemId,
}: CategoryRouteParams): ResolvedCategoryRoute | null {
  const rawKey = categoryId.trim().toLowerCase();
  const panelId = panelIdForRoute(rawKey, subcategoryId);

  if (rawKey === 'brand') {
    const brand = subcategoryId?.trim();
    if (!brand || itemId) return null;
    return {
      kind: 'brand',
      brand,
      name: brand,
      crumbs: [HOME, { label: brand }],
      panelId,
      categoryParam: 'category',
      apiParams: { brand },
      key: `brand/${brand.toLowerCase()}`,
    };
  }

  const category = resolveCategory(rawKey);
  if (!category) return null;
  const subcategory = subcategoryId ? resolveSubcategory(category, subcategoryId) : undefined;
  if (subcategoryId && !subcategory) return null;
  const item = subcategory && itemId ? findItem(subcategory, itemId) : undefined;
  if (itemId && !item) return null;

  const base = `/category/${category.id}`;
  const crumbs: Crumb[] = [HOME, { label: category.name, to: base }];
  if (subcategory) crumbs.push({ label: subcategory.name, to: `${base}/${subcategory.id}` });
  if (item) crumbs.push({ label: item.name });
  crumbs[crumbs.length - 1] = { label: crumbs[crumbs.length - 1]!.label };

  const apiParams: Record<string, string> = {};
  if (category.id !== 'all') apiParams.category = category.id;
  if (subcategory && !category.pseudo) apiParams.subcategory = subcategory.id;
  if (item && !category.pseudo) apiParams.subSubcategory = item.id;
  // Pseudo-subcategories of trending narrow by what they say (deals, new arrivals).
  if (category.id === 'trending' && subcategory?.id === 'deals') apiParams.onSale = 'true';
  if (category.id === 'trending' && subcategory?.id === 'new-arrivals') apiParams.newArrivals = 'true';

  const mode = category.id === 'featured' ? 'featured' : category.id === 'trending' ? 'trending' : undefined;
  return {
    kind: 'category',
    category,
    subcategory,
    item,
    name: (item ?? subcategory ?? category).name,
    crumbs,
    panelId,
    mode,
    // A subcategory page already fixes the subcategory; all lists categories; pseudo pages keep their flag.
    categoryParam: category.id === 'all' ? 'category' : category.pseudo || subcategory ? null : 'subcategory',
    apiParams,
    key: [category.id, subcategory?.id, item?.id].filter(Boolean).join('/'),
  };
}

/**
 * Where a category URL that names no page as typed belongs (/category/laptops → /category/electronics/computers/
 * laptops, /category/deals → /deals), with the typed query kept; null for nonsense ('Category Not Found'). The
 * server answers the same paths with a 301 on a first load (seo/page-heads.ts).
 */
export function categoryRouteRedirect(params: CategoryRouteParams, search = ''): string | null {
  if (resolveCategoryRoute(params)) return null;
  const target = categoryRedirect([params.categoryId ?? '', params.subcategoryId ?? '', params.itemId ?? '']);
  return target === null ? null : withQuery(target, search);
}

/** The target with the typed query's keys added (the target's own keys win). */
export function withQuery(target: string, search: string): string {
  const [path = '', own = ''] = target.split('?');
  const query = new URLSearchParams(search);
  for (const [key, value] of new URLSearchParams(own)) query.set(key, value);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
