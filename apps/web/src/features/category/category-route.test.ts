import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '@haat/domain/catalog/category-tree';
import { PANEL_KEYS, type PanelId } from '@haat/domain/catalog/filter-panels';
import { categoryRouteRedirect, resolveCategoryRoute, withQuery } from './category-route.ts';

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

/** Where a typed /category/… URL lands: the page as typed, or the page a redirect reaches. */
function land(typed: string): { at: string; panel?: PanelId; name?: string } | null {
  const [path = '', search = ''] = typed.split('?');
  // The router hands the page its parameters decoded.
  const [categoryId, subcategoryId, itemId] = path
    .replace(/^\/category\//, '')
    .split('/')
    .map(decodeURIComponent);
  const params = { categoryId, subcategoryId, itemId };
  const route = resolveCategoryRoute(params);
  if (route) return { at: typed, panel: route.panelId, name: route.name };
  const target = categoryRouteRedirect(params, search ? `?${search}` : '');
  if (!target) return null;
  if (!target.startsWith('/category/')) return { at: target };
  const reached = land(target);
  // A redirect never lands on another redirect or on 'Category Not Found'.
  expect(reached?.at, `${typed} → ${target}`).toBe(target);
  return reached;
}

describe('typed category URLs land on a listing (issue 23 item 6)', () => {
  it.each<[string, string, PanelId | undefined, string | undefined]>([
    ['/category/laptops', '/category/electronics/computers/laptops', 'laptop', 'Laptops'],
    ['/category/computers', '/category/electronics/computers', 'laptop', 'Computers'],
    ['/category/headphones', '/category/electronics/audio/headphones', 'audio', 'Headphones'],
    ['/category/audio', '/category/electronics/audio', 'audio', 'Audio'],
    ['/category/smartphones', '/category/mobile-phones/smartphones', 'phone-a', 'Smartphones'],
    ['/category/deals', '/deals', undefined, undefined],
    ['/category/grocery/dairy', '/category/grocery?categories=dairy', 'grocery', 'Grocery'],
    ['/category/sarees?sort=newest', '/category/fashion/womens/sarees?sort=newest', 'fashion', 'Sarees'],
    ['/category/televisions', '/category/electronics/tv', 'electronics', 'Televisions'],
    ['/category/home/cookware', '/category/home/kitchen/cookware', 'kitchen', 'Cookware'],
    // Typed paths that resolve as typed keep their page and the spec's panel for their key.
    ['/category/phones', '/category/phones', 'phone-b', 'Mobile Phones'],
    ['/category/mobile', '/category/mobile', 'phone-c', 'Mobile Phones'],
    ['/category/kitchen', '/category/kitchen', 'kitchen', 'Home & Kitchen'],
    ['/category/featured', '/category/featured', 'simple', 'Featured'],
  ])('%s lands on %s', (typed, at, panel, name) => {
    expect(land(typed)).toEqual({ at, ...(panel && { panel }), ...(name && { name }) });
  });

  it('nonsense is not found', () => {
    for (const typed of [
      '/category/xyzzy',
      '/category/grocery/xyzzy',
      '/category/laptops/xyzzy',
      '/category/brand',
    ])
      expect(land(typed), typed).toBeNull();
  });

  it('every panel key and every subcategory and item name or id, typed alone, reaches a page', () => {
    const typed = [
      ...Object.values(PANEL_KEYS).flat(),
      ...CATEGORIES.flatMap((c) =>
        c.subcategories.flatMap((s) => [s.id, s.name, ...s.items.flatMap((i) => [i.id, i.name])]),
      ),
    ].filter(Boolean);
    const lost = typed.filter((key) => land(`/category/${encodeURIComponent(key)}`) === null);
    expect(lost).toEqual([]);
  });

  it("keeps the typed query beside the target's own", () => {
    expect(withQuery('/category/grocery?categories=dairy', '?sort=newest&categories=x')).toBe(
      '/category/grocery?sort=newest&categories=dairy',
    );
    expect(withQuery('/deals', '')).toBe('/deals');
  });
});
