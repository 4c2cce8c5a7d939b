// Expands one real model into the listings Indian marketplaces show for it: each colour, memory, size, pack or
// format is its own listing with its own price, as on Amazon.in and Flipkart ("Redmi Note 13 5G (Arctic White,
// 8GB RAM, 256GB Storage)"). The first variant is always the model as the data names it.
import { filterColourOf, GOODS_COLOURS, phoneColours } from './colours.ts';
import type { VariantOptions } from '@haat/domain/catalog/variant-options';
import type { Random } from './random.ts';
import { shelfPrice } from './shelf-price.ts';

export interface VariantInput {
  root: string;
  sub: string;
  itemId: string;
  brand: string;
  title: string;
  mrpRupees: number;
  specs: Readonly<Record<string, string>>;
}

export interface Variant {
  /** What sets the listing apart in its group ('8 GB RAM, 256 GB, Arctic White'); null for a single listing. */
  name: string | null;
  title: string;
  mrpRupees: number;
  /** Specifications this listing has instead of the model's. */
  specs: Record<string, string>;
  /**
   * What the variant picker shows for this listing, by option code ({ colour: 'Desert Titanium', storage:
   * '256 GB' }); empty for a model sold as one listing. No two listings of a model have the same options.
   */
  options: VariantOptions;
  /** Shipping weight relative to the model's. */
  weightFactor: number;
  minimumOrderQuantity: number;
  /** Refurbished and open-box listings sell well below the new price (1 in 10 phones and laptops). */
  condition?: 'new' | 'refurbished' | 'open-box';
}

const TRAILING_PARENS = /^(.*?)\s*\(([^()]*)\)\s*$/;

export function splitTitle(title: string): { base: string; parts: string[] } {
  const match = TRAILING_PARENS.exec(title);
  if (!match) return { base: title, parts: [] };
  return { base: match[1] ?? title, parts: (match[2] ?? '').split(',').map((p) => p.trim()) };
}

/** Which of the title's bracket parts names the colour: a known colour word, else the first plain part. */
function colourPartIndex(parts: string[]): number {
  const index = parts.findIndex((p) => filterColourOf(p) && !/\d/.test(p));
  if (index >= 0) return index;
  return parts.findIndex((p) => /\bprint\b/i.test(p));
}

export function single(input: VariantInput): Variant[] {
  return [
    {
      name: null,
      title: input.title,
      mrpRupees: input.mrpRupees,
      specs: {},
      options: {},
      weightFactor: 1,
      minimumOrderQuantity: 1,
    },
  ];
}

/** The model's own colour first, then `count - 1` others from the palette. */
export function colourList(
  own: string | undefined,
  palette: readonly string[],
  count: number,
  rng: Random,
): string[] {
  // "Lavender" is no new colour for a "Lavender Print" listing, nor "Navy Blue" for a "Navy" one (when the
  // palette has enough other colours).
  const fresh = palette.filter((c) => !own?.toLowerCase().includes(c.toLowerCase()));
  const distinct = fresh.filter((c) => !own || filterColourOf(c) !== filterColourOf(own));
  const others = distinct.length >= count - 1 ? distinct : fresh;
  return [...(own ? [own] : []), ...rng.sample(others, count - (own ? 1 : 0))];
}

export function colourSpec(colour: string): Record<string, string> {
  const filter = filterColourOf(colour);
  return filter ? { Colour: filter } : {};
}

/** Colour variants: the title's colour part is swapped, or a colour is added when the title names none. */
export function colourVariants(
  input: VariantInput,
  palette: readonly string[],
  count: number,
  rng: Random,
  priceStep = 0,
): Variant[] {
  const { base, parts } = splitTitle(input.title);
  const index = colourPartIndex(parts);
  const own = index >= 0 ? parts[index] : undefined;
  // Patterns ("Indigo Block Print", "Floral Print") keep their pattern in the new colour.
  const ownWord = own && filterColourOf(own) ? own.split(' ').find((w) => filterColourOf(w)) : undefined;
  return colourList(own, palette, count, rng).map((colour, i) => {
    let named = colour;
    if (i > 0 && own && /\bprint\b/i.test(own)) {
      named = ownWord ? own.replace(ownWord, colour) : `${colour} ${own}`;
    }
    const newParts = [...parts];
    if (index >= 0) newParts[index] = named;
    else newParts.push(named);
    const title = newParts.length ? `${base} (${newParts.join(', ')})` : `${base} (${named})`;
    return {
      name: named,
      title: i === 0 && index >= 0 ? input.title : title,
      mrpRupees:
        i === 0 || priceStep === 0
          ? input.mrpRupees
          : shelfPrice(input.mrpRupees + priceStep * rng.int(0, 1)),
      specs: colourSpec(named),
      options: { colour: named },
      weightFactor: 1,
      minimumOrderQuantity: 1,
    };
  });
}

