// /all-products and /all-products/{term} (docs/behaviour/catalogue.md#listing-page), composed from features/listing.
import { SearchListing } from '../../features/listing/components/search-listing.tsx';

export function AllProductsPage() {
  return <SearchListing basePath="/all-products" />;
}
