// The home page's links are the spec's (docs/behaviour/catalogue.md#home-page), and every category tile names a real
// category.
import { describe, expect, it } from 'vitest';
import { BEST_SELLERS_VIEW_ALL, HOME_ROWS } from './components/home-rows.ts';
import { BANNER_SLIDES, PROMO_TILES, SPECIAL_OFFERS } from './home-banners.ts';
import {
  CATEGORY_STRIP,
  EVERYDAY_ESSENTIALS,
  TRENDING_CATEGORIES,
  TREND_THEMES,
  categoryName,
} from './home-sections.ts';

const searchTerm = (to: string) => new URL(to, 'https://haat.in').searchParams.get('q');

describe('home sections', () => {
  it('has the 5 banner slides with the spec links in order', () => {
    expect(BANNER_SLIDES.map((s) => s.to)).toEqual([
      '/category/fashion',
      '/category/electronics',
      '/category/home',
      '/search?q=fitness',
      '/category/home/kitchen',
    ]);
  });

  it('has the category strip searching the spec terms', () => {
    expect(CATEGORY_STRIP.map((c) => c.to.split('?')[0])).toEqual(Array(9).fill('/search'));
    expect(CATEGORY_STRIP.map((c) => searchTerm(c.to))).toEqual([
      't-shirts',
      'hoodies',
      'sneakers',
      'headphones',
      'backpacks',
      'smart watches',
      'laptops',
      'cameras',
      'books',
    ]);
  });

  it('has the trending category tiles and search tiles', () => {
    expect(TRENDING_CATEGORIES.map((c) => c.to)).toEqual([
      '/category/fashion',
      '/category/electronics',
      '/category/home',
      '/category/beauty',
      '/category/fashion/shoes',
      '/category/fashion/accessories',
    ]);
    expect(TRENDING_CATEGORIES.map((c) => c.label)).toContain('Footwear');
    for (const theme of TREND_THEMES) {
      expect(theme.to).toMatch(/^\/search\?q=/);
      expect(searchTerm(theme.to)?.toLowerCase()).toBe(theme.label.toLowerCase());
    }
  });

  it('has promo tiles, Best Sellers View All, essentials and special offers on the spec links', () => {
    expect(PROMO_TILES.map((p) => p.to)).toEqual(['/category/fashion', '/category/electronics']);
    expect(BEST_SELLERS_VIEW_ALL).toBe('/category/electronics/wearables');
    expect(HOME_ROWS.bestSellers.viewAllHref).toBe(BEST_SELLERS_VIEW_ALL);
    expect(EVERYDAY_ESSENTIALS.map((e) => e.to)).toEqual([
      ...['packaged', 'general', 'coffee', 'drinks', 'snacks', 'cereals', 'instant', 'energy'].map(
        (sub) => `/category/grocery/${sub}`,
      ),
      '/category/home/cleaning',
    ]);
    expect(SPECIAL_OFFERS.map((o) => o.to)).toEqual([
      '/category/home/kitchen',
      '/category/electronics',
      '/category/kids/toys',
    ]);
  });

  it('links every category tile to a path of the category tree, named as the tree names it', () => {
    const tiles = [...TRENDING_CATEGORIES, ...EVERYDAY_ESSENTIALS];
    for (const tile of tiles) {
      const path = tile.to.replace(/^\/category\//, '');
      expect(tile.label).toBe(categoryName(path));
    }
    expect(EVERYDAY_ESSENTIALS.map((e) => e.label)).toContain('Tea and Coffee');
  });

  it('refuses a category path that is not in the tree', () => {
    expect(() => categoryName('grocery/nope')).toThrow(/Unknown category/);
    expect(() => categoryName('electronics/wearables/hoverboards')).toThrow(/Unknown category/);
  });

  it('fills the rupee placeholders only where a price is given', () => {
    for (const entry of [
      ...BANNER_SLIDES.map((s) => ({ text: s.highlight, price: s.price })),
      ...SPECIAL_OFFERS.map((o) => ({ text: o.title, price: o.price })),
    ]) {
      expect(entry.text.includes('{{price}}')).toBe(entry.price !== undefined);
    }
  });
});
