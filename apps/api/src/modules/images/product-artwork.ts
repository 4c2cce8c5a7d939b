// Generated product artwork (docs/behaviour/product.md#pictures): a deterministic SVG of the product itself, drawn
// by its type (product-type.ts) in the variant's own colour (colour-swatches), with proportions from its model and
// the brand and model's distinguishing words under it. SVG stays the source; images.routes rasterises it.
import { createHash } from 'node:crypto';
import { luminance, mix, swatchHexes } from '@haat/domain/catalog/colour-swatches';
import { DRAWINGS, FONT, txt, type Look } from './drawings.ts';
import { productTypeOf, type ProductType } from './product-type.ts';
import { escapeXml, truncate } from './text.ts';

export { escapeXml, truncate } from './text.ts';

export interface ArtworkFacts {
  id: string;
  name: string;
  brand: string;
  category: string;
  subcategory: string;
  subSubcategory: string | null;
  /** The listing's variant ('8 GB RAM, 256 GB, Arctic White'). */
  variantName?: string | null;
  /** The listing's options in its group ({ colour: 'Arctic White', storage: '256 GB' }). */
  variantOptions?: Readonly<Record<string, string>> | null;
  specifications?: Readonly<Record<string, string>>;
}

export function artworkType(facts: ArtworkFacts): ProductType {
  return productTypeOf(facts);
}

/** The name without its variant: '(Black, 128 GB)', sizes and net quantities go; colours of one model share it. */
export function modelName(facts: Pick<ArtworkFacts, 'name' | 'brand'>): string {
  let name = facts.name.replace(/\s*\([^)]*\)/g, '').trim();
  if (name.toLowerCase().startsWith(facts.brand.toLowerCase())) name = name.slice(facts.brand.length).trim();
  name = name.replace(/,\s*[^,]*\d[^,]*$/, '').trim();
  return name.replace(/\s+(with|for|by)\s.*$/i, '').trim() || facts.name;
}

const AMOUNT = /(\d+(?:\.\d+)?\s?x\s?)?\d+(?:\.\d+)?\s?(?:kg|g|ml|L|l|mAh|tablets|bags|Count|Pieces)\b/g;

/** The net quantity a pack prints ('875 g', '8 x 1 L'), from its variant, its name or its specifications. */
export function packAmount(facts: ArtworkFacts): string {
  const fromVariant = facts.variantName?.match(AMOUNT)?.pop();
  const fromName = facts.name.match(AMOUNT)?.pop();
  const specs = facts.specifications ?? {};
  return (fromVariant ?? fromName ?? specs['Net Quantity'] ?? specs.Volume ?? specs.Weight ?? '').trim();
}

/** The listing's colour name: its variant option, else the part of its variant or name that is a colour. */
export function colourName(facts: ArtworkFacts): string | null {
  const option = facts.variantOptions?.colour;
  if (option) return option;
  const parts = [
    ...(facts.variantName ?? '').split(','),
    ...[...facts.name.matchAll(/\(([^)]*)\)/g)].flatMap((m) => m[1]!.split(',')),
  ].map((part) => part.trim());
  for (const part of parts) {
    if (!part || /\d/.test(part) || /^(pack|set|size|with|regular|slim)\b/i.test(part)) continue;
    if (swatchHexes(part).length) return part;
  }
  return facts.specifications?.Colour ?? null;
}

/** The variant's distinguishing words without its colour: '8 GB RAM, 256 GB', 'M', 'Pack of 3'. */
export function variantWords(facts: ArtworkFacts, colour: string | null): string {
  return (facts.variantName ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && part !== colour && part !== 'Pack of 1')
    .join(', ');
}

