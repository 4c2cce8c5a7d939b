// The seed checks its own product groups before it writes them (issue 23 items 1 and 2): within a group, among
// listings that differ only in amounts (memory, capacity, weight, pack, a size measured in cm or inches, a camera
// kit's lenses, and condition: refurbished < open box < new), the larger never costs less, in MRP or in selling
// price; no listing sells above its MRP; two listings of a group never have the same options and every grouped
// listing has some; one model is one group (docs/behaviour/catalogue.md#product-groups).
import { VARIANT_OPTION_CODES, type VariantOptionCode } from '@haat/domain/catalog/variant-options';

export interface GroupedListing {
  id: string;
  name: string;
  brand?: string | null;
  variantGroup?: string | null;
  variantOptions?: Readonly<Record<string, string>> | null;
  sellingPricePaise: number;
  mrpPaise: number;
}

/** Options whose values are amounts: a larger one is more of the same goods and never costs less. */
const AMOUNT_CODES: readonly VariantOptionCode[] = [
  'storage',
  'capacity',
  'weight',
  'pack',
  'size',
  'kit',
  'condition',
];

/** A refurbished unit is less than an open-box one, which is less than a new one: it never costs more. */
const CONDITION_RANK: Readonly<Record<string, number>> = { Refurbished: 0, 'Open Box': 1, New: 2 };

const UNIT_FACTOR: Readonly<Record<string, number>> = {
  tb: 1024,
  gb: 1,
  kg: 1000,
  g: 1,
  l: 1000,
  ml: 1,
  ton: 1,
  cm: 1,
  mm: 1,
  inch: 1,
};

const TYRE_SIZE = /^(\d+(?:\.\d+)?)(?:\/\d+)? ?[R-] ?(\d+)$/;

const AMOUNT = /(\d+(?:\.\d+)?)\s*(tb|gb|kg|g|l|ml|ton|cm|mm|inch)?\b/gi;

/**
 * The amounts an option value names, in order ("8 GB + 1 TB" → [8, 1024], "139 cm (55 inch)" → [139, 55],
 * "Pack of 2" → [2], "Cabin 55 cm" → [55]); a camera kit counts its lenses ("Body only" → [0]). Undefined when
 * the value is no amount ("M", "Paperback"), so it is compared like a colour, by equality.
 */
export function optionAmounts(code: string, value: string): number[] | undefined {
  const key = `${code}:${value}`;
  if (!AMOUNTS_READ.has(key)) AMOUNTS_READ.set(key, readAmounts(code, value));
  return AMOUNTS_READ.get(key);
}

/** Option values repeat across thousands of listings ("128 GB", "Pack of 2"): each is read once. */
const AMOUNTS_READ = new Map<string, number[] | undefined>();

function readAmounts(code: string, value: string): number[] | undefined {
  if (!AMOUNT_CODES.includes(code as VariantOptionCode)) return undefined;
  if (code === 'kit') return [(value.match(/\blens\b/gi) ?? []).length];
  if (code === 'condition') return CONDITION_RANK[value] === undefined ? undefined : [CONDITION_RANK[value]];
  // A tyre or tube is larger by its width and its rim: "185/65 R15" → [185, 15], "3.00-18" → [3, 18].
  const tyre = code === 'size' ? TYRE_SIZE.exec(value) : null;
  if (tyre) return [Number(tyre[1]), Number(tyre[2])];
  // Apparel and shoe sizes ("UK 7", "3-4Y", "XL") name no amount of goods.
  if (code === 'size' && !/\d\s*(cm|mm|inch|ml|l|g|kg|tablets|count|bags)\b/i.test(value)) return undefined;
  const amounts = [...value.matchAll(AMOUNT)].map(
    ([, n = '0', unit = '']) => Number(n) * (UNIT_FACTOR[unit.toLowerCase()] ?? 1),
  );
  return amounts.length ? amounts : undefined;
}

/** -1, 0 or 1 when every amount of a is at most, equal to or at least b's; undefined when they cross or differ. */
function compareAmounts(a: readonly number[], b: readonly number[]): -1 | 0 | 1 | undefined {
  if (a.length !== b.length) return undefined;
  const le = a.every((x, i) => x <= (b[i] ?? Number.NaN));
  const ge = a.every((x, i) => x >= (b[i] ?? Number.NaN));
  return le && ge ? 0 : le ? -1 : ge ? 1 : undefined;
}

