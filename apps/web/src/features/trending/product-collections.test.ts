import { productOrdering, productsQuerySchema } from '@haat/domain/catalog/products-query.schema';
import { rankingQuerySchema } from '@haat/domain/catalog/rankings';
import { describe, expect, it } from 'vitest';
import { collectionPageOf, collectionRequest, PRODUCT_COLLECTIONS } from './product-collections.ts';

describe('collectionRequest', () => {
  it('asks new arrivals of the products API, newest first, approved only, 20 a page, without facet counts', () => {
    const { path, params } = collectionRequest(PRODUCT_COLLECTIONS['new-arrivals'], 3);
    expect(path).toBe('/products');
    const query = productsQuerySchema.parse(Object.fromEntries(params));
    expect(query).toMatchObject({ page: 3, limit: 20, approvalStatus: 'approved', facets: false });
    expect(productOrdering(query)).toEqual({ field: 'createdAt', order: 'desc' });
  });

  it.each([
    ['top-rated', 'top-rated'],
    ['best-sellers', 'best-sellers'],
    ['deals', 'deals'],
    ['flash-sale', 'flash-sale'],
    ['clearance', 'clearance'],
  ] as const)('asks %s of its ranking, 20 a page', (id, list) => {
    const { path, params } = collectionRequest(PRODUCT_COLLECTIONS[id], 2);
    expect(path).toBe(`/products/rankings/${list}`);
    expect(rankingQuerySchema.parse(Object.fromEntries(params))).toEqual({ page: 2, limit: 20 });
  });
});

describe('collectionPageOf', () => {
  it('reads a whole page number and falls back to 1 otherwise', () => {
    expect(collectionPageOf(new URLSearchParams('page=4'))).toBe(4);
    for (const bad of ['', 'page=0', 'page=-2', 'page=2.5', 'page=abc', 'page=9999999'])
      expect(collectionPageOf(new URLSearchParams(bad))).toBe(1);
  });
});
