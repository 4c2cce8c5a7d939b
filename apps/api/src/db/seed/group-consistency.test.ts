import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildProducts, type ProductRow } from './build-products.ts';
import { buildSellers } from './build-sellers.ts';
import { CATALOGUE_LINES } from './content/catalogue.ts';
import type { Model, SubcategoryLine } from './content/types.ts';
import {
  assertGroupsConsistent,
  compareListings,
  type GroupedListing,
  groupConsistencyProblems,
  modelName,
  optionAmounts,
} from './group-consistency.ts';
import { Random } from './random.ts';
import { buildSeedData, SEED_REFERENCE_DATE } from './seed.ts';
import { gbOf } from './variants.ts';

const listing = (
  id: string,
  options: Record<string, string>,
  rupees: number,
  mrpRupees = rupees,
  extra: Partial<GroupedListing> = {},
): GroupedListing => ({
  id,
  name: `Phone (${Object.values(options).join(', ')})`,
  brand: 'Acme',
  variantGroup: 'acme-phone',
  variantOptions: options,
  sellingPricePaise: rupees * 100,
  mrpPaise: mrpRupees * 100,
  ...extra,
});

describe('the group consistency check', () => {
  it('reads the amounts an option names, and none in a colour, a format or a clothing size', () => {
    expect(optionAmounts('storage', '8 GB + 1 TB')).toEqual([8, 1024]);
    expect(optionAmounts('storage', '16 GB + 512 GB SSD')).toEqual([16, 512]);
    expect(optionAmounts('weight', '1 kg')).toEqual([1000]);
    expect(optionAmounts('weight', '500 g')).toEqual([500]);
    expect(optionAmounts('size', '1 L')).toEqual([1000]);
    expect(optionAmounts('size', '30 tablets')).toEqual([30]);
    expect(optionAmounts('size', '139 cm (55 inch)')).toEqual([139, 55]);
    expect(optionAmounts('size', 'Cabin 55 cm')).toEqual([55]);
    expect(optionAmounts('size', '185/65 R15')).toEqual([185, 15]);
    expect(optionAmounts('size', '100/80-17')).toEqual([100, 17]);
    expect(optionAmounts('size', '3.00-18')).toEqual([3, 18]);
    expect(optionAmounts('capacity', '1.5 Ton')).toEqual([1.5]);
    expect(optionAmounts('pack', 'Pack of 2')).toEqual([2]);
    expect(optionAmounts('kit', 'Body only')).toEqual([0]);
    expect(optionAmounts('kit', 'With kit lens and 55-250mm lens')).toEqual([2]);
    expect(optionAmounts('condition', 'Refurbished')).toEqual([0]);
    expect(optionAmounts('condition', 'Open Box')).toEqual([1]);
    expect(optionAmounts('condition', 'New')).toEqual([2]);
    for (const [code, value] of [
      ['size', 'UK 7'],
      ['size', '3-4Y'],
      ['size', 'XL'],
      ['colour', 'Black'],
      ['format', 'Paperback'],
    ] as const)
      expect(optionAmounts(code, value), `${code} ${value}`).toBeUndefined();
  });

  it('compares listings only when every option but the amounts is the same', () => {
    expect(
      compareListings({ colour: 'Black', storage: '128 GB' }, { colour: 'Black', storage: '256 GB' }),
    ).toBe(-1);
    expect(
      compareListings({ colour: 'Black', storage: '1 TB' }, { colour: 'Black', storage: '512 GB' }),
    ).toBe(1);
    expect(compareListings({ storage: '8 GB + 128 GB' }, { storage: '8 GB + 128 GB' })).toBe(0);
    expect(
      compareListings({ colour: 'Black', storage: '128 GB' }, { colour: 'Blue', storage: '256 GB' }),
    ).toBe(undefined);
    // More memory but less storage: neither is more of the other.
    expect(compareListings({ storage: '12 GB + 128 GB' }, { storage: '8 GB + 256 GB' })).toBeUndefined();
    expect(compareListings({ format: 'Paperback' }, { format: 'Hardcover' })).toBeUndefined();
    expect(compareListings({ colour: 'Navy', size: 'M' }, { colour: 'Navy', size: 'L' })).toBeUndefined();
    expect(compareListings({ storage: '128 GB' }, { storage: '128 GB', condition: 'New' })).toBeUndefined();
  });

  const good = [
    listing('a', { colour: 'Black', storage: '128 GB' }, 60_000, 70_000),
    listing('b', { colour: 'Black', storage: '256 GB' }, 68_000, 80_000),
    // Another colour may cost less than a smaller memory in black: they are no steps of one ladder.
    listing('c', { colour: 'Blue', storage: '256 GB' }, 59_000, 80_000),
  ];

  it('passes a consistent group', () => {
    expect(groupConsistencyProblems(good)).toEqual([]);
    expect(() => assertGroupsConsistent(good)).not.toThrow();
  });

  const bad: [string, GroupedListing[], RegExp][] = [
    [
      'a larger memory selling for less',
      [...good.slice(0, 1), listing('b', { colour: 'Black', storage: '256 GB' }, 59_999, 80_000)],
      /group acme-phone: a \(colour Black, storage 128 GB\) costs ₹60,000, more than b .* at ₹59,999/,
    ],
    [
      'a larger pack with a smaller MRP',
      [listing('a', { pack: 'Pack of 1' }, 100, 200), listing('b', { pack: 'Pack of 2' }, 150, 190)],
      /group acme-phone: a \(pack Pack of 1\) has an MRP of ₹200, more than b/,
    ],
    [
      'a price above MRP',
      [listing('a', { colour: 'Black' }, 1200, 1000), listing('b', { colour: 'Blue' }, 900, 1000)],
      /a \(Phone \(Black\)\) sells at ₹1,200, above its MRP ₹1,000/,
    ],
    [
      'two listings with the same options',
      [listing('a', { colour: 'Black' }, 900, 1000), listing('b', { colour: 'Black' }, 950, 1000)],
      /group acme-phone: a and b have the same options \(colour Black\)/,
    ],
    [
      'a grouped listing without options',
      [listing('a', { colour: 'Black' }, 900, 1000), listing('b', {}, 950, 1000)],
      /group acme-phone: b has no options/,
    ],
    [
      'one model in two groups',
      [
        listing('a', { size: '139 cm (55 inch)' }, 900, 1000, {
          name: 'Acme 139 cm (55 inch) TV 55AC100XYZ',
        }),
        listing('b', {}, 950, 1000, { name: 'Acme 139 cm (55 inch) TV', variantGroup: null }),
      ],
      /Acme 139 cm \(55 inch\) TV 55AC100XYZ \(group acme-phone\) and Acme 139 cm \(55 inch\) TV \(group b\) are one model in two groups/,
    ],
  ];

  it.each(bad)('fails on %s, naming the group', (_, listings, message) => {
    expect(() => assertGroupsConsistent(listings)).toThrow(message);
  });

  it('prices a refurbished unit at most at an open-box one, and that at most at a new one', () => {
    const group = [
      listing('a', { storage: '128 GB', condition: 'New' }, 60_000, 70_000),
      listing('b', { storage: '256 GB', condition: 'New' }, 68_000, 80_000),
      listing('o', { storage: '256 GB', condition: 'Open Box' }, 66_000, 80_000),
      // More storage than the new 128 GB but used: neither is more of the other, any price goes.
      listing('r', { storage: '256 GB', condition: 'Refurbished' }, 61_000, 80_000),
    ];
    expect(groupConsistencyProblems(group)).toEqual([]);
    const dearer = [
      ...group.slice(0, 2),
      listing('o', { storage: '256 GB', condition: 'Open Box' }, 69_000, 80_000),
    ];
    expect(() => assertGroupsConsistent(dearer)).toThrow(
      /group acme-phone: o \(storage 256 GB, condition Open Box\) costs ₹69,000, more than b \(storage 256 GB, condition New\)/,
    );
  });

  it('reads a trailing model number as no part of the model', () => {
    expect(modelName('LG 139 cm (55 inch) UR7500 4K Ultra HD Smart LED TV 55UR7500PSC')).toBe(
      'lg 139 cm (55 inch) ur7500 4k ultra hd smart led tv',
    );
    expect(modelName('Apple iPhone 16 Pro (Desert Titanium, 256 GB)')).toBe(
      'apple iphone 16 pro (desert titanium, 256 gb)',
    );
  });
});

