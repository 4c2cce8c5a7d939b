import { productOrdering, productsQuerySchema } from '@haat/domain/catalog/products-query.schema';
import { describe, expect, it } from 'vitest';
import { collectionApiParams, collectionPageOf, PRODUCT_COLLECTIONS } from './product-collections.ts';

describe('collectionApiParams', () => {
  it('asks the products API for a valid query, 20 a page', () => {
    for (const collection of Object.values(PRODUCT_COLLECTIONS)) {
      const query = productsQuerySchema.parse(Object.fromEntries(collectionApiParams(collection, 3)));
      expect(query).toMatchObject({ page: 3, limit: 20, approvalStatus: 'approved' });
    }
  });

  it('orders new arrivals by newest, top rated by rating and deals by the biggest discount on sale', () => {
    const ordering = (id: keyof typeof PRODUCT_COLLECTIONS) =>
      productOrdering(
        productsQuerySchema.parse(Object.fromEntries(collectionApiParams(PRODUCT_COLLECTIONS[id], 1))),
      );
    expect(ordering('new-arrivals')).toEqual({ field: 'createdAt', order: 'desc' });
    expect(ordering('top-rated')).toEqual({ field: 'rating', order: 'desc' });
    expect(ordering('deals')).toEqual({ field: 'discount', order: 'desc' });
    expect(collectionApiParams(PRODUCT_COLLECTIONS.deals, 1).get('onSale')).toBe('true');
  });
});

describe('collectionPageOf', () => {
  it('reads a whole page number and falls back to 1 otherwise', () => {
    expect(collectionPageOf(new URLSearchParams('page=4'))).toBe(4);
    for (const bad of ['', 'page=0', 'page=-2', 'page=2.5', 'page=abc', 'page=9999999'])
      expect(collectionPageOf(new URLSearchParams(bad))).toBe(1);
  });
});
