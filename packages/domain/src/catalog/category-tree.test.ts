import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  NAVIGATION_ROOTS,
  SEARCH_CATEGORY_OPTIONS,
  findCategory,
  leafPaths,
} from './category-tree.ts';
import { slugify } from './slug.ts';

/** Whether "root/sub" or "root/sub/item" names a place in the tree. */
function pathExists(path: string): boolean {
  const [rootId, subId, itemId, ...rest] = path.split('/');
  const root = rootId ? findCategory(rootId) : undefined;
  if (!root || rest.length) return false;
  if (!subId) return true;
  const sub = root.subcategories.find((s) => s.id === subId);
  if (!sub) return false;
  return itemId === undefined || sub.items.some((i) => i.id === itemId);
}

const SPEC_ROOTS = [
  'electronics',
  'home',
  'home/kitchen',
  'fashion',
  'books',
  'beauty',
  'kids/toys',
  'sports',
  'mobile-phones',
  'grocery',
  'automotive',
];

const NAMED_SUBPATHS: Record<string, string[]> = {
  electronics: ['computers', 'tv', 'audio', 'cameras', 'wearables'],
  home: ['furniture', 'decor', 'bedding', 'storage', 'cleaning', 'kitchen'],
  fashion: ['mens', 'womens', 'kids', 'luggage', 'shoes', 'accessories', 'trending'],
  'mobile-phones': ['smartphones', 'price-range', 'accessories', 'wearables', 'storage'],
  books: ['fiction', 'non-fiction', 'childrens', 'textbooks', 'format'],
  'home/kitchen': ['large-appliances', 'small-appliances', 'climate-control', 'vacuums', 'specialty'],
  automotive: ['car-accessories', 'motorbike-accessories', 'riding-gear', 'tyres'],
  grocery: ['packaged', 'general', 'coffee', 'drinks', 'snacks', 'cereals', 'instant', 'energy'],
  kids: ['toys'],
  trending: ['deals/flash-sale', 'deals/clearance', 'new-arrivals', 'tech-gadgets'],
};

const STATIC_TOP_LEVEL = [
  'all',
  'mobile-phones',
  'electronics',
  'fashion',
  'home',
  'beauty',
  'grocery',
  'kids',
  'trending',
  'featured',
  'books',
  'appliances',
  'home-appliances',
];

describe('category tree: the spec’s roots and subpaths', () => {
  it.each(SPEC_ROOTS)('root %s exists', (root) => {
    expect(pathExists(root)).toBe(true);
  });

  it.each(Object.entries(NAMED_SUBPATHS).flatMap(([root, subs]) => subs.map((s) => `${root}/${s}`)))(
    '%s exists',
    (path) => {
      expect(pathExists(path)).toBe(true);
    },
  );

  it.each(STATIC_TOP_LEVEL)('static top-level id %s exists', (id) => {
    expect(findCategory(id)).toBeDefined();
  });

  it('home has a storage subcategory', () => {
    expect(findCategory('home')?.subcategories.map((s) => s.id)).toContain('storage');
  });

  it('all, trending and featured are pseudo-categories; the others are not', () => {
    const pseudo = CATEGORIES.filter((c) => c.pseudo).map((c) => c.id);
    expect(pseudo.sort()).toEqual(['all', 'featured', 'trending']);
  });

  it('the navigation roots and search options point into the tree', () => {
    for (const root of NAVIGATION_ROOTS) expect(pathExists(root)).toBe(true);
    for (const option of SEARCH_CATEGORY_OPTIONS) {
      if (option.value) expect(pathExists(option.value)).toBe(true);
    }
  });

  it('findCategory answers undefined for unknown ids', () => {
    expect(findCategory('no-such-category')).toBeUndefined();
  });
});

describe('category tree: ids', () => {
  const allIds = CATEGORIES.flatMap((c) => [
    c.id,
    ...c.subcategories.flatMap((s) => [s.id, ...s.items.map((i) => i.id)]),
  ]);

  it.each(allIds)('%s is a valid slug', (id) => {
    expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(slugify(id)).toBe(id);
  });

  it('ids are unique among siblings', () => {
    const unique = (ids: string[]) => new Set(ids).size === ids.length;
    expect(unique(CATEGORIES.map((c) => c.id))).toBe(true);
    for (const c of CATEGORIES) {
      expect(unique(c.subcategories.map((s) => s.id)), c.id).toBe(true);
      for (const s of c.subcategories) expect(unique(s.items.map((i) => i.id)), `${c.id}/${s.id}`).toBe(true);
    }
  });

  it('every name has text and items are named after their slug', () => {
    for (const c of CATEGORIES) {
      expect(c.name.trim()).not.toBe('');
      expect(c.description.trim()).not.toBe('');
      for (const s of c.subcategories) {
        expect(s.name.trim()).not.toBe('');
        for (const i of s.items) expect(slugify(i.name)).toBe(i.id);
      }
    }
  });
});

describe('slugify', () => {
  it.each([
    ['Home & Kitchen', 'home-kitchen'],
    ["Children's Books", 'children-s-books'],
    ['  32 inch TVs ', '32-inch-tvs'],
    ['Under 10000', 'under-10000'],
  ])('%s → %s', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it('gives a valid, idempotent slug for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (text) => {
        const slug = slugify(text);
        return slugify(slug) === slug && /^([a-z0-9]+(-[a-z0-9]+)*)?$/.test(slug);
      }),
    );
  });
});

describe('leafPaths', () => {
  const leaves = leafPaths();

  it('lists unique paths of real categories only, each in the tree', () => {
    expect(new Set(leaves).size).toBe(leaves.length);
    for (const path of leaves) {
      expect(pathExists(path), path).toBe(true);
      expect(findCategory(path.split('/')[0] ?? '')?.pseudo, path).toBeFalsy();
    }
  });

  it('covers every item of every real subcategory', () => {
    for (const c of CATEGORIES.filter((x) => !x.pseudo)) {
      for (const s of c.subcategories) {
        const expected = s.items.length ? s.items.map((i) => `${c.id}/${s.id}/${i.id}`) : [`${c.id}/${s.id}`];
        for (const path of expected) expect(leaves).toContain(path);
      }
    }
  });

  it('reaches the named kitchen items and grocery shelves', () => {
    expect(leaves).toContain('home/kitchen/large-appliances');
    expect(leaves).toContain('home/kitchen/climate-control');
    expect(leaves.some((p) => p.startsWith('grocery/energy/'))).toBe(true);
  });
});