/** RAM and storage steps phones are sold in. */
const PHONE_CONFIGS: readonly (readonly [number, number])[] = [
  [3, 64],
  [4, 64],
  [4, 128],
  [6, 128],
  [8, 128],
  [8, 256],
  [12, 256],
  [12, 512],
  [16, 512],
];
const IPHONE_STORAGE = [128, 256, 512, 1024];
const IPHONE_STEP = [0, 10_000, 30_000, 50_000];

/** "1 TB SSD" → 1024, "256 GB" → 256: a specification's storage in GB (parseInt read "1 TB" as 1 GB). */
export function gbOf(text = ''): number {
  const found = /(\d+(?:\.\d+)?)\s*(TB|GB)?/i.exec(text);
  if (!found) return Number.NaN;
  return Number(found[1]) * (found[2]?.toUpperCase() === 'TB' ? 1024 : 1);
}

export const gbLabel = (gb: number, glue = ' ') => (gb >= 1024 ? `${gb / 1024}${glue}TB` : `${gb}${glue}GB`);

export function neighbours<T>(ladder: readonly T[], index: number, below: number, above: number): T[] {
  const from = Math.max(0, index - below);
  return ladder.slice(from, Math.min(ladder.length, index + above + 1));
}

export function phoneVariants(input: VariantInput, rng: Random, colourOnly: boolean): Variant[] {
  const { base, parts } = splitTitle(input.title);
  const ram = parseInt(input.specs.RAM ?? '', 10);
  const storage = gbOf(input.specs.Storage);
  const ownColour = parts[0] ?? 'Black';
  const colours = colourList(ownColour, phoneColours(input.brand, base), 4, rng);
  const apple = input.brand === 'Apple';
  const own = apple
    ? IPHONE_STORAGE.indexOf(storage)
    : PHONE_CONFIGS.findIndex(([r, s]) => r === ram && s === storage);
  const configs: { ram: number; storage: number; step: number }[] = colourOnly
    ? [{ ram, storage, step: 0 }]
    : apple
      ? neighbours(IPHONE_STORAGE, own, 0, 2).map((s, i) => ({
          ram,
          storage: s,
          step: (IPHONE_STEP[i + Math.max(0, own)] ?? 0) - (IPHONE_STEP[Math.max(0, own)] ?? 0),
        }))
      : neighbours(PHONE_CONFIGS, own < 0 ? 0 : own, 1, 1).map(([r, s], i, list) => {
          const ownAt = list.findIndex(([lr, ls]) => lr === ram && ls === storage);
          return { ram: r, storage: s, step: i - (ownAt < 0 ? 0 : ownAt) };
        });
  // Each memory step costs about a tenth more, rounded the way phone prices end (…,999).
  const stepRupees = Math.max(1000, Math.round((input.mrpRupees * 0.1) / 1000) * 1000);
  const variants: Variant[] = [];
  for (const config of own < 0 ? [{ ram, storage, step: 0 }] : configs) {
    for (const colour of colours) {
      const title = apple
        ? `${base} (${colour}, ${gbLabel(config.storage)})`
        : `${base} (${colour}, ${config.ram}GB RAM, ${gbLabel(config.storage, '')} Storage)`;
      const mrp = apple ? input.mrpRupees + config.step : input.mrpRupees + config.step * stepRupees;
      variants.push({
        name: apple
          ? `${gbLabel(config.storage)}, ${colour}`
          : `${config.ram} GB RAM, ${gbLabel(config.storage)}, ${colour}`,
        title,
        mrpRupees: config.step === 0 ? input.mrpRupees : shelfPrice(mrp),
        specs: { RAM: `${config.ram} GB`, Storage: gbLabel(config.storage), ...colourSpec(colour) },
        // Memory as Flipkart's picker writes it ("8 GB + 256 GB"); an iPhone's RAM is no choice.
        options: {
          colour,
          storage: apple ? gbLabel(config.storage) : `${config.ram} GB + ${gbLabel(config.storage)}`,
        },
        weightFactor: 1,
        minimumOrderQuantity: 1,
      });
    }
  }
  // The model as the data names it comes first.
  const first = variants.findIndex((v) => v.title === input.title);
  if (first > 0) variants.unshift(...variants.splice(first, 1));
  else if (first < 0 && variants[0]) variants[0] = { ...variants[0], title: input.title };
  return variants;
}

