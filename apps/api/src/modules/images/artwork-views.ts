// The other pictures of a product's gallery (docs/behaviour/product.md#pictures): its back (or a three-quarter
// view in a room where the type has no back worth drawing), a close-up with its key specifications, and the retail
// box. Same look (colour, model, proportions) as the front (product-artwork.ts).
import { mix } from '@haat/domain/catalog/colour-swatches';
import { DRAWINGS, FONT, txt, wrap } from './drawings.ts';
import {
  artworkDefs,
  caption,
  lookFor,
  renderProductArtwork,
  svgDocument,
  truncate,
  type ArtworkFacts,
} from './product-artwork.ts';
import type { ProductType } from './product-type.ts';
import { escapeXml } from './text.ts';

/** Gallery order: the card shows view 1; the product page shows them all (2–4 per product). */
export const ARTWORK_VIEWS = ['front', 'back', 'detail', 'in-box'] as const;
export type ArtworkView = (typeof ARTWORK_VIEWS)[number];

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
  'Author',
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
    .map((key) => truncate(`${key}: ${specs[key]}`, 34));
}

/** Where the close-up looks, in the drawing's 400-unit box: the part a shopper zooms into. */
const FOCUS: Partial<Record<ProductType, [number, number]>> = {
  phone: [90, 110],
  laptop: [120, 300],
  tv: [200, 140],
  shirt: [200, 90],
  kurta: [200, 60],
  tshirt: [200, 80],
  jeans: [200, 70],
  saree: [200, 70],
  shoe: [200, 200],
  book: [200, 110],
  tyre: [200, 60],
  'analog-watch': [200, 200],
  smartwatch: [200, 200],
  pouch: [200, 140],
  carton: [170, 180],
};

function backView(facts: ArtworkFacts): string {
  const l = lookFor(facts);
  const drawing = DRAWINGS[l.type];
  if (drawing.back) {
    return svgDocument(
      `${facts.brand} ${l.model}, back`,
      `${artworkDefs(l)}<rect width="600" height="600" fill="url(#${l.uid}-floor)"/>
<ellipse cx="300" cy="462" rx="200" ry="16" fill="#000000" opacity=".09"/>
<g transform="translate(90 16) scale(1.05)">${drawing.back(l)}</g>${caption(l)}`,
    );
  }
  // No back worth drawing: the product turned three-quarters, standing in a room of the model's colour.
  const wall = mix(l.accent, '#ffffff', 0.82);
  const floor = mix(l.accent, '#d8c3a5', 0.75);
  return svgDocument(
    `${facts.brand} ${l.model}, side`,
    `${artworkDefs(l)}<rect width="600" height="600" fill="${wall}"/><rect y="400" width="600" height="200" fill="${floor}"/>
<path d="M0 400 H600" stroke="${mix(floor, '#000000', 0.15)}" stroke-width="4"/>
<rect x="430" y="70" width="120" height="150" rx="6" fill="#ffffff" opacity=".6"/><path d="M490 70 V220 M430 145 H550" stroke="${wall}" stroke-width="6"/>
<ellipse cx="290" cy="470" rx="190" ry="20" fill="#000000" opacity=".14"/>
<g transform="translate(110 90) skewY(-5) scale(0.86 0.95)">${drawing.front(l)}</g>

<rect x="0" y="500" width="600" height="100" fill="#ffffff" opacity=".85"/>${txt(300, 538, 24, '#1b1b1b', l.brand, { max: 28 })}${txt(300, 568, 18, '#4a4a4a', [l.model, l.colour].filter(Boolean).join(' · '), { weight: 400, max: 50 })}`,
  );
}

function detailView(facts: ArtworkFacts): string {
  const l = lookFor(facts);
  const draw = DRAWINGS[l.type].front(l);
  const [fx, fy] = FOCUS[l.type] ?? [200, 160];
  const zoom = 2.4;
  const lines = detailLines(facts);
  const rows = (lines.length ? lines : [l.model, l.spec, l.colour ?? ''].filter(Boolean).slice(0, 3))
    .map(
      (line, i) =>
        `<rect x="60" y="${404 + i * 58}" width="480" height="46" rx="12" fill="#ffffff"/><circle cx="86" cy="${427 + i * 58}" r="7" fill="${l.accent}"/>
<text x="104" y="${434 + i * 58}" font-family="${FONT}" font-size="21" fill="#1b1b1b">${escapeXml(truncate(line, 38))}</text>`,
    )
    .join('\n');
  return svgDocument(
    `${facts.brand} ${l.model}, close-up`,
    `${artworkDefs(l)}<clipPath id="${l.uid}-crop"><rect width="600" height="390"/></clipPath>
<rect width="600" height="600" fill="${mix(l.c, '#ffffff', 0.88)}"/>
<g clip-path="url(#${l.uid}-crop)"><rect width="600" height="390" fill="url(#${l.uid}-floor)"/><g transform="translate(${300 - fx * zoom} ${195 - fy * zoom}) scale(${zoom})">${draw}</g></g>
<rect y="388" width="600" height="4" fill="${l.c}"/>${rows}`,
  );
}

