// JSON-LD BreadcrumbList of a product page: Home > category > subcategory > item > product, named and linked
// as the page's own breadcrumb (web features/product breadcrumbTrail), so search results show the trail.
import { findCategory } from '@haat/domain/catalog/category-tree';

export interface BreadcrumbProduct {
  id: string;
  name: string;
  category: string;
  subcategory: string | null;
  subSubcategory: string | null;
}

/** A slug the category tree does not know, as the web page shows it: "smart-tvs" → "Smart tvs". */
function humanise(slug: string): string {
  const words = slug.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function breadcrumbTrail(product: BreadcrumbProduct): { name: string; path: string }[] {
  const category = findCategory(product.category);
  const categoryPath = `/category/${encodeURIComponent(product.category)}`;
  const trail = [
    { name: 'Home', path: '/' },
    { name: category?.name ?? humanise(product.category), path: categoryPath },
  ];
  if (product.subcategory) {
    const sub = category?.subcategories.find((s) => s.id === product.subcategory);
    const subPath = `${categoryPath}/${encodeURIComponent(product.subcategory)}`;
    trail.push({ name: sub?.name ?? humanise(product.subcategory), path: subPath });
    if (product.subSubcategory) {
      const item = sub?.items.find((i) => i.id === product.subSubcategory);
      trail.push({
        name: item?.name ?? humanise(product.subSubcategory),
        path: `${subPath}/${encodeURIComponent(product.subSubcategory)}`,
      });
    }
  }
  trail.push({ name: product.name, path: `/product/${encodeURIComponent(product.id)}` });
  return trail;
}

export function breadcrumbListLd(product: BreadcrumbProduct, origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: breadcrumbTrail(product).map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: origin + crumb.path,
    })),
  };
}
