// The search box's suggestions (docs/behaviour/search.md#suggestions; issue 24 item 6): completions are phrases
// that exist (a search shoppers made, a brand and kind the catalogue sells, a category name, a whole model name),
// never the typed words plus the next word of some name ("samsung 7"); products come one per product group.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suggestionsResponseSchema, type SuggestionsResponse } from '@haat/domain/search/search.schema';
import { seedIfEmpty } from '../../../db/seed/seed.ts';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../../testing/build-test-app.ts';
import { insertFixtureProducts } from '../catalog.fixtures.ts';
import { searchLogFor } from './search-log.ts';

describe(`search suggestions (${testDatabaseKind})`, () => {
  let t: TestApp;
  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api${url}` });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res;
  };
  const suggest = async (q: string, limit = 8): Promise<SuggestionsResponse> =>
    suggestionsResponseSchema.parse(
      (await get(`/products/search/suggestions?q=${encodeURIComponent(q)}&limit=${limit}`)).json(),
    );
  const completions = async (q: string) =>
    (await suggest(q)).suggestions.filter((s) => s.type === 'completion').map((s) => s.text);

  const washer = {
    brand: 'Qorvana',
    category: 'appliances',
    subcategory: 'large',
    subSubcategory: 'washing-machines',
    hsnCode: '8450',
  };
  const phone = {
    brand: 'Qorvana',
    category: 'mobile-phones',
    subcategory: 'smartphones',
    subSubcategory: 'android-phones',
    hsnCode: '8517',
    variantGroup: 'qorvana-zenphone-12',
  };

  beforeAll(async () => {
    t = await buildTestApp();
    await seedIfEmpty(t.database.db, { demoCustomer: false });
    await insertFixtureProducts(t.database.db, [
      // The most popular of the brand, named as "Samsung 7 kg … Washing Machine" is: the next word after the brand
      // is a number that means nothing without its unit.
      {
        id: 'sugg_washer_7',
        name: 'Qorvana 7 kg 5 Star Fully Automatic Top Load Washing Machine (Silver)',
        popularity: 90_000,
        ...washer,
      },
      {
        id: 'sugg_washer_8',
        name: 'Qorvana 8 kg 5 Star Fully Automatic Top Load Washing Machine (Silver)',
        popularity: 80_000,
        ...washer,
      },
      // One phone in four colours: one product group.
      ...['Blue', 'Black', 'Green', 'Violet'].map((colour, i) => ({
        id: `sugg_zen_${i}`,
        name: `Qorvana Zenphone 12 (${colour}, 8GB RAM, 128GB Storage)`,
        popularity: 70_000 - i,
        ...phone,
      })),
      // A name entered in its middle: "lunchbox set of 3" is no search anyone makes.
      {
        id: 'sugg_tiffin',
        name: 'Qorvana Steel Lunchbox Set of 3',
        brand: 'Qorvana',
        category: 'home',
        subcategory: 'kitchen',
        popularity: 60_000,
      },
    ]);
  }, 180_000);
  afterAll(() => t?.close());

  it('never completes a brand to the next word of a name ("samsung 7")', async () => {
    for (const q of ['qorvana', 'qorv', 'samsung', 'sams']) {
      const texts = await completions(q);
      expect(texts.length, q).toBeGreaterThan(0);
      // A completion that ends on a bare number is the fragment of a name ("qorvana 7", "samsung 7").
      expect(
        texts.filter((text) => /^\S+ \d+$/.test(text)),
        q,
      ).toEqual([]);
    }
    expect(await completions('qorvana')).not.toContain('qorvana 7');
  });

  it('completes a brand to the kinds of product the catalogue sells of it', async () => {
    const texts = await completions('qorvana');
    expect(texts).toContain('qorvana washing machines');
    expect(texts).toContain('qorvana smartphones');
    // Words typed beyond the brand choose among its kinds.
    expect(await completions('qorvana wash')).toContain('qorvana washing machines');
    expect(await completions('qorvana wash')).not.toContain('qorvana smartphones');
    expect(await completions('samsung')).toContain('samsung smartphones');
  });

  it('completes to a whole model name, never to a name entered in its middle', async () => {
    expect(await completions('qorvana zen')).toContain('qorvana zenphone 12');
    expect(await completions('zenph')).toContain('zenphone 12');
    const lunch = await completions('lunchbox');
    expect(lunch.filter((text) => text.startsWith('lunchbox set'))).toEqual([]);
    // A long name is a product, not a search: "qorvana 7 kg 5 star fully automatic …" is not offered.
    const all = [
      ...(await completions('qorvana')),
      ...(await completions('qorvana 7')),
      ...(await completions('qorvana zen')),
    ];
    expect(all.filter((text) => text.split(' ').length > 5)).toEqual([]);
  });

  it('completes a word to the category names the matches live under', async () => {
    expect(await completions('wash')).toContain('washing machines');
    const kurt = await completions('kurt');
    expect(
      kurt.some((text) => /^kurt(a|i)s$/.test(text)),
      kurt.join(', '),
    ).toBe(true);
  });

  it('offers searches shoppers made that found something first', async () => {
    await get('/products/search?q=qorvana%20washing%20machine%20under%2040000');
    await searchLogFor(t.database.db, t.app.log).flush();
    const texts = await completions('qorvana w');
    expect(texts[0]).toBe('qorvana washing machine under 40000');
    expect(texts).toContain('qorvana washing machines');
  });

  it('lists one product per product group: four colours of one phone are one suggestion', async () => {
    const products = (await suggest('qorvana zenphone', 20)).suggestions.filter((s) => s.type === 'product');
    const zen = products.filter((s) => s._id?.startsWith('sugg_zen_'));
    expect(zen.map((s) => s._id)).toEqual(['sugg_zen_0']);
    const seeded = (await suggest('samsung galaxy', 20)).suggestions.filter((s) => s.type === 'product');
    const models = seeded.map((s) => s.text.replace(/\s*\(.*$/, ''));
    expect(models.length).toBeGreaterThan(1);
    expect(new Set(models).size).toBe(models.length);
  });
});