/** The test's own reading of an amount: every number, in GB, grams or millilitres; lenses for a camera kit. */
function amounts(code: string, value: string): number[] | undefined {
  if (code === 'kit') return [value.split(/\blens\b/i).length - 1];
  if (code === 'condition') return [['Refurbished', 'Open Box', 'New'].indexOf(value)];
  if (!['storage', 'capacity', 'weight', 'pack', 'size'].includes(code)) return undefined;
  const tyre = code === 'size' ? /^([\d.]+)(?:\/\d+)? ?[R-] ?(\d+)$/.exec(value) : null;
  if (tyre) return [Number(tyre[1]), Number(tyre[2])];
  if (code === 'size' && !/\d ?(cm|mm|ml|L|tablets|Count|bags)\b/.test(value)) return undefined;
  const scale: Record<string, number> = { TB: 1024, kg: 1000, L: 1000 };
  return [...value.matchAll(/(\d+(?:\.\d+)?) ?(TB|GB|kg|g|L|ml)?/g)].map(
    ([, n = '0', unit = '']) => Number(n) * (scale[unit] ?? 1),
  );
}

/** a ≤ b as goods: the same choices but for amounts, each at most b's. */
function noMoreThan(a: Record<string, string>, b: Record<string, string>): boolean {
  const codes = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...codes].every((code) => {
    const x = a[code];
    const y = b[code];
    if (x === y) return true;
    if (x === undefined || y === undefined) return false;
    const ax = amounts(code, x);
    const ay = amounts(code, y);
    return !!ax && !!ay && ax.length === ay.length && ax.every((n, i) => n <= (ay[i] ?? -1));
  });
}

