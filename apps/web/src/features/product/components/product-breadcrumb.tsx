// Home > category > subcategory > sub-subcategory > name (docs/behaviour/product.md#product-page); on a phone the
// trail wraps and the name is the heading below it.
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Product } from '@haat/domain/catalog/product.schema';
import { breadcrumbTrail } from '../product-facts.ts';

export function ProductBreadcrumb({ product }: { product: Product }) {
  const { t } = useTranslation();
  const crumbs = [{ label: t('Home'), href: '/' }, ...breadcrumbTrail(product)];
  return (
    // On a phone the trail wraps beside the Compare box instead of scrolling out of sight under it, and the product's
    // own name, the heading just below, is left to screen readers (issue 23 item 8).
    <nav aria-label={t('Breadcrumb')} className="min-w-0 flex-1 text-xs text-ink-muted">
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-1">
        {crumbs.map((crumb, index) => (
          <li key={crumb.href} className="flex items-center gap-1 whitespace-nowrap">
            <Link to={crumb.href} className="hover:text-brand-700 hover:underline">
              {/* Category names are catalogue keys; the product's own name has none and reads as it is. */}
              {t(crumb.label)}
            </Link>
            <ChevronRight
              aria-hidden
              // The last category's chevron points at the name, which a phone shows as the heading instead.
              className={`size-3 text-ink-subtle rtl:rotate-180 ${index === crumbs.length - 1 ? 'max-md:hidden' : ''}`}
            />
          </li>
        ))}
        <li aria-current="page" className="sr-only text-ink md:not-sr-only md:max-w-[40ch] md:truncate">
          {product.name}
        </li>
      </ol>
    </nav>
  );
}
