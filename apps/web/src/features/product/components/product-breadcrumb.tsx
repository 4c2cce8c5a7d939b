// Home > category > subcategory > sub-subcategory > name (docs/behaviour/product.md#product-page).
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Product } from '@haat/domain/catalog/product.schema';
import { breadcrumbTrail } from '../product-facts.ts';

export function ProductBreadcrumb({ product }: { product: Product }) {
  const { t } = useTranslation();
  const crumbs = [{ label: t('Home'), href: '/' }, ...breadcrumbTrail(product)];
  return (
    <nav
      aria-label={t('Breadcrumb')}
      className="overflow-x-auto text-xs text-ink-muted [scrollbar-width:none]"
    >
      <ol className="flex items-center gap-1 whitespace-nowrap">
        {crumbs.map((crumb) => (
          <li key={crumb.href} className="flex items-center gap-1">
            <Link to={crumb.href} className="hover:text-brand-700 hover:underline">
              {/* Category names are catalogue keys; the product's own name has none and reads as it is. */}
              {t(crumb.label)}
            </Link>
            <ChevronRight aria-hidden className="size-3 text-ink-subtle rtl:rotate-180" />
          </li>
        ))}
        <li aria-current="page" className="max-w-[40ch] truncate text-ink">
          {product.name}
        </li>
      </ol>
    </nav>
  );
}
