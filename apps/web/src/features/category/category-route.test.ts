import { describe, expect, it } from 'vitest';
import { resolveCategoryRoute } from './category-route.ts';

describe('resolveCategoryRoute', () => {
  it('resolves aliases: /category/phones is mobile phones with phone panel B', () => {
    const route = resolveCategoryRoute({ categoryId: 'phones' });
    expect(route?.category?.id).toBe('mobile-phones');
    expect(route?.name).toBe('Mobile Phones');
    expect(route?.panelId).toBe('phone-b');
    expect(route?.apiParams).toEqual({ category: 'mobile-phones' });
  });

  it('is case-insensitive and names category, subcategory and item in the breadcrumbs', () => {
    const route = resolveCategoryRoute({
      categoryId: 'Electronics',
      subcategoryId: 'audio',
      itemId: 'headphones',
    });
    expect(route?.crumbs).toEqual([
      { label: 'Home', to: '/' },
      { label: 'Electronics', to: '/category/electronics' },
      { label: 'Audio', to: '/category/electronics/audio' },
      { label: 'Headphones' },
    ]);
    expect(route?.apiParams).toEqual({
      category: 'electronics',
      subcategory: 'audio',
      subSubcategory: 'headphones',
    });
    expect(route?.key).toBe('electronics/audio/headphones');
    expect(route?.categoryParam).toBeNull();
  });

  it('the last crumb is the current page, without a link', () => {
    const route = resolveCategoryRoute({ categoryId: 'fashion' });
    expect(route?.crumbs.at(-1)).toEqual({ label: 'Fashion' });
    expect(route?.categoryParam).toBe('subcategory');
  });

  it('home/kitchen gets the kitchen panel', () => {
    expect(resolveCategoryRoute({ categoryId: 'home', subcategoryId: 'kitchen' })?.panelId).toBe('kitchen');
  });

  it('pseudo-categories: featured and trending modes, all with the general panel', () => {
    expect(resolveCategoryRoute({ categoryId: 'featured' })).toMatchObject({
      mode: 'featured',
      panelId: 'simple',
      apiParams: { category: 'featured' },
    });
    expect(
      resolveCategoryRoute({ categoryId: 'trending', subcategoryId: 'deals', itemId: 'flash-sale' }),
    ).toMatchObject({
      mode: 'trending',
      panelId: 'trending',
      apiParams: { category: 'trending', onSale: 'true' },
    });
    expect(resolveCategoryRoute({ categoryId: 'all' })).toMatchObject({
      panelId: 'general',
      apiParams: {},
      categoryParam: 'category',
    });
  });

  it('brand pages list one brand with the simple panel', () => {
    expect(resolveCategoryRoute({ categoryId: 'brand', subcategoryId: 'Samsung' })).toMatchObject({
      kind: 'brand',
      name: 'Samsung',
      panelId: 'simple',
      apiParams: { brand: 'Samsung' },
    });
  });

  it.each([
    [{ categoryId: 'no-such-thing' }],
    [{ categoryId: 'electronics', subcategoryId: 'zzz' }],
    [{ categoryId: 'electronics', subcategoryId: 'audio', itemId: 'no-item' }],
    [{ categoryId: 'brand' }],
  ])('%j is not found', (params) => expect(resolveCategoryRoute(params)).toBeNull());
});
