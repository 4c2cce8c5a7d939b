import { describe, expect, it } from 'vitest';
import {
  productOrdering,
  productsQuerySchema,
  trendingCategoriesQuerySchema,
  trendingQuerySchema,
} from './products-query.schema.ts';

describe('products query', () => {
  it('defaults to page 1 of 20 and splits comma lists', () => {
    const q = productsQuerySchema.parse({ brand: 'Samsung, Apple,,', onSale: 'true', ram: '8 GB' });
    expect(q.page).toBe(1);
    expect(q.limit).toBe(20);
    expect(q.brand).toEqual(['Samsung', 'Apple']);
    expect(q.onSale).toBe(true);
    expect(q.ram).toEqual(['8 GB']);
  });

  it('rejects malformed values with the field in the path', () => {
    for (const [input, field] of [
      [{ page: 'abc' }, 'page'],
      [{ limit: '0' }, 'limit'],
      [{ minPrice: '-5' }, 'minPrice'],
      [{ sortOrder: 'sideways' }, 'sortOrder'],
      [{ minPrice: '500', maxPrice: '100' }, 'minPrice'],
      [{ inStock: 'maybe' }, 'inStock'],
    ] as const) {
      const result = productsQuerySchema.safeParse(input);
      expect(result.success, field).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual([field]);
    }
  });

  it('maps sort values per docs/behaviour/catalogue.md#listing-state', () => {
    expect(productOrdering({ sort: 'newest' })).toEqual({ field: 'createdAt', order: 'desc' });
    expect(productOrdering({ sort: 'popular' })).toEqual({ field: 'popularity', order: 'desc' });
    expect(productOrdering({ sort: 'price-low' })).toEqual({ field: 'price', order: 'asc' });
    expect(productOrdering({ sort: 'price-high' })).toEqual({ field: 'price', order: 'desc' });
    expect(productOrdering({ sortBy: 'rating' })).toEqual({ field: 'rating', order: 'desc' });
    expect(productOrdering({ sortBy: 'price', sortOrder: 'asc' })).toEqual({ field: 'price', order: 'asc' });
    expect(productOrdering({})).toEqual({ field: 'createdAt', order: 'desc' });
  });
});

describe('trending query', () => {
  it('defaults to the week, trending order and page 1 of 20; splits brands and categories', () => {
    const q = trendingQuerySchema.parse({ brand: 'boAt,JBL', category: 'electronics, phones' });
    expect(q).toMatchObject({ period: 'week', sort: 'trending', page: 1, limit: 20 });
    expect(q.brand).toEqual(['boAt', 'JBL']);
    expect(q.category).toEqual(['electronics', 'phones']);
    expect(trendingCategoriesQuerySchema.parse({})).toEqual({ period: 'week', limit: 10 });
  });

  it('names the period values in its error', () => {
    const result = trendingQuerySchema.safeParse({ period: 'year' });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['period'],
      message: 'Period must be one of day, week, month',
    });
    expect(trendingQuerySchema.safeParse({ minPrice: '900', maxPrice: '100' }).success).toBe(false);
    expect(trendingCategoriesQuerySchema.safeParse({ limit: '51' }).success).toBe(false);
  });
});
