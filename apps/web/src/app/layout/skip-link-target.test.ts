import { describe, expect, it } from 'vitest';
import { skipTargetFor } from './skip-link-target.ts';

describe('skipTargetFor', () => {
  it.each([
    '/search',
    '/search/phone',
    '/all-products',
    '/all-products/shoes',
    '/category/electronics',
    '/category/electronics/mobiles/smartphones',
    '/featured-products',
    '/trending',
    '/trending/new-arrivals',
    '/deals',
  ])('offers "Skip to results" on the listing %s', (path) => {
    expect(skipTargetFor(path)).toBe('results');
  });

  it.each([
    '/',
    '/category',
    '/trending/categories',
    '/product/prd_00174',
    '/cart',
    '/checkout',
    '/searching-tips',
    '/recent-purchase',
    '/settings',
  ])('offers "Skip to main content" on %s', (path) => {
    expect(skipTargetFor(path)).toBe('main');
  });
});