/**
 * How listing a stands to listing b: -1 when it is less of the same goods (every other option equal, every amount
 * at most b's and one smaller), 1 when more, undefined when they are not comparable (another colour, another format).
 */
export function compareListings(
  a: Readonly<Record<string, string>>,
  b: Readonly<Record<string, string>>,
): -1 | 0 | 1 | undefined {
  let order: -1 | 0 | 1 = 0;
  for (const code of VARIANT_OPTION_CODES) {
    const x = a[code];
    const y = b[code];
    if (x === y) continue;
    if (x === undefined || y === undefined) return undefined;
    const ax = optionAmounts(code, x);
    const ay = optionAmounts(code, y);
    if (!ax || !ay) return undefined;
    const step = compareAmounts(ax, ay);
    if (step === undefined || (step !== 0 && order !== 0 && step !== order)) return undefined;
    if (step !== 0) order = step;
  }
  return order;
}

/**
 * A listing's name without a trailing model number ("… Smart LED TV 55UR7500PSC" reads as "… Smart LED TV"): the
 * same television listed with and without its model number is still one model.
 */
export function modelName(name: string): string {
  return name
    .replace(/\s+(?=[A-Z0-9-]*\d)(?=[A-Z0-9-]*[A-Z])[A-Z0-9-]{6,}$/, '')
    .trim()
    .toLowerCase();
}

const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN')}`;

function optionsText(options: Readonly<Record<string, string>>): string {
  return VARIANT_OPTION_CODES.filter((c) => options[c] !== undefined)
    .map((c) => `${c} ${options[c]}`)
    .join(', ');
}

/** Every way the listings break the rules above, one line each naming the group; empty when they hold. */
export function groupConsistencyProblems(listings: readonly GroupedListing[]): string[] {
  const problems: string[] = [];
  const groups = new Map<string, GroupedListing[]>();
  const groupOfName = new Map<string, { group: string; name: string }>();
  for (const listing of listings) {
    if (listing.mrpPaise < listing.sellingPricePaise)
      problems.push(
        `${listing.id} (${listing.name}) sells at ${rupees(listing.sellingPricePaise)}, above its MRP ${rupees(listing.mrpPaise)}`,
      );
    const group = listing.variantGroup ?? listing.id;
    const nameKey = `${listing.brand ?? ''}|${modelName(listing.name)}`;
    const earlier = groupOfName.get(nameKey);
    if (earlier !== undefined && earlier.group !== group)
      problems.push(
        `${earlier.name} (group ${earlier.group}) and ${listing.name} (group ${group}) are one model in two groups`,
      );
    groupOfName.set(nameKey, { group, name: listing.name });
    if (!listing.variantGroup) continue;
    const members = groups.get(group);
    if (members) members.push(listing);
    else groups.set(group, [listing]);
  }
  for (const [group, members] of groups) {
    const seen = new Map<string, string>();
    for (const listing of members) {
      const options = listing.variantOptions ?? {};
      if (!Object.keys(options).length) problems.push(`group ${group}: ${listing.id} has no options`);
      const key = optionsText(options);
      const twin = seen.get(key);
      if (twin) problems.push(`group ${group}: ${twin} and ${listing.id} have the same options (${key})`);
      seen.set(key, listing.id);
    }
    for (const small of members) {
      for (const large of members) {
        if (compareListings(small.variantOptions ?? {}, large.variantOptions ?? {}) !== -1) continue;
        for (const [what, paise] of [
          ['costs', (l: GroupedListing) => l.sellingPricePaise],
          ['has an MRP of', (l: GroupedListing) => l.mrpPaise],
        ] as const) {
          if (paise(small) > paise(large))
            problems.push(
              `group ${group}: ${small.id} (${optionsText(small.variantOptions ?? {})}) ${what} ${rupees(paise(small))}, ` +
                `more than ${large.id} (${optionsText(large.variantOptions ?? {})}) at ${rupees(paise(large))}`,
            );
        }
      }
    }
  }
  return problems;
}

/** Throws when the groups break a rule, naming the first groups that do: the seed writes no inconsistent store. */
export function assertGroupsConsistent(listings: readonly GroupedListing[]): void {
  const problems = groupConsistencyProblems(listings);
  if (!problems.length) return;
  const shown = problems.slice(0, 20).join('\n  ');
  const more = problems.length > 20 ? `\n  … and ${problems.length - 20} more` : '';
  throw new Error(`the seed's product groups are inconsistent (${problems.length}):\n  ${shown}${more}`);
}