function hslHex(h: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

/** Types whose colour, when the listing names none, is the maker's usual dark grey rather than the model's hue. */
const DARK_BY_DEFAULT = new Set<ProductType>([
  'phone',
  'feature-phone',
  'tablet',
  'laptop',
  'monitor',
  'tv',
  'headphones',
  'earbuds',
  'speaker',
  'camera',
  'tyre',
]);

/** Appliances that come in white or steel when the listing names no colour. */
const WHITE_GOODS = new Set<ProductType>(['fridge', 'washing-machine', 'microwave', 'ac', 'kettle', 'mixer']);

export function lookFor(facts: ArtworkFacts): Look & { type: ProductType; colour: string | null } {
  const type = artworkType(facts);
  const model = modelName(facts);
  // The model without its quantity: the 50 ml and 200 ml bottles of one perfume are one design.
  const design = model.replace(AMOUNT, '').replace(/\s+/g, ' ').trim();
  const digest = createHash('sha256').update(`${facts.brand}|${design}|${type}`).digest();
  const v = Array.from({ length: 8 }, (_, i) => digest.readUInt8(i) / 256);
  const accent = hslHex(digest.readUInt16BE(8) % 360, 0.62, 0.4);
  const colour = colourName(facts);
  const hexes = colour ? swatchHexes(colour) : [];
  const c =
    hexes[0] ??
    (DARK_BY_DEFAULT.has(type)
      ? '#2b2c30'
      : WHITE_GOODS.has(type)
        ? '#dfe2e6'
        : mix(accent, '#555555', 0.25));
  const c2 = hexes[1] ?? c;
  const book = /^(.*?)\s+by\s+([^(]+?)\s*(\(|$)/.exec(facts.name);
  const uid = `a${createHash('sha1').update(facts.id).digest('hex').slice(0, 8)}`;
  return {
    type,
    colour,
    uid,
    c,
    c2,
    dark: mix(c, '#000000', 0.3),
    light: mix(c, '#ffffff', 0.35),
    ink: luminance(c) > 0.4 ? '#1b1b1b' : '#ffffff',
    accent,
    v,
    brand: facts.brand,
    model,
    spec: variantWords(facts, colour),
    amount: packAmount(facts),
    title: book?.[1] ?? facts.specifications?.Title ?? model,
    author: book?.[2] ?? facts.specifications?.Author ?? facts.brand,
    printed: /print|floral|multicolou?r/i.test(colour ?? ''),
    checked: /\b(checked|checks?|striped|stripes?|plaid|tartan)\b/i.test(`${model} ${colour ?? ''}`),
  };
}

/** Gradients and patterns the drawings use, under ids unique to this product. */
export function artworkDefs(l: Look): string {
  return `<defs>
<linearGradient id="${l.uid}-sheen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity=".38"/><stop offset=".45" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity=".16"/></linearGradient>
<linearGradient id="${l.uid}-fold" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000000" stop-opacity=".16"/><stop offset=".3" stop-color="#ffffff" stop-opacity=".08"/><stop offset=".55" stop-color="#000000" stop-opacity=".06"/><stop offset="1" stop-color="#000000" stop-opacity=".18"/></linearGradient>
<linearGradient id="${l.uid}-wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(l.c, l.accent, 0.35)}"/><stop offset="1" stop-color="${mix(l.accent, '#000000', 0.45)}"/></linearGradient>
<linearGradient id="${l.uid}-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(l.accent, '#7ec4ec', 0.6)}"/><stop offset="1" stop-color="${mix(l.accent, '#ffd9a0', 0.7)}"/></linearGradient>
<pattern id="${l.uid}-grille" width="8" height="8" patternUnits="userSpaceOnUse"><circle cx="4" cy="4" r="1.6" fill="#000000" opacity=".28"/></pattern>
<pattern id="${l.uid}-print" width="34" height="34" patternUnits="userSpaceOnUse" patternTransform="rotate(${Math.round(l.v[7]! * 45)})"><circle cx="9" cy="9" r="4.5" fill="${l.c2 === l.c ? l.light : l.c2}"/><circle cx="26" cy="25" r="3" fill="${mix(l.accent, '#ffffff', 0.3)}"/><path d="M26 6 l3 5 h-6z" fill="${l.dark}" opacity=".5"/></pattern>
<pattern id="${l.uid}-checks" width="${18 + Math.round(l.v[6]! * 14)}" height="${18 + Math.round(l.v[6]! * 14)}" patternUnits="userSpaceOnUse"><rect width="100%" height="6" fill="${l.c2 === l.c ? l.dark : l.c2}" opacity=".55"/><rect width="6" height="100%" fill="${l.c2 === l.c ? l.dark : l.c2}" opacity=".4"/></pattern>
<radialGradient id="${l.uid}-floor" cx=".5" cy=".42" r=".75"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#eef0f2"/></radialGradient>
</defs>`;
}

export function svgDocument(label: string, body: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600" role="img" aria-label="${escapeXml(label)}">
${body}
</svg>
`;
}

/** Brand in bold, the model's words, and a chip with the variant (storage, size, weight) and colour. */
export function caption(l: ReturnType<typeof lookFor>, y = 520): string {
  const chip = [l.spec || (l.amount && l.type !== 'book' ? l.amount : ''), l.colour ?? '']
    .filter(Boolean)
    .join(' · ');
  const chipText = truncate(chip, 40);
  const chipWidth = Math.min(540, 16 + [...chipText].length * 9.6);
  return `${txt(300, y, 26, '#1b1b1b', l.brand, { max: 28 })}
${txt(300, y + 28, 19, '#4a4a4a', l.type === 'book' ? l.author : l.model, { weight: 400, max: 46 })}
${chip ? `<rect x="${300 - chipWidth / 2}" y="${y + 40}" width="${chipWidth}" height="26" rx="13" fill="${mix(l.c, '#ffffff', 0.82)}" stroke="${mix(l.c, '#888888', 0.5)}"/><text x="300" y="${y + 58}" font-family="${FONT}" font-size="15" text-anchor="middle" fill="#1b1b1b">${escapeXml(chipText)}</text>` : ''}`;
}

/** Packs drawn bigger the more they hold: a 10 kg bag of atta beside its 1 kg bag. */
const SIZED_BY_AMOUNT = new Set<ProductType>([
  'pouch',
  'jar',
  'carton',
  'drink-bottle',
  'shampoo',
  'perfume',
]);

/** The scale of a pack in its box, from its net quantity in grams or millilitres (1 at 10 kg and more). */
export function packScale(l: Pick<Look, 'amount'> & { type: ProductType }): number {
  if (!SIZED_BY_AMOUNT.has(l.type)) return 1;
  const m = /^(?:(\d+)\s?x\s?)?(\d+(?:\.\d+)?)\s?(kg|g|ml|L|l)\b/.exec(l.amount);
  if (!m) return 1;
  const quantity =
    Number(m[1] ?? 1) * Number(m[2]) * (m[3] === 'kg' || m[3] === 'L' || m[3] === 'l' ? 1000 : 1);
  return Math.min(1, Math.max(0.62, 0.6 + 0.1 * Math.log10(quantity / 20)));
}

/** The drawing standing on the box's floor (y = 390), scaled by its quantity. */
export function standing(l: ReturnType<typeof lookFor>, drawing: string): string {
  const scale = packScale(l);
  if (scale === 1) return drawing;
  return `<g transform="translate(200 390) scale(${scale.toFixed(3)}) translate(-200 -390)">${drawing}</g>`;
}

export function renderProductArtwork(facts: ArtworkFacts): string {
  const l = lookFor(facts);
  const body = `${artworkDefs(l)}
<rect width="600" height="600" fill="url(#${l.uid}-floor)"/>
<ellipse cx="300" cy="462" rx="200" ry="16" fill="#000000" opacity=".09"/>
<g transform="translate(90 16) scale(1.05)">${standing(l, DRAWINGS[l.type].front(l))}</g>
${caption(l)}`;
  return svgDocument(`${facts.brand} ${l.model}${l.colour ? `, ${l.colour}` : ''}`, body);
}