function groupsOf(rows: readonly ProductRow[]): ProductRow[][] {
  const groups = new Map<string, ProductRow[]>();
  for (const row of rows)
    if (row.variantGroup) groups.set(row.variantGroup, [...(groups.get(row.variantGroup) ?? []), row]);
  return [...groups.values()];
}

/**
 * The properties every seeded catalogue holds, asserted with the test's own reading of the options; answers how
 * many pairs of listings it compared by price.
 */
function expectConsistent(rows: readonly ProductRow[]): number {
  let compared = 0;
  for (const row of rows) expect(row.mrpPaise, row.id).toBeGreaterThanOrEqual(row.sellingPricePaise ?? 0);
  for (const group of groupsOf(rows)) {
    const options = group.map((row) => JSON.stringify(Object.entries(row.variantOptions ?? {}).sort()));
    expect(new Set(options).size, group[0]?.variantGroup ?? '').toBe(group.length);
    for (const row of group) expect(Object.keys(row.variantOptions ?? {}).length, row.id).toBeGreaterThan(0);
    for (const small of group)
      for (const large of group) {
        if (small === large) continue;
        if (!noMoreThan(small.variantOptions ?? {}, large.variantOptions ?? {})) continue;
        compared += 1;
        const pair = `${small.id} ${small.variantName} ≤ ${large.id} ${large.variantName}`;
        expect(small.sellingPricePaise ?? 0, pair).toBeLessThanOrEqual(large.sellingPricePaise ?? 0);
        expect(small.mrpPaise, pair).toBeLessThanOrEqual(large.mrpPaise);
      }
  }
  return compared;
}

describe('the seeded product groups', () => {
  const rows = buildSeedData(SEED_REFERENCE_DATE).products;

  it('cost more for more memory, capacity, weight, packs or a better condition, never above MRP, each with its own options', () => {
    const compared = expectConsistent(rows);
    expect(compared).toBeGreaterThan(1000);
    // The check has something to hold: groups of every kind of option, the amounts among them.
    const codes = new Set(rows.flatMap((row) => Object.keys(row.variantOptions ?? {})));
    expect([...codes].sort()).toEqual(
      [
        'capacity',
        'colour',
        'condition',
        'format',
        'kit',
        'pack',
        'shade',
        'size',
        'storage',
        'weight',
      ].sort(),
    );
  });

  it('price the iPhone 16 Pro Max 512 GB above its 256 GB in the same colour', () => {
    const maxes = rows.filter(
      (row) => row.name.startsWith('Apple iPhone 16 Pro Max (Desert Titanium') && row.condition === 'new',
    );
    const price = (storage: string) =>
      maxes.find((row) => row.variantOptions?.storage === storage)?.sellingPricePaise ?? 0;
    expect(price('256 GB')).toBeGreaterThan(0);
    expect(price('512 GB')).toBeGreaterThan(price('256 GB'));
  });

  it('read storage given in TB as TB: no laptop has a 1 GB SSD', () => {
    expect(gbOf('1 TB SSD')).toBe(1024);
    expect(gbOf('512 GB')).toBe(512);
    const storage = rows.flatMap((row) => (row.variantOptions?.storage ? [row.variantOptions.storage] : []));
    expect(storage.filter((value) => /\b[1-9] GB( SSD)?$/.test(value))).toEqual([]);
    const tuf = rows.filter((row) => row.name.startsWith('ASUS TUF Gaming F15') && row.condition === 'new');
    expect(new Set(tuf.map((row) => row.variantOptions?.storage))).toEqual(
      new Set(['16 GB + 512 GB SSD', '16 GB + 1 TB SSD', '32 GB + 1 TB SSD']),
    );
  });

  it('hold for any MRPs and discounts the data could give', () => {
    const sellers = buildSellers(SEED_REFERENCE_DATE);
    fc.assert(
      fc.property(
        fc.integer(),
        fc.double({ min: 0.02, max: 30, noNaN: true }),
        fc.integer({ min: 0, max: 80 }),
        fc.integer({ min: 0, max: 15 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (seed, scale, lowest, span, atMrpChance) => {
          // Every model's MRP moved by its own factor around the scale, every line's discounts replaced.
          const lines: SubcategoryLine[] = CATALOGUE_LINES.map((line) => ({
            ...line,
            discount: [lowest, lowest + span] as const,
            atMrpChance,
            items: Object.fromEntries(
              Object.entries(line.items).map(([item, models]) => [
                item,
                models.map((model): Model => {
                  const factor = scale * new Random(`${seed}/${model[1]}`).between(0.5, 2);
                  return [model[0], model[1], Math.max(1, Math.round(model[2] * factor)), model[3]];
                }),
              ]),
            ),
          }));
          // buildProducts runs the seed's own check and throws on an inconsistent group.
          expectConsistent(buildProducts({ now: SEED_REFERENCE_DATE, sellers, lines }));
        },
      ),
      { numRuns: 6, seed: 23 },
    );
  });
});