/** Things sold by the pack are shown as a shelf of them, not in a retail box. */
const SHELVED = new Set<ProductType>([
  'book',
  'pouch',
  'jar',
  'carton',
  'drink-bottle',
  'can',
  'shampoo',
  'tube',
]);

function shelfView(facts: ArtworkFacts): string {
  const l = lookFor(facts);
  const draw = DRAWINGS[l.type].front(l);
  const wood = '#b08457';
  return svgDocument(
    `${facts.brand} ${l.model}, on the shelf`,
    `${artworkDefs(l)}<rect width="600" height="600" fill="${mix(l.accent, '#ffffff', 0.9)}"/>
<rect x="0" y="392" width="600" height="26" fill="${wood}"/><rect x="0" y="418" width="600" height="12" fill="${mix(wood, '#000000', 0.3)}"/>
<g transform="translate(20 150) scale(0.6)">${draw}</g><g transform="translate(340 150) scale(0.6)">${draw}</g>
<g transform="translate(165 118) scale(0.68)">${draw}</g>
<rect x="0" y="470" width="600" height="130" fill="#ffffff" opacity=".9"/>${txt(300, 512, 24, '#1b1b1b', l.brand, { max: 28 })}
${txt(300, 542, 18, '#4a4a4a', l.type === 'book' ? l.title : l.model, { weight: 400, max: 48 })}${txt(300, 570, 16, l.accent, [l.spec, l.amount].filter(Boolean).join(' · '), { max: 40 })}`,
  );
}

function inBoxView(facts: ArtworkFacts): string {
  const l = lookFor(facts);
  if (SHELVED.has(l.type)) return shelfView(facts);
  const draw = DRAWINGS[l.type].front(l);
  const boxColour = l.type === 'book' ? '#c99a5b' : mix(l.accent, '#111111', 0.35);
  const modelLines = wrap(l.model, 22, 2);
  return svgDocument(
    `${facts.brand} ${l.model}, in the box`,
    `${artworkDefs(l)}<rect width="600" height="600" fill="#f5f3ef"/><rect y="470" width="600" height="130" fill="#e7e2d9"/>
<ellipse cx="260" cy="488" rx="230" ry="18" fill="#000000" opacity=".12"/>
<path d="M60 150 L110 110 H430 L380 150Z" fill="${mix(boxColour, '#ffffff', 0.2)}"/><path d="M380 150 L430 110 V440 L380 480Z" fill="${mix(boxColour, '#000000', 0.3)}"/>
<rect x="60" y="150" width="320" height="330" fill="${boxColour}"/>
<rect x="80" y="170" width="280" height="210" rx="10" fill="#ffffff" opacity=".96"/><g transform="translate(115 176) scale(0.5)">${draw}</g>
${txt(220, 414, 26, '#ffffff', l.brand, { max: 18 })}${modelLines.map((line, i) => txt(220, 440 + i * 20, 16, '#ffffff', line, { weight: 400, max: 30 })).join('')}
<g transform="translate(400 300) scale(0.42)"><rect x="-10" y="-10" width="420" height="420" rx="20" fill="#ffffff" opacity="0"/>${draw}</g>
<rect x="392" y="478" width="170" height="36" rx="18" fill="#ffffff" stroke="#d8d2c6"/>${txt(477, 502, 15, '#4a4a4a', l.spec || l.colour || l.amount || 'In the box', { weight: 600, max: 20 })}`,
  );
}

export function renderArtworkView(facts: ArtworkFacts, view: ArtworkView): string {
  if (view === 'back') return backView(facts);
  if (view === 'detail') return detailView(facts);
  if (view === 'in-box') return inBoxView(facts);
  return renderProductArtwork(facts);
}
