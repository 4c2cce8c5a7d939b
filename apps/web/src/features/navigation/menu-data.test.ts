// Every header link points at a real place in the category tree, within the spec's limits
// (docs/behaviour/shell.md#header, #limits).
import { describe, expect, it } from 'vitest';
import { CATEGORIES, SEARCH_CATEGORY_OPTIONS } from '@haat/domain/catalog/category-tree';
import {
  PROGRAM_LINKS,
  resolveCategoryPath,
  SECONDARY_BAR,
  SIDE_MENU_CATEGORIES,
  TRENDING_LINKS,
} from './menu-data.ts';

function assertCategoryLink(to: string) {
  expect(to.startsWith('/category/')).toBe(true);
  expect(resolveCategoryPath(to.slice('/category/'.length)), to).toBeDefined();
}

describe('secondary bar', () => {
  it('lists the twelve entries in the spec order', () => {
    expect(SECONDARY_BAR.map((e) => e.label)).toEqual([
      'Bestsellers',
      'Offers',
      'Mobiles',
      'Fashion',
      'Home & Kitchen',
      'Electronics',
      'Computers',
      'Books',
      'Car & Motorbike',
      'Beauty',
      'Toys & Games',
      'Seller',
    ]);
  });

  it('maps each entry to its category or page', () => {
    const to = Object.fromEntries(SECONDARY_BAR.map((e) => [e.label, e.to]));
    expect(to).toMatchObject({
      Bestsellers: '/trending',
      Offers: '/deals',
      Mobiles: '/category/mobile-phones',
      Fashion: '/category/fashion',
      'Home & Kitchen': '/category/home',
      Electronics: '/category/electronics',
      Computers: '/category/electronics/computers',
      Books: '/category/books',
      'Car & Motorbike': '/category/automotive',
      Beauty: '/category/beauty',
      'Toys & Games': '/category/kids',
      Seller: '/seller/register',
    });
  });

  it('mega menus keep to 8 items per subcategory and 6 featured tiles, all resolvable', () => {
    for (const entry of SECONDARY_BAR) {
      if (entry.kind !== 'mega') continue;
      expect(entry.groups.length).toBeGreaterThan(0);
      expect(entry.featured.length).toBeGreaterThan(0);
      expect(entry.featured.length).toBeLessThanOrEqual(6);
      expect(new Set(entry.featured.map((f) => f.to)).size).toBe(entry.featured.length);
      for (const tile of entry.featured) assertCategoryLink(tile.to);
      for (const group of entry.groups) {
        assertCategoryLink(group.to);
        expect(group.items.length).toBeLessThanOrEqual(8);
        for (const item of group.items) assertCategoryLink(item.to);
      }
    }
  });

  it('the Computers menu shows the computers subcategory only', () => {
    const computers = SECONDARY_BAR.find((e) => e.id === 'computers');
    expect(computers?.kind === 'mega' && computers.groups.map((g) => g.label)).toEqual(['Computers']);
  });
});

describe('side menu', () => {
  it('covers every non-pseudo category with at most 6 items per subcategory', () => {
    expect(SIDE_MENU_CATEGORIES.map((c) => c.id)).toEqual(
      CATEGORIES.filter((c) => !c.pseudo).map((c) => c.id),
    );
    for (const category of SIDE_MENU_CATEGORIES) {
      for (const group of category.groups) {
        expect(group.items.length).toBeLessThanOrEqual(6);
        for (const item of group.items) {
          assertCategoryLink(item.to);
          expect(item.to.split('/')).toHaveLength(5);
        }
      }
    }
    const phones = SIDE_MENU_CATEGORIES.find((c) => c.id === 'mobile-phones');
    expect(phones?.groups[0]?.items.map((i) => i.to)).toEqual([
      '/category/mobile-phones/smartphones/android-phones',
      '/category/mobile-phones/smartphones/iphones',
      '/category/mobile-phones/smartphones/5g-phones',
      '/category/mobile-phones/smartphones/gaming-phones',
      '/category/mobile-phones/smartphones/camera-phones',
      '/category/mobile-phones/smartphones/foldable-phones',
    ]);
  });

  it('has the three trending links', () => {
    expect(TRENDING_LINKS).toEqual([
      { label: 'Bestsellers', to: '/trending' },
      { label: 'New Release', to: '/trending/new-arrivals' },
      { label: 'Coupon & Offers', to: '/deals' },
    ]);
  });

  it('lists the twelve programs with the brand prefix, url-encoded', () => {
    expect(PROGRAM_LINKS).toHaveLength(12);
    expect(PROGRAM_LINKS[0]).toEqual({
      label: 'Haat Affiliates',
      program: 'Affiliates',
      to: '/coming-soon?feature=Haat%20Affiliates',
    });
    expect(PROGRAM_LINKS.find((p) => p.program === 'Print on Demand')?.to).toBe(
      '/coming-soon?feature=Haat%20Print%20on%20Demand',
    );
  });
});

describe('the search box category dropdown', () => {
  it('every dropdown category is a real category path', () => {
    for (const option of SEARCH_CATEGORY_OPTIONS)
      if (option.value) assertCategoryLink(`/category/${option.value}`);
  });
});
