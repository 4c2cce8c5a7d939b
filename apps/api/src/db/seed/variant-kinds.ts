// Variant kinds that step along a ladder: pack sizes, bottle sizes, shades, book formats, capacities, tyre sizes.
import type { VariantOptions } from '@haat/domain/catalog/variant-options';
import type { Random } from './random.ts';
import { shelfPrice } from './shelf-price.ts';
import { colourSpec, neighbours, single, type Variant, type VariantInput } from './variants.ts';

const QUANTITY = /^(?:(\d+) x )?(\d+(?:\.\d+)?) ?(kg|g|L|ml|bags|tablets|Count)$/;
const QUANTITY_IN_TITLE = /(\d+(?:\.\d+)?) ?(kg|g|L|ml)\b/;
const BASE_UNIT: Readonly<Record<string, [string, number]>> = {
  kg: ['g', 1000],
  g: ['g', 1],
  L: ['ml', 1000],
  ml: ['ml', 1],
  bags: ['bags', 1],
  tablets: ['tablets', 1],
  Count: ['Count', 1],
};

/** "1000 g" → "1 kg", "500 ml" → "500 ml". */
export function formatAmount(amount: number, unit: string): string {
  if (unit === 'g' && amount >= 1000) return `${amount / 1000} kg`;
  if (unit === 'ml' && amount >= 1000) return `${amount / 1000} L`;
  return `${amount} ${unit}`;
}

export interface Ladders {
  g: readonly number[];
  ml: readonly number[];
  counts?: readonly number[];
  /** Price grows as (amount ratio) ^ exponent: below 1, so a bigger pack costs less per kg. */
  exponent: number;
  /** Smaller sizes listed below the model's own. */
  below: number;
}

export const GROCERY_LADDERS: Ladders = {
  g: [100, 200, 500, 1000, 2000, 5000, 10000],
  ml: [200, 500, 1000, 2000, 5000],
  counts: [10, 20, 25, 30, 50, 60, 90, 100, 120],
  exponent: 0.9,
  below: 2,
};
export const BEAUTY_LADDERS: Ladders = {
  g: [15, 30, 50, 75, 100, 150, 200, 400],
  ml: [30, 50, 100, 150, 200, 250, 400, 1000],
  exponent: 0.82,
  below: 1,
};

/** The quantity the listing is sold by, from its specifications or its title. */
function quantityOf(input: VariantInput): { key: string | undefined; text: string } | undefined {
  for (const key of ['Net Quantity', 'Volume', 'Weight']) {
    const text = input.specs[key];
    if (text && QUANTITY.test(text)) return { key, text };
  }
  const found = QUANTITY_IN_TITLE.exec(input.title);
  return found ? { key: undefined, text: found[0].replace(/(\d)(kg|g|L|ml)$/, '$1 $2') } : undefined;
}

function withQuantity(input: VariantInput, from: string, to: string): string {
  const at = input.title.lastIndexOf(from);
  if (at >= 0) return input.title.slice(0, at) + to + input.title.slice(at + from.length);
  const compact = from.replace(' ', '');
  const at2 = input.title.lastIndexOf(compact);
  if (at2 >= 0) return input.title.slice(0, at2) + to + input.title.slice(at2 + compact.length);
  return `${input.title}, ${to}`;
}

