// 'Category Not Found' (docs/behaviour/catalogue.md#category-page): the name asked for, every category the store has,
// and a way home.
import { Home, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CATEGORIES } from '@haat/domain/catalog/category-tree';
import { categoryLook } from './category-icons.ts';

export function CategoryNotFound({ requested }: { requested: string }) {
  const { t } = useTranslation();
  const available = CATEGORIES.filter((c) => !c.pseudo || c.id === 'trending' || c.id === 'featured');
  return (
    <section className="mx-auto max-w-3xl rounded-xl bg-card px-5 py-8 text-center shadow-card md:px-10 md:py-10">
      <span className="mx-auto grid size-16 place-items-center rounded-full bg-accent-100 text-accent-600">
        <SearchX aria-hidden className="size-8" />
      </span>
      <h1 className="mt-3 text-2xl font-bold text-ink md:text-3xl">{t('Category Not Found')}</h1>
      <p className="mt-2 text-balance text-ink-muted">
        {t('We could not find the category “{{name}}”. Browse one of these instead:', { name: requested })}
      </p>
      <h2 className="sr-only">{t('Available categories')}</h2>
      <ul className="mt-6 grid grid-cols-2 gap-2 text-start sm:grid-cols-3">
        {available.map((category) => {
          const { icon: Icon, tone } = categoryLook(category.id);
          return (
            <li key={category.id}>
              <Link
                to={`/category/${category.id}`}
                className="flex items-center gap-2 rounded-lg border border-line p-2 text-sm font-medium text-ink hover:border-brand-200 hover:text-brand-700 hover:shadow-card"
              >
                <span className={`grid size-8 shrink-0 place-items-center rounded-md ${tone}`}>
                  <Icon aria-hidden className="size-4" />
                </span>
                <span className="min-w-0 leading-tight">{t(category.name)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
      <Link
        to="/"
        className="mt-8 inline-flex h-11 items-center gap-2 rounded-md bg-brand-700 px-6 text-sm font-semibold text-white hover:bg-brand-800"
      >
        <Home aria-hidden className="size-4" />
        {t('Return to Home')}
      </Link>
    </section>
  );
}
