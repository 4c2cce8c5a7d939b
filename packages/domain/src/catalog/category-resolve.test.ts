import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CATEGORY_ALIASES,
  categoryRedirect,
  resolveCategory,
  resolveSubcategory,
} from './category-resolve.ts';
import { CATEGORIES, findCategory, type Category } from './category-tree.ts';
import { PANEL_KEYS } from './filter-panels.ts';

function category(id: string): Category {
  const c = findCategory(id);
  if (!c) throw new Error(`missing category ${id}`);
  return c;
}

describe('resolveCategory', () => {
  it.each([
    ['electronic', 'electronics'],
    ['computer', 'electronics'],
    ['tech', 'electronics'],
    ['mobile', 'mobile-phones'],
    ['phones', 'mobile-phones'],
    ['smartphone', 'mobile-phones'],
    ['kitchen', 'home'],
    ['furniture', 'home'],
    ['clothing', 'fashion'],
    ['clothes', 'fashion'],
    ['apparel', 'fashion'],
    ['book', 'books'],
    ['skincare', 'beauty'],
    ['makeup', 'beauty'],
    ['food', 'grocery'],
  ])('alias %s → %s', (alias, id) => {
    expect(resolveCategory(alias)?.id).toBe(id);
    expect(resolveCategory(alias.toUpperCase())?.id).toBe(id);
  });

  it.each([
    ['Electronics', 'electronics'],
    ['MOBILE-PHONES', 'mobile-phones'],
    ['Mobile Phones', 'mobile-phones'],
    ['home & kitchen', 'home'],
    ['home-kitchen', 'home'],
    ['  books  ', 'books'],
    ['Home-Appliances', 'home-appliances'],
  ])('id or name %j → %s', (input, id) => {
    expect(resolveCategory(input)?.id).toBe(id);
  });

  it.each(['', '   ', 'unicorns', 'electronicss'])('%j resolves to nothing', (input) => {
    expect(resolveCategory(input)).toBeUndefined();
  });

  it('every alias points at a real category', () => {
    for (const target of Object.values(CATEGORY_ALIASES)) expect(findCategory(target)).toBeDefined();
  });

  it('resolves every category by its id and its name in any letter case', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CATEGORIES),
        fc.boolean(),
        fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }),
        (c, byName, upper) => {
          const text = byName ? c.name : c.id;
          const mixed = [...text]
            .map((ch, i) => (upper[i % upper.length] ? ch.toUpperCase() : ch.toLowerCase()))
            .join('');
          return resolveCategory(mixed)?.id === c.id;
        },
      ),
    );
  });
});

describe('resolveSubcategory', () => {
  it.each([
    ['electronics', 'computers', 'computers'],
    ['electronics', 'Televisions', 'tv'],
    ['electronics', 'TV', 'tv'],
    ['electronics', 'comp', 'computers'],
    ['electronics', 'tele', 'tv'],
    ['home', 'kitchen', 'kitchen'],
    ['home', 'Home Decor', 'decor'],
    ['home', 'decor', 'decor'],
    ['fashion', 'foot', 'shoes'],
    ['fashion', "men's clothing", 'mens'],
    ['books', 'non', 'non-fiction'],
    ['kids', 'toys', 'toys'],
    ['trending', 'deals', 'deals'],
    ['trending', 'new-arrivals', 'new-arrivals'],
    ['trending', 'tech-gadgets', 'tech-gadgets'],
  ])('%s / %s → %s', (root, input, id) => {
    expect(resolveSubcategory(category(root), input)?.id).toBe(id);
  });

  it.each([
    ['electronics', ''],
    ['electronics', 'sofas'],
    ['all', 'anything'],
  ])('%s / %j resolves to nothing', (root, input) => {
    expect(resolveSubcategory(category(root), input)).toBeUndefined();
  });

  it('finds every subcategory by id, by name and by any part of its name', () => {
    const pairs = CATEGORIES.flatMap((c) => c.subcategories.map((s) => ({ c, s })));
    fc.assert(
      fc.property(fc.constantFrom(...pairs), fc.nat(), fc.nat(), ({ c, s }, a, b) => {
        const name = s.name.toLowerCase();
        const start = a % name.length;
        const end = start + 1 + (b % (name.length - start));
        const part = name.slice(start, end);
        fc.pre(part.trim() !== '');
        const byPart = resolveSubcategory(c, part);
        return (
          resolveSubcategory(c, s.id)?.id === s.id &&
          resolveSubcategory(c, s.name.toUpperCase())?.id === s.id &&
          byPart !== undefined &&
          (byPart.name.toLowerCase().includes(part.trim()) || byPart.id.includes(part.trim()))
        );
      }),
    );
  });
});

describe('typed category URLs (issue 23 item 6): categoryRedirect', () => {
  it.each<[string, string | null]>([
    // The spec's panel keys as plain category URLs.
    ['laptops', '/category/electronics/computers/laptops'],
    ['computers', '/category/electronics/computers'],
    ['headphones', '/category/electronics/audio/headphones'],
    ['audio', '/category/electronics/audio'],
    ['smartphones', '/category/mobile-phones/smartphones'],
    ['cellphones', '/category/mobile-phones'],
    ['speakers', '/category/electronics/audio'],
    ['beverages', '/category/grocery/drinks'],
    ['accessories', '/category/fashion/accessories'],
    ['deals', '/deals'],
    ['sale', '/deals'],
    ['new-arrivals', '/category/trending/new-arrivals'],
    ['bestsellers', '/category/all?sort=popular'],
    ['clearance', '/category/trending/deals/clearance'],
    // Subcategory and item names or ids typed alone, or under the wrong parent.
    ['sarees', '/category/fashion/womens/sarees'],
    ['Televisions', '/category/electronics/tv'],
    ['fashion/sarees', '/category/fashion/womens/sarees'],
    ['computers/laptops', '/category/electronics/computers/laptops'],
    ['phones/iphones', '/category/mobile-phones/smartphones/iphones'],
    ['deals/flash-sale', '/category/trending/deals/flash-sale'],
    // A panel's category choice the tree has no subcategory for: the category's listing with that choice.
    ['grocery/dairy', '/category/grocery?categories=dairy'],
    // Nonsense stays not found.
    ['xyzzy', null],
    ['grocery/xyzzy', null],
    ['electronics/audio/xyzzy', null],
    ['laptops/xyzzy', null],
    ['brand', null],
    ['', null],
  ])('/category/%s → %s', (typed, target) => expect(categoryRedirect(typed.split('/'))).toBe(target));

  it('every redirect lands on a path whose ids are all in the tree, which needs no redirect itself', () => {
    const names = [
      ...Object.values(PANEL_KEYS).flat(),
      ...CATEGORIES.flatMap((c) =>
        c.subcategories.flatMap((s) => [s.id, s.name, ...s.items.map((i) => i.id)]),
      ),
    ];
    for (const name of names) {
      const target = categoryRedirect([name]);
      if (target === null || !target.startsWith('/category/')) continue;
      const [categoryId, subcategoryId, itemId] = target.slice('/category/'.length).split('?')[0]!.split('/');
      const category = CATEGORIES.find((c) => c.id === categoryId);
      const subcategory = category?.subcategories.find((s) => s.id === subcategoryId);
      expect(category, target).toBeDefined();
      if (subcategoryId) expect(subcategory, target).toBeDefined();
      if (itemId)
        expect(
          subcategory?.items.some((i) => i.id === itemId),
          target,
        ).toBe(true);
    }
  });
});