/** Sizes of one pack: along the ladder when the size is on it, else the single pack and packs of 2 and 3. */
export function amountVariants(input: VariantInput, ladders: Ladders, multiOrder = false): Variant[] {
  const quantity = quantityOf(input);
  if (!quantity) return packOfVariants(input, [1, 2, 3]);
  const [, packsText, amountText = '0', unit = 'g'] = QUANTITY.exec(quantity.text) ?? [];
  const [baseUnit, factor] = BASE_UNIT[unit] ?? ['g', 1];
  const amount = Number(amountText) * factor;
  const specKey = quantity.key ?? 'Net Quantity';
  const moq = (mrp: number) => (multiOrder ? (mrp < 40 ? 3 : mrp < 80 ? 2 : 1) : 1);

  if (packsText) {
    // A multipack ("12 x 70 g"): other pack counts of the same unit.
    const packs = Number(packsText);
    const ladder = [2, 3, 4, 6, 8, 12, 24];
    const own = ladder.indexOf(packs);
    const counts = own < 0 ? [packs, packs * 2] : neighbours(ladder, own, 1, 1);
    const unitText = formatAmount(amount, baseUnit);
    return counts.map((n) => {
      const text = `${n} x ${unitText}`;
      const mrp = n === packs ? input.mrpRupees : shelfPrice(input.mrpRupees * (n / packs) ** 0.96);
      return {
        name: `Pack of ${n}, ${text}`,
        title: withQuantity(input, quantity.text, text).replace(/\(Pack of \d+\)/, `(Pack of ${n})`),
        mrpRupees: mrp,
        specs: { [specKey]: text, 'Pack Of': String(n) },
        options: { pack: `Pack of ${n}` },
        weightFactor: n / packs,
        minimumOrderQuantity: moq(mrp),
      };
    });
  }
  const ladder = baseUnit === 'g' ? ladders.g : baseUnit === 'ml' ? ladders.ml : (ladders.counts ?? []);
  const own = ladder.indexOf(amount);
  if (own < 0) return packOfVariants(input, [1, 2, 3], specKey, quantity.text, moq);
  return neighbours(ladder, own, ladders.below, 2).map((size) => {
    const text = formatAmount(size, baseUnit);
    const mrp =
      size === amount ? input.mrpRupees : shelfPrice(input.mrpRupees * (size / amount) ** ladders.exponent);
    return {
      name: text,
      title: withQuantity(input, quantity.text, text),
      mrpRupees: mrp,
      specs: { [specKey]: text },
      // A packet's weight ("500 g"); a bottle's or a box's size ("500 ml", "30 tablets"), as Amazon.in's picker.
      options: baseUnit === 'g' ? { weight: text } : { size: text },
      weightFactor: size / amount,
      minimumOrderQuantity: moq(mrp),
    };
  });
}

/** The single item and combo packs of it ("Pack of 2"), each a little cheaper per piece. */
export function packOfVariants(
  input: VariantInput,
  counts: readonly number[],
  specKey?: string,
  quantityText?: string,
  moq: (mrp: number) => number = () => 1,
): Variant[] {
  // A title that already names its pack ("(Pack of 2)", "(Pack of 3, White)") keeps it as the first variant.
  const named = /Pack of (\d+)/.exec(input.title);
  const own = named ? Number(named[1]) : 1;
  const list = named
    ? [own, ...counts.map((n) => n * own).filter((n) => n !== own)].slice(0, counts.length)
    : counts;
  return list.map((n) => {
    const ratio = n / own;
    const mrp = n === own ? input.mrpRupees : shelfPrice(input.mrpRupees * ratio * (1 - 0.03 * ratio));
    return {
      name: n === 1 ? 'Pack of 1' : `Pack of ${n}`,
      title:
        n === own
          ? input.title
          : named
            ? input.title.replace(named[0], `Pack of ${n}`)
            : `${input.title} (Pack of ${n})`,
      mrpRupees: mrp,
      options: { pack: `Pack of ${n}` },
      specs: {
        'Pack Of': String(n),
        ...(specKey && quantityText ? { [specKey]: n === 1 ? quantityText : `${n} x ${quantityText}` } : {}),
      },
      weightFactor: ratio,
      minimumOrderQuantity: moq(mrp),
    };
  });
}

const SHADES: Readonly<Record<string, readonly string[]>> = {
  lipsticks: [
    'Crimson Cherry',
    'Red Coat',
    'Pink Perfect',
    'Nude Touch',
    'Berry Wine',
    'Coral Crush',
    'Mauve Mist',
  ],
  foundation: [
    '110 Porcelain',
    '115 Ivory',
    '128 Warm Nude',
    '220 Natural Beige',
    '230 Natural Buff',
    '310 Sun Beige',
  ],
  compact: ['Ivory Fair', 'Beige Honey', 'Coral Natural', 'Marble Beige'],
  'nail-polish': ['Cherry Kiss', 'Ruby Red', 'Baby Pink', 'Nude Beige', 'Midnight Blue', 'Wine Berry'],
  'kajal-and-eyeliner': ['Super Black', 'Deep Brown', 'Sapphire Blue'],
  'hair-colour': [
    '1 Natural Black',
    '3 Darkest Brown',
    '4 Dark Brown',
    '4.15 Dark Chocolate',
    '5.62 Burgundy',
  ],
};