const LAPTOP_CONFIGS: readonly (readonly [number, number])[] = [
  [8, 256],
  [8, 512],
  [16, 512],
  [16, 1024],
  [32, 1024],
];

export function computerVariants(input: VariantInput, rng: Random): Variant[] {
  const ram = parseInt(input.specs.RAM ?? '', 10);
  const storage = gbOf(input.specs.Storage);
  if (!ram || !storage) return colourVariants(input, GOODS_COLOURS.gadgets, 2, rng);
  const own = Math.max(
    0,
    LAPTOP_CONFIGS.findIndex(([r, s]) => r === ram && s === storage),
  );
  const ownConfig = LAPTOP_CONFIGS[own];
  const configs =
    ownConfig && ownConfig[0] === ram && ownConfig[1] === storage
      ? neighbours(LAPTOP_CONFIGS, own, 1, 1)
      : [[ram, storage] as const];
  const ssd = / SSD/.test(input.specs.Storage ?? '');
  const apple = input.brand === 'Apple';
  const colours = apple
    ? colourList(
        splitTitle(input.title).parts.find((p) => filterColourOf(p)),
        GOODS_COLOURS.macbooks,
        2,
        rng,
      )
    : input.itemId === 'laptops'
      ? rng.sample(GOODS_COLOURS.laptops, 2)
      : [undefined];
  const step = apple ? 20_000 : Math.max(2000, Math.round((input.mrpRupees * 0.12) / 1000) * 1000);
  const ownIndex = configs.findIndex(([r, s]) => r === ram && s === storage);
  const variants: Variant[] = [];
  configs.forEach(([r, s], i) => {
    for (const colour of colours) {
      let title = input.title
        .replace(/\d+GB RAM/, `${r}GB RAM`)
        .replace(/\d+(GB|TB)( SSD)?(?=[,)])/, `${gbLabel(s, '')}${ssd ? ' SSD' : ''}`);
      if (colour && !title.includes(colour)) {
        const known = splitTitle(title).parts.find((p) => filterColourOf(p) && !/\d/.test(p));
        title = known ? title.replace(known, colour) : title.replace(/\)$/, `, ${colour})`);
      }
      const storageLabel = `${gbLabel(s)}${ssd ? ' SSD' : ''}`;
      variants.push({
        name: [`${r} GB RAM`, storageLabel, colour].filter(Boolean).join(', '),
        title,
        mrpRupees: i === ownIndex ? input.mrpRupees : shelfPrice(input.mrpRupees + (i - ownIndex) * step),
        specs: { RAM: `${r} GB`, Storage: storageLabel, ...(colour ? colourSpec(colour) : {}) },
        options: { ...(colour ? { colour } : {}), storage: `${r} GB + ${storageLabel}` },
        weightFactor: 1,
        minimumOrderQuantity: 1,
      });
    }
  });
  const first = variants.findIndex((v, i) => i >= ownIndex * colours.length);
  if (first > 0) variants.unshift(...variants.splice(first, 1));
  return variants;
}

/** Television sizes in inches and the centimetres Indian listings lead with. */
const TV_SIZES: Readonly<Record<number, number>> = {
  32: 80,
  40: 100,
  43: 108,
  50: 126,
  55: 139,
  65: 164,
  75: 189,
};

export function tvVariants(input: VariantInput): Variant[] {
  const inches = parseInt(input.specs['Screen Size'] ?? '', 10);
  const ladder = Object.keys(TV_SIZES)
    .map(Number)
    .filter((s) => (/4K|OLED|QLED/.test(input.title) ? s >= 43 : s <= 43));
  const own = ladder.indexOf(inches);
  if (own < 0) return single(input);
  return neighbours(ladder, own, 1, 2).map((size) => {
    const cm = TV_SIZES[size] ?? size * 2.54;
    const title = input.title
      .replace(/\d+ cm \(\d+ inch\)/, `${cm} cm (${size} inch)`)
      .replace(new RegExp(`\\b([A-Z]*-?)${inches}([A-Z][A-Z0-9]+)\\b`), `$1${size}$2`);
    return {
      name: `${cm} cm (${size} inch)`,
      title,
      mrpRupees: size === inches ? input.mrpRupees : shelfPrice(input.mrpRupees * (size / inches) ** 2.1),
      specs: { 'Screen Size': `${size} inch` },
      options: { size: `${cm} cm (${size} inch)` },
      weightFactor: (size / inches) ** 2,
      minimumOrderQuantity: 1,
    };
  });
}
