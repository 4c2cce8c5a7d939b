// The other pictures of a product's gallery: an angled view with its variant, a close-up with its key
// specifications, and the retail box. Same facts, palette and escaping as the front view (product-artwork.ts).
import { createHash } from 'node:crypto';
import { PICTOGRAMS } from './pictograms.ts';
import {
  artworkPalette,
  escapeXml,
  paletteFor,
  pictogramFor,
  renderProductArtwork,
  shelfLabel,
  truncate,
  type ArtworkFacts,
} from './product-artwork.ts';

/**
 * Gallery order: the card shows view 1; the product page shows them all (docs/behaviour/product.md#product-fields:
 * 2–4 images).
 */
export const ARTWORK_VIEWS = ['front', 'angle', 'detail', 'in-box'] as const;
export type ArtworkView = (typeof ARTWORK_VIEWS)[number];

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', Arial, sans-serif";

/** Specifications worth a close-up, in the order a shopper compares them. */
const DETAIL_KEYS = [
  'RAM',
  'Storage',
  'Processor',
  'Screen Size',
  'Display',
  'Capacity',
  'Net Quantity',
  'Volume',
  'Weight',
  'Shade',
  'Fabric',
  'Material',
  'Format',
  'Pages',
  'Energy Rating',
  'Battery',
  'Battery Life',
  'Size',
  'Age Range',
  'Power',
];

function detailLines(facts: ArtworkFacts): string[] {
  const specs = facts.specifications ?? {};
  return DETAIL_KEYS.filter((key) => specs[key])
    .slice(0, 3)
    .map((key) => truncate(`${key}: ${specs[key]}`, 30));
}

function frame(facts: ArtworkFacts, salt: string, body: string, from: string, to: string): string {
  const id = `v-${createHash('sha256').update(`${facts.id}:${salt}`).digest('hex').slice(0, 10)}`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600" role="img" aria-label="${escapeXml(
    `${truncate(facts.brand, 24)} ${shelfLabel(facts)}, ${salt}`,
  )}">
<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="600" height="600" fill="url(#${id})"/>
${body}
</svg>
`;
}

function caption(y: number, text: string, size: number, fill: string, weight = 400): string {
  return `<text x="300" y="${y}" text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}">${escapeXml(text)}</text>`;
}

function angleView(facts: ArtworkFacts): string {
  const p = artworkPalette(facts);
  const draw = PICTOGRAMS[pictogramFor(facts)](p);
  const variant = truncate(facts.variantName ?? shelfLabel(facts), 34);
  const body = `<ellipse cx="300" cy="420" rx="190" ry="26" fill="${p.ink}" opacity=".14"/>
<g transform="translate(320 70) rotate(14) skewX(-8) scale(1.3) translate(-120 0)">${draw}</g>
<g transform="translate(70 250) rotate(-10) scale(0.55)" opacity=".85">${draw}</g>
<rect x="80" y="470" width="440" height="84" rx="20" fill="#ffffff" opacity=".9"/>
${caption(506, truncate(facts.brand, 24), 26, p.ink, 700)}
${caption(538, variant, 20, paletteFor(facts.id).primary)}`;
  return frame(facts, 'angle', body, '#ffffff', p.backgroundTo);
}

function detailView(facts: ArtworkFacts): string {
  const p = artworkPalette(facts);
  const draw = PICTOGRAMS[pictogramFor(facts)](p);
  const lines = detailLines(facts);
  const rows = lines
    .map(
      (line, i) =>
        `<rect x="70" y="${388 + i * 56}" width="460" height="44" rx="12" fill="#ffffff" opacity=".94"/>
<text x="92" y="${417 + i * 56}" font-family="${FONT}" font-size="21" fill="${p.ink}">${escapeXml(line)}</text>`,
    )
    .join('\n');
  // The pictogram blown up past the frame: a close-up of its upper half.
  const body = `<g transform="translate(-60 -120) scale(3)">${draw}</g>
<rect x="0" y="360" width="600" height="240" fill="${p.backgroundFrom}" opacity=".55"/>
${rows || caption(440, truncate(shelfLabel(facts), 30), 24, p.ink, 600)}`;
  return frame(facts, 'detail', body, p.backgroundFrom, p.backgroundTo);
}

function inBoxView(facts: ArtworkFacts): string {
  const p = artworkPalette(facts);
  const draw = PICTOGRAMS[pictogramFor(facts)](p);
  const kraft = '#c99a5b';
  const body = `<ellipse cx="300" cy="520" rx="220" ry="22" fill="#000000" opacity=".12"/>
<path d="M120 200 L300 140 L480 200 L300 260Z" fill="#e0b878"/>
<path d="M120 200 L300 260 V520 L120 460Z" fill="${kraft}"/>
<path d="M480 200 L300 260 V520 L480 460Z" fill="#b3844a"/>
<g transform="translate(138 300) scale(0.62) skewY(18)">${draw}</g>
<rect x="318" y="318" width="146" height="40" rx="6" fill="#ffffff" opacity=".9" transform="skewY(-18) translate(0 103)"/>
<text x="391" y="345" text-anchor="middle" font-family="${FONT}" font-size="19" font-weight="700" fill="${p.ink}" transform="skewY(-18) translate(0 103)">${escapeXml(truncate(facts.brand, 14))}</text>
${caption(572, 'In the box', 22, p.ink, 600)}`;
  return frame(facts, 'in-box', body, '#f7f4ef', '#e9e2d6');
}

export function renderArtworkView(facts: ArtworkFacts, view: ArtworkView): string {
  if (view === 'angle') return angleView(facts);
  if (view === 'detail') return detailView(facts);
  if (view === 'in-box') return inBoxView(facts);
  return renderProductArtwork(facts);
}
