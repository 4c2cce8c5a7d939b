// /category: every root category with its subcategories and product counts (GET /api/categories) as tiles.
import { ChevronRight, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCategories } from '../../../lib/catalog-api.ts';
import { categoryLook } from './category-icons.ts';

const indian = new Intl.NumberFormat('en-IN');

export function CategoryLanding() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useCategories();
  const total = data?.reduce((sum, c) => sum + c.productCount, 0);
  return (
    <div className="space-y-3 md:space-y-4">
      <section className="rounded-lg bg-linear-to-br from-brand-800 via-brand-700 to-brand-600 px-4 py-5 text-white shadow-card md:px-6 md:py-7">
        <nav aria-label={t('Breadcrumb')} className="text-xs text-white/80 md:text-sm">
          <Link to="/" className="hover:text-white hover:underline">
            {t('Home')}
          </Link>
          <ChevronRight aria-hidden className="mx-1 inline size-3.5 rtl:rotate-180" />
          <span aria-current="page" className="font-semibold text-white">
            {t('All Categories')}
          </span>
        </nav>
        <h1 className="mt-2 text-2xl font-bold md:text-3xl">{t('All Categories')}</h1>
        <p className="mt-1 text-sm text-white/85">
          {total !== undefined
            ? t('{{total}} products from sellers across India', { total: indian.format(total) })
            : t('Products from sellers across India')}
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          {(['trending', 'featured'] as const).map((id) => {
            const { icon: Icon } = categoryLook(id);
            return (
              <Link
                key={id}
                to={`/category/${id}`}
                className="inline-flex h-8 items-center gap-1.5 rounded-full bg-white/15 px-3 text-sm font-medium text-white hover:bg-white/25"
              >
                <Icon aria-hidden className="size-4" />
                {id === 'trending' ? t('Trending') : t('Featured')}
              </Link>
            );
          })}
        </div>
      </section>

      {isError && !data && (
        <div role="alert" className="rounded-lg bg-card p-6 text-center shadow-card">
          <p className="text-sm text-ink-muted">{t('Could not load categories. Please try again.')}</p>
          <button
            type="button"
            onClick={() => void refetch()}
            className="mt-3 inline-flex h-9 items-center gap-2 rounded-md bg-brand-700 px-4 text-sm font-semibold text-white"
          >
            <RotateCw aria-hidden className="size-4" />
            {t('Try Again')}
          </button>
        </div>
      )}

      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-busy={isPending || undefined}>
        {isPending &&
          Array.from({ length: 6 }, (_, i) => (
            <li key={i} className="h-56 animate-pulse rounded-lg bg-card shadow-card" aria-hidden />
          ))}
        {data?.map((category) => {
          const { icon: Icon, tone } = categoryLook(category.id);
          return (
            <li key={category.id} className="flex flex-col rounded-lg bg-card p-3 shadow-card md:p-4">
              <Link to={`/category/${category.id}`} className="group flex items-center gap-3">
                <span className={`grid size-12 shrink-0 place-items-center rounded-xl ${tone}`}>
                  <Icon aria-hidden className="size-6" strokeWidth={1.8} />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block text-base font-bold text-ink group-hover:text-brand-700">
                    {t(category.name)}
                  </span>
                  <span className="block truncate text-xs text-ink-muted">{t(category.description)}</span>
                </span>
                <span className="shrink-0 rounded-full bg-page px-2 py-0.5 text-xs font-semibold text-ink-muted">
                  {indian.format(category.productCount)}
                </span>
              </Link>
              <ul className="mt-3 grid grid-cols-2 gap-1.5 border-t border-line pt-3">
                {category.subcategories.map((sub) => (
                  <li key={sub.id}>
                    <Link
                      to={`/category/${category.id}/${sub.id}`}
                      className="flex items-center justify-between gap-1 rounded-md px-2 py-1.5 text-sm text-ink hover:bg-brand-50 hover:text-brand-700"
                    >
                      <span className="min-w-0 truncate">{t(sub.name)}</span>
                      <span className="shrink-0 text-xs text-ink-subtle tabular-nums">
                        ({indian.format(sub.productCount)})
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
              <Link
                to={`/category/${category.id}`}
                className="mt-auto inline-flex items-center gap-0.5 self-end pt-2 text-sm font-semibold text-brand-700 hover:underline"
              >
                {t('Shop all {{name}}', { name: t(category.name) })}
                <ChevronRight aria-hidden className="size-4 rtl:rotate-180" />
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
