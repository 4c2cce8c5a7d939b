// A change that puts listings on the storefront or takes them off at once (an operator's approval, a seller's
// suspension or reinstatement: docs/behaviour/operator.md#suspension) moves the catalogue's generation on; every
// TtlCache of this process (summary-cache.ts) then treats what it kept from before as gone, so no cached page,
// count or suggestion keeps showing or hiding those listings for CATALOG_CACHE_MS. Other instances' caches expire
// on their own within that time.
let generation = 0;

export function catalogueGeneration(): number {
  return generation;
}

export function notifyCatalogueChanged(): void {
  generation += 1;
}
