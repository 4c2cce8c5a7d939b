// /search, /search/{term}, /search?q= and /search?tag= (docs/behaviour/catalogue.md#listing-page): the listing,
// composed from features/listing.
import { SearchListing } from '../../features/listing/components/search-listing.tsx';

export function SearchPage() {
  return <SearchListing basePath="/search" />;
}