export function shadeVariants(input: VariantInput, rng: Random, count: number): Variant[] {
  const own = input.specs.Shade;
  const palette = SHADES[input.itemId];
  if (!own || !palette) return single(input);
  const others = rng.sample(
    palette.filter((s) => s !== own),
    count - 1,
  );
  return [own, ...others].map((shade) => ({
    name: shade,
    title: input.title.replace(own, shade),
    mrpRupees: input.mrpRupees,
    specs: { Shade: shade, ...colourSpec(shade) },
    options: { shade },
    weightFactor: 1,
    minimumOrderQuantity: 1,
  }));
}

export function bookVariants(input: VariantInput): Variant[] {
  const binding = input.specs.Binding ?? input.specs.Format;
  if (binding !== 'Paperback' && binding !== 'Hardcover') return single(input);
  const other = binding === 'Paperback' ? 'Hardcover' : 'Paperback';
  const otherMrp = shelfPrice(binding === 'Paperback' ? input.mrpRupees * 1.8 : input.mrpRupees * 0.55);
  return [
    [binding, input.mrpRupees],
    [other, otherMrp],
  ].map(([format, mrp]) => ({
    name: String(format),
    title: input.title.replace(`(${binding})`, `(${String(format)})`),
    mrpRupees: Number(mrp),
    specs: { Binding: String(format), Format: String(format) },
    options: { format: String(format) },
    weightFactor: format === 'Hardcover' ? 1.5 : 1,
    minimumOrderQuantity: 1,
  }));
}

/** Capacity steps appliances are sold in, by unit and by how large the model is. */
function capacityLadder(unit: string, value: number, itemId: string): readonly number[] {
  if (unit === 'Ton') return [1, 1.5, 2];
  if (unit === 'kg') return itemId === 'dumbbells' ? [5, 10, 15, 20] : [6, 7, 8, 9, 10];
  if (unit === 'mm') return [900, 1200, 1400];
  if (unit === 'GB') return [32, 64, 128, 256, 512];
  if (value >= 150) return [180, 190, 236, 253, 265, 322, 340, 415, 465];
  if (value >= 30) return [35, 40, 55, 75, 90];
  if (value >= 15) return [20, 23, 25, 28, 32];
  return [1, 1.5, 1.8, 2, 3, 3.5, 4, 4.1, 5, 5.5, 6.5, 7, 8, 10];
}

/** A memory card's or headset's storage, a dumbbell's weight, a fan's sweep, else an appliance's capacity. */
function capacityOption(unit: string, specKey: string, size: number): VariantOptions {
  if (unit === 'GB') return { storage: `${size} GB` };
  if (specKey === 'Weight') return { weight: `${size} ${unit}` };
  if (unit === 'mm') return { size: `${size} mm` };
  return { capacity: `${size} ${unit}` };
}

const CAPACITY_IN_TITLE = /(\d+(?:\.\d+)?) ?(Ton|kg|L|mm|GB)\b/;

/** Other capacities of the same appliance (a 1, 1.5 and 2 ton AC), priced by capacity. */
export function capacityVariants(input: VariantInput, exponent = 0.6, specKey = 'Capacity'): Variant[] {
  const found = CAPACITY_IN_TITLE.exec(input.title);
  if (!found) return single(input);
  const [text, valueText = '0', unit = 'L'] = found;
  const value = Number(valueText);
  const ladder = capacityLadder(unit, value, input.itemId);
  const own = ladder.indexOf(value);
  if (own < 0) return single(input);
  const spaced = text.includes(' ');
  return neighbours(ladder, own, 1, 1).map((size) => {
    const label = `${size}${spaced ? ' ' : ''}${unit}`;
    return {
      name: unit === 'mm' ? `${size} mm sweep` : `${size} ${unit}`,
      title: input.title.replace(text, label),
      mrpRupees: size === value ? input.mrpRupees : shelfPrice(input.mrpRupees * (size / value) ** exponent),
      specs: { [specKey]: `${size} ${unit}` },
      options: capacityOption(unit, specKey, size),
      weightFactor: (size / value) ** 0.7,
      minimumOrderQuantity: 1,
    };
  });
}
