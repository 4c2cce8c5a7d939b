// Product drawings by type (docs/behaviour/product.md#pictures): each draws the thing itself in a 400 × 400 box, in
// the listing's own colour, with proportions varied by its model so that two models of a type differ. A type may
// draw its back as well; the views (artwork-views.ts) frame, crop and box them.
import { mix } from '@haat/domain/catalog/colour-swatches';
import type { ProductType } from './product-type.ts';
import { escapeXml, truncate } from './text.ts';

export interface Look {
  /** Prefix of the ids this picture defines (gradients, print pattern). */
  uid: string;
  /** The variant's colour, and its second colour for two-tone names ('White and Navy'). */
  c: string;
  c2: string;
  dark: string;
  light: string;
  /** Text drawn on the colour: dark on light colours, white on dark ones. */
  ink: string;
  /** A colour of the model (not of the variant): labels, packs, wallpapers. */
  accent: string;
  /** Eight numbers in [0, 1) from the model's name: proportions and details. */
  v: readonly number[];
  brand: string;
  model: string;
  /** The variant's distinguishing words without its colour ('8 GB RAM, 256 GB', '500 g', 'UK 7'). */
  spec: string;
  /** Net quantity printed on packs ('875 g', '1 L'), or ''. */
  amount: string;
  title: string;
  author: string;
  /** A printed fabric ('Floral Print', 'Block Print'). */
  printed: boolean;
  /** A checked or striped fabric ('Checked Casual Shirt', 'Striped Formal Shirt'). */
  checked: boolean;
}

type Draw = (l: Look) => string;

export const FONT = "'Liberation Sans', 'DejaVu Sans', Arial, sans-serif";
const SERIF = "'Liberation Serif', 'DejaVu Serif', Georgia, serif";

/** Text at (x, y), escaped and cut to `max` characters. */
export function txt(
  x: number,
  y: number,
  size: number,
  fill: string,
  text: string,
  { weight = 700, anchor = 'middle', max = 24, font = FONT, extra = '' } = {},
): string {
  if (!text) return '';
  return `<text x="${x}" y="${y}" font-family="${font}" font-size="${size}" font-weight="${weight}" text-anchor="${anchor}" fill="${fill}"${extra}>${escapeXml(truncate(text, max))}</text>`;
}

const r = (n: number) => Math.round(n * 10) / 10;
const sheen = (l: Look) => `url(#${l.uid}-sheen)`;
const fabric = (l: Look, d: string) =>
  `<path d="${d}" fill="${l.c}"/>${l.printed ? `<path d="${d}" fill="url(#${l.uid}-print)"/>` : ''}${l.checked ? `<path d="${d}" fill="url(#${l.uid}-checks)"/>` : ''}<path d="${d}" fill="url(#${l.uid}-fold)"/>`;

/** Words wrapped to lines of at most `width` characters, at most `lines` lines. */
export function wrap(text: string, width: number, lines: number): string[] {
  const out: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = out[out.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= width) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  if (out.length > lines) {
    const kept = out.slice(0, lines);
    kept[lines - 1] = truncate(`${kept[lines - 1]} ${out.slice(lines).join(' ')}`, width);
    return kept;
  }
  return out;
}

// ---- Phones, computers, screens ----------------------------------------------------------------------------

function phoneBody(l: Look, x: number, y: number, w: number, h: number) {
  return { x, y, w, h, rx: r(18 + l.v[2]! * 18) };
}

function phoneScreen(l: Look, x: number, y: number, w: number, h: number): string {
  const b = phoneBody(l, x, y, w, h);
  const hole = [
    `<circle cx="${x + w / 2}" cy="${y + 18}" r="5" fill="#000"/>`,
    `<rect x="${x + w / 2 - 22}" y="${y + 11}" width="44" height="13" rx="6.5" fill="#000"/>`,
    `<circle cx="${x + 26}" cy="${y + 20}" r="5" fill="#000"/>`,
  ][Math.floor(l.v[3]! * 3)];
  return `<rect x="${x - 3}" y="${y - 3}" width="${w + 6}" height="${h + 6}" rx="${b.rx + 3}" fill="${l.dark}"/>
<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${b.rx}" fill="#0c0c0e"/>
<rect x="${x + 6}" y="${y + 6}" width="${w - 12}" height="${h - 12}" rx="${b.rx - 5}" fill="url(#${l.uid}-wall)"/>
<circle cx="${x + w * 0.7}" cy="${y + h * 0.62}" r="${w * 0.45}" fill="${l.light}" opacity=".35"/>
${txt(x + w / 2, y + h * 0.22, w * 0.2, '#ffffff', '10:24', { weight: 300 })}
${txt(x + w / 2, y + h * 0.22 + w * 0.1, w * 0.065, '#ffffff', 'Monday, 12 May', { weight: 400 })}
${[0, 1, 2, 3].map((i) => `<rect x="${r(x + 16 + i * ((w - 32) / 4) + 3)}" y="${r(y + h - 52)}" width="${r((w - 32) / 4 - 6)}" height="${r((w - 32) / 4 - 6)}" rx="9" fill="#ffffff" opacity=".28"/>`).join('')}
${hole}`;
}

function phoneBack(l: Look, x: number, y: number, w: number, h: number): string {
  const b = phoneBody(l, x, y, w, h);
  // iPhones and Pixels are known by their camera block; other makers' models vary by model.
  const style = l.brand === 'Apple' ? 0 : l.brand === 'Google' ? 3 : Math.floor(l.v[4]! * 4);
  const lens = (cx: number, cy: number, rr: number) =>
    `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(rr)}" fill="#1a1a1c" stroke="${l.dark}" stroke-width="3"/><circle cx="${r(cx)}" cy="${r(cy)}" r="${r(rr * 0.55)}" fill="#2c3440"/><circle cx="${r(cx - rr * 0.25)}" cy="${r(cy - rr * 0.25)}" r="${r(rr * 0.18)}" fill="#ffffff" opacity=".55"/>`;
  let module: string;
  if (style === 0) {
    const s = w * 0.46;
    module = `<rect x="${x + 12}" y="${y + 12}" width="${s}" height="${s}" rx="${s * 0.26}" fill="${l.light}" opacity=".55" stroke="${l.dark}" stroke-width="1.5"/>
${lens(x + 12 + s * 0.3, y + 12 + s * 0.3, s * 0.2)}${lens(x + 12 + s * 0.3, y + 12 + s * 0.72, s * 0.2)}${lens(x + 12 + s * 0.72, y + 12 + s * 0.5, s * 0.2)}`;
  } else if (style === 1) {
    module = [0, 1, 2].map((i) => lens(x + 28, y + 30 + i * 38, 15)).join('');
  } else if (style === 2) {
    const cr = w * 0.27;
    module = `<circle cx="${x + w / 2}" cy="${y + 20 + cr}" r="${cr}" fill="${l.dark}" opacity=".5"/>${lens(x + w / 2 - cr * 0.42, y + 20 + cr * 0.6, cr * 0.3)}${lens(x + w / 2 + cr * 0.42, y + 20 + cr * 0.6, cr * 0.3)}${lens(x + w / 2, y + 20 + cr * 1.35, cr * 0.3)}`;
  } else {
    module = `<rect x="${x}" y="${y + 36}" width="${w}" height="40" fill="${l.dark}" opacity=".7"/>${lens(x + 34, y + 56, 13)}${lens(x + 66, y + 56, 13)}`;
  }
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${b.rx}" fill="${l.c}"/>
<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${b.rx}" fill="${sheen(l)}"/>
<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${b.rx}" fill="none" stroke="${l.dark}" stroke-width="3"/>
${module}
${txt(x + w / 2, y + h * 0.62, w * 0.11, l.ink, l.brand, { max: 12, extra: ' opacity=".75"' })}`;
}

/** A flip phone folded shut in its colour (cover screen, two lenses) beside it open. */
function flipPhone(l: Look): string {
  const w = 150 + l.v[0]! * 16;
  const h = 330;
  const closed = `<rect x="30" y="150" width="${w}" height="${w * 1.05}" rx="22" fill="${l.c}"/><rect x="30" y="150" width="${w}" height="${w * 1.05}" rx="22" fill="${sheen(l)}"/>
<rect x="42" y="162" width="${w - 24}" height="${w * 0.62}" rx="14" fill="#0c0c0e"/><rect x="48" y="168" width="${w - 36}" height="${w * 0.62 - 12}" rx="10" fill="url(#${l.uid}-wall)"/>
${txt(30 + w / 2, 162 + w * 0.36, 24, '#ffffff', '10:24', { weight: 300 })}
<circle cx="60" cy="${150 + w * 0.86}" r="11" fill="#1a1a1c" stroke="${l.dark}" stroke-width="3"/><circle cx="90" cy="${150 + w * 0.86}" r="11" fill="#1a1a1c" stroke="${l.dark}" stroke-width="3"/>
<rect x="30" y="${150 + w * 0.5}" width="${w}" height="3" fill="${l.dark}" opacity=".5"/>`;
  return `${closed}<g>${phoneScreen(l, 385 - w - 10, (400 - h) / 2, w, h)}</g><path d="M${385 - w - 10} 200 H${375}" stroke="#ffffff" stroke-width="1.5" opacity=".25"/>`;
}

const phone: Draw = (l) => {
  if (/\b(flip\d*|razr)\b/i.test(l.model)) return flipPhone(l);
  const w = 150 + l.v[0]! * 26;
  const h = 300 + l.v[1]! * 36;
  // The back in the variant's colour behind, the screen in front: the way phones are shown for sale.
  return `<g transform="rotate(-8 ${100 + w / 2} 200)">${phoneBack(l, 40, (400 - h) / 2 - 6, w, h)}</g>
<g>${phoneScreen(l, 385 - w - 20, (400 - h) / 2 + 12, w, h)}</g>`;
};
const phoneRear: Draw = (l) => {
  const w = 170 + l.v[0]! * 26;
  const h = 340 + l.v[1]! * 30;
  return `<g>${phoneBack(l, (400 - w) / 2, (400 - h) / 2, w, h)}</g>`;
};

const featurePhone: Draw = (l) => {
  const w = 150 + l.v[0]! * 20;
  const x = (400 - w) / 2;
  const keys = Array.from({ length: 12 }, (_, i) => {
    const cx = x + 30 + (i % 3) * ((w - 60) / 2);
    const cy = 238 + Math.floor(i / 3) * 30;
    return `<rect x="${r(cx - 20)}" y="${cy - 11}" width="40" height="22" rx="8" fill="${l.dark}"/><text x="${r(cx)}" y="${cy + 6}" font-family="${FONT}" font-size="14" text-anchor="middle" fill="#ffffff">${'123456789*0#'[i]}</text>`;
  }).join('');
  return `<rect x="${x}" y="30" width="${w}" height="345" rx="28" fill="${l.c}"/><rect x="${x}" y="30" width="${w}" height="345" rx="28" fill="${sheen(l)}"/>
<rect x="${x + 16}" y="62" width="${w - 32}" height="120" rx="6" fill="url(#${l.uid}-wall)"/>${txt(200, 112, 26, '#ffffff', '12:30', { weight: 400 })}
${txt(200, 52, 13, l.ink, l.brand, { max: 14 })}<rect x="${200 - 34}" y="192" width="68" height="30" rx="15" fill="${l.dark}"/>${keys}`;
};

const tablet: Draw = (l) => {
  const w = 250 + l.v[0]! * 30;
  const h = 340;
  const x = (400 - w) / 2;
  return `<rect x="${x + 34}" y="22" width="${w}" height="${h}" rx="20" fill="${l.c}"/><rect x="${x + 34}" y="22" width="${w}" height="${h}" rx="20" fill="${sheen(l)}"/>
<circle cx="${x + 62}" cy="50" r="11" fill="#1a1a1c" stroke="${l.dark}" stroke-width="3"/>
<rect x="${x - 6}" y="40" width="${w}" height="${h}" rx="20" fill="#0d0d0f"/><rect x="${x + 4}" y="50" width="${w - 20}" height="${h - 20}" rx="12" fill="url(#${l.uid}-wall)"/>
${txt(x - 6 + w / 2, 150, 52, '#ffffff', '10:24', { weight: 300 })}
${Array.from({ length: 8 }, (_, i) => `<rect x="${x + 26 + (i % 4) * ((w - 60) / 4)}" y="${260 + Math.floor(i / 4) * 50}" width="${(w - 60) / 4 - 10}" height="38" rx="10" fill="#ffffff" opacity=".3"/>`).join('')}`;
};

const laptop: Draw = (l) => {
  const w = 300 + l.v[0]! * 40;
  const x = (400 - w) / 2;
  const sh = w * 0.6;
  return `<rect x="${x}" y="${300 - sh}" width="${w}" height="${sh}" rx="12" fill="#111214"/>
<rect x="${x + 10}" y="${310 - sh}" width="${w - 20}" height="${sh - 26}" rx="4" fill="url(#${l.uid}-wall)"/>
<path d="M${x + 10} ${300 - 16} L${x + w * 0.45} ${310 - sh + 40} L${x + w * 0.6} ${300 - sh * 0.5} L${x + w - 10} ${310 - sh + 20} V${284} Z" fill="#ffffff" opacity=".18"/>
${txt(200, 296, 9, '#9a9a9a', l.brand, { max: 16 })}
<path d="M${x - 22} 300 H${x + w + 22} L${x + w + 8} 330 H${x - 8} Z" fill="${l.c}"/><path d="M${x - 22} 300 H${x + w + 22} L${x + w + 8} 330 H${x - 8} Z" fill="${sheen(l)}"/>
<rect x="${x - 22}" y="299" width="${w + 44}" height="6" rx="3" fill="${l.dark}"/><rect x="${200 - 36}" y="318" width="72" height="8" rx="4" fill="${l.dark}" opacity=".6"/>`;
};
const laptopBack: Draw = (l) => {
  const w = 320 + l.v[0]! * 30;
  const x = (400 - w) / 2;
  return `<g transform="skewX(-6) translate(20 0)"><rect x="${x}" y="70" width="${w}" height="${w * 0.62}" rx="14" fill="${l.c}"/><rect x="${x}" y="70" width="${w}" height="${w * 0.62}" rx="14" fill="${sheen(l)}"/>
${txt(200, 70 + w * 0.33, 30, l.ink, l.brand, { max: 14, extra: ' opacity=".8"' })}</g>
<rect x="${x - 10}" y="${72 + w * 0.62}" width="${w + 20}" height="16" rx="8" fill="${l.dark}"/>`;
};

function screen(l: Look, x: number, y: number, w: number, h: number, bezel: number): string {
  const hill = `M${x + bezel} ${y + h * 0.7} Q${x + w * 0.3} ${y + h * (0.35 + l.v[5]! * 0.2)} ${x + w * 0.55} ${y + h * 0.62} T${x + w - bezel} ${y + h * 0.5} V${y + h - bezel} H${x + bezel} Z`;
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="#0b0b0c"/>
<rect x="${x + bezel}" y="${y + bezel}" width="${w - bezel * 2}" height="${h - bezel * 2}" fill="url(#${l.uid}-sky)"/>
<circle cx="${x + w * (0.2 + l.v[6]! * 0.6)}" cy="${y + h * 0.3}" r="${h * 0.09}" fill="#fff6d5" opacity=".9"/>
<path d="${hill}" fill="${mix(l.accent, '#0a3d2a', 0.5)}"/><path d="M${x + bezel} ${y + h * 0.82} Q${x + w * 0.6} ${y + h * 0.65} ${x + w - bezel} ${y + h * 0.78} V${y + h - bezel} H${x + bezel} Z" fill="${mix(l.accent, '#000', 0.55)}"/>`;
}

const tv: Draw = (l) => {
  const w = 360;
  const h = w * 0.58;
  const y = 70;
  const feet =
    l.v[0]! < 0.5
      ? `<path d="M70 ${y + h} L52 ${y + h + 40} M330 ${y + h} L348 ${y + h + 40}" stroke="#2a2a2c" stroke-width="8" stroke-linecap="round"/>`
      : `<rect x="185" y="${y + h}" width="30" height="28" fill="#2a2a2c"/><rect x="130" y="${y + h + 26}" width="140" height="10" rx="5" fill="#2a2a2c"/>`;
  return `${screen(l, 20, y, w, h, 6)}${feet}${txt(200, y + h - 1, 6, '#8a8a8a', l.brand, { max: 12 })}`;
};
const tvBack: Draw = (l) => {
  const w = 340;
  const h = w * 0.58;
  return `<rect x="30" y="80" width="${w}" height="${h}" rx="8" fill="#2b2c30"/><rect x="90" y="120" width="220" height="${h - 60}" rx="14" fill="#232427"/>
${[0, 1, 2, 3].map((i) => `<rect x="${110 + i * 22}" y="${150}" width="14" height="10" rx="2" fill="#111"/>`).join('')}
${Array.from({ length: 8 }, (_, i) => `<rect x="${120 + i * 20}" y="${240}" width="10" height="34" rx="4" fill="#1a1b1d"/>`).join('')}
${txt(200, 210, 16, '#777', l.brand, { max: 14 })}`;
};

const monitor: Draw = (l) => {
  const w = 330;
  const h = w * 0.58;
  return `${screen(l, 35, 50, w, h, 7)}<rect x="188" y="${50 + h}" width="24" height="70" fill="${l.c === '#1f1f21' ? '#3a3a3d' : mix(l.c, '#888', 0.4)}"/>
<path d="M130 ${50 + h + 70} H270 L280 ${50 + h + 84} H120 Z" fill="#3a3a3d"/>${txt(200, 50 + h - 1, 6, '#9a9a9a', l.brand, { max: 12 })}`;
};

// ---- Audio and wearables ------------------------------------------------------------------------------------

const headphones: Draw = (l) => {
  const cw = 70 + l.v[0]! * 18;
  const ch = 104 + l.v[1]! * 20;
  return `<path d="M${200 - 130} 220 V170 A130 130 0 0 1 330 170 V220" fill="none" stroke="${l.c}" stroke-width="22" stroke-linecap="round"/>
<path d="M${200 - 130} 220 V170 A130 130 0 0 1 330 170 V220" fill="none" stroke="${l.dark}" stroke-width="22" stroke-linecap="round" opacity=".25" stroke-dasharray="2 14"/>
<rect x="${70 - cw / 2}" y="${240 - ch / 2}" width="${cw}" height="${ch}" rx="${cw * 0.45}" fill="${l.c}"/><rect x="${70 - cw / 2}" y="${240 - ch / 2}" width="${cw}" height="${ch}" rx="${cw * 0.45}" fill="${sheen(l)}"/>
<rect x="${330 - cw / 2}" y="${240 - ch / 2}" width="${cw}" height="${ch}" rx="${cw * 0.45}" fill="${l.c}"/><rect x="${330 - cw / 2}" y="${240 - ch / 2}" width="${cw}" height="${ch}" rx="${cw * 0.45}" fill="${sheen(l)}"/>
<rect x="${70 + cw / 2 - 12}" y="${240 - ch / 2 + 10}" width="24" height="${ch - 20}" rx="12" fill="${l.dark}"/><rect x="${330 - cw / 2 - 12}" y="${240 - ch / 2 + 10}" width="24" height="${ch - 20}" rx="12" fill="${l.dark}"/>
${txt(330, 246, 13, l.ink, l.brand, { max: 8, extra: ' opacity=".8"' })}`;
};

const earbuds: Draw = (l) => {
  const w = 200 + l.v[0]! * 50;
  const x = (400 - w) / 2;
  const bud = (cx: number, flip: number) =>
    `<g transform="translate(${cx} 150) scale(${flip} 1)"><ellipse cx="0" cy="0" rx="30" ry="34" fill="${l.c}"/><ellipse cx="0" cy="0" rx="30" ry="34" fill="${sheen(l)}"/><rect x="-10" y="10" width="20" height="${60 + l.v[2]! * 30}" rx="10" fill="${l.c}"/><ellipse cx="-14" cy="-6" rx="12" ry="14" fill="${l.dark}"/></g>`;
  return `<rect x="${x}" y="200" width="${w}" height="150" rx="60" fill="${l.c}"/><rect x="${x}" y="200" width="${w}" height="150" rx="60" fill="${sheen(l)}"/>
<path d="M${x + 10} 245 H${x + w - 10}" stroke="${l.dark}" stroke-width="2"/><circle cx="200" cy="300" r="5" fill="#5bd17a"/>${txt(200, 278, 16, l.ink, l.brand, { max: 12, extra: ' opacity=".7"' })}
${bud(150, 1)}${bud(250, -1)}`;
};

const speaker: Draw = (l) => {
  if (l.v[0]! < 0.5) {
    const w = 300;
    const h = 130 + l.v[1]! * 30;
    return `<rect x="50" y="${200 - h / 2}" width="${w}" height="${h}" rx="${h / 2}" fill="${l.c}"/><rect x="50" y="${200 - h / 2}" width="${w}" height="${h}" rx="${h / 2}" fill="url(#${l.uid}-grille)"/>
<rect x="50" y="${200 - h / 2}" width="${w}" height="${h}" rx="${h / 2}" fill="${sheen(l)}"/>
<ellipse cx="${50 + h * 0.22}" cy="200" rx="${h * 0.2}" ry="${h / 2 - 4}" fill="${l.dark}"/><ellipse cx="${350 - h * 0.22}" cy="200" rx="${h * 0.2}" ry="${h / 2 - 4}" fill="${l.dark}"/>
<rect x="140" y="${200 - 16}" width="120" height="32" rx="8" fill="${l.dark}" opacity=".85"/>${txt(200, 207, 20, '#ffffff', l.brand, { max: 10 })}`;
  }
  const h = 300;
  const w = 170 + l.v[1]! * 40;
  return `<rect x="${200 - w / 2}" y="50" width="${w}" height="${h}" rx="26" fill="${l.c}"/><rect x="${200 - w / 2}" y="50" width="${w}" height="${h}" rx="26" fill="url(#${l.uid}-grille)"/>
<circle cx="200" cy="250" r="${w * 0.34}" fill="${l.dark}"/><circle cx="200" cy="250" r="${w * 0.16}" fill="${mix(l.dark, '#000', 0.4)}"/>
<circle cx="200" cy="120" r="${w * 0.18}" fill="${l.dark}"/>${txt(200, 182, 16, l.ink, l.brand, { max: 12 })}`;
};

const smartwatch: Draw = (l) => {
  const round = l.v[0]! > 0.6;
  const s = 150 + l.v[1]! * 30;
  const face = round
    ? `<circle cx="200" cy="200" r="${s / 2}" fill="#1c1c1e" stroke="${mix(l.c, '#999', 0.5)}" stroke-width="9"/><circle cx="200" cy="200" r="${s / 2 - 12}" fill="#050506"/>`
    : `<rect x="${200 - s / 2}" y="${200 - s * 0.6}" width="${s}" height="${s * 1.2}" rx="${s * 0.22}" fill="#1c1c1e" stroke="${mix(l.c, '#999', 0.5)}" stroke-width="8"/><rect x="${200 - s / 2 + 10}" y="${200 - s * 0.6 + 10}" width="${s - 20}" height="${s * 1.2 - 20}" rx="${s * 0.17}" fill="#050506"/>`;
  return `<rect x="${200 - s * 0.36}" y="10" width="${s * 0.72}" height="380" rx="${s * 0.3}" fill="${l.c}"/><rect x="${200 - s * 0.36}" y="10" width="${s * 0.72}" height="380" rx="${s * 0.3}" fill="${sheen(l)}"/>
${[40, 70, 330, 360].map((y) => `<rect x="${200 - s * 0.3}" y="${y}" width="${s * 0.6}" height="4" rx="2" fill="${l.dark}" opacity=".5"/>`).join('')}
${face}<circle cx="200" cy="200" r="${s * 0.3}" fill="none" stroke="${l.accent}" stroke-width="8" stroke-dasharray="${s * 1.2} 400" transform="rotate(-90 200 200)"/>
${txt(200, 198, s * 0.17, '#ffffff', '10:09', { weight: 400 })}${txt(200, 222, s * 0.08, '#9ad', '8,204 steps', { weight: 400 })}
<rect x="${200 + s / 2 + 2}" y="180" width="8" height="26" rx="3" fill="${mix(l.c, '#999', 0.5)}"/>`;
};

const analogWatch: Draw = (l) => {
  const s = 150 + l.v[0]! * 30;
  const metal = l.v[1]! > 0.5 ? '#d4b26a' : '#c9cdd2';
  const ticks = Array.from(
    { length: 12 },
    (_, i) =>
      `<rect x="198" y="${200 - s / 2 + 14}" width="4" height="${i % 3 ? 8 : 16}" fill="${luminous(l)}" transform="rotate(${i * 30} 200 200)"/>`,
  ).join('');
  return `<rect x="${200 - s * 0.3}" y="10" width="${s * 0.6}" height="380" rx="14" fill="#6b4226"/>
${[50, 340].map((y) => `<rect x="${200 - s * 0.3}" y="${y}" width="${s * 0.6}" height="3" fill="#4a2c18"/>`).join('')}
<circle cx="200" cy="200" r="${s / 2 + 10}" fill="${metal}"/><circle cx="200" cy="200" r="${s / 2}" fill="${l.c}"/><circle cx="200" cy="200" r="${s / 2}" fill="${sheen(l)}"/>
${ticks}<path d="M200 200 L200 ${200 - s * 0.34}" stroke="${luminous(l)}" stroke-width="5" stroke-linecap="round"/><path d="M200 200 L${200 + s * 0.24} ${200 + s * 0.1}" stroke="${luminous(l)}" stroke-width="7" stroke-linecap="round"/>
<circle cx="200" cy="200" r="6" fill="${metal}"/>${txt(200, 200 - s * 0.14, s * 0.08, luminous(l), l.brand, { max: 10 })}
<rect x="${200 + s / 2 + 8}" y="190" width="12" height="20" rx="3" fill="${metal}"/>`;
};
const luminous = (l: Look) => (l.ink === '#ffffff' ? '#f5f5f5' : '#1b1b1b');

const camera: Draw = (l) => {
  const w = 300;
  const h = 170 + l.v[0]! * 30;
  const lr = 62 + l.v[1]! * 16;
  return `<path d="M120 ${200 - h / 2} L138 ${200 - h / 2 - 30} H220 L238 ${200 - h / 2}Z" fill="${l.dark}"/>
<rect x="50" y="${200 - h / 2}" width="${w}" height="${h}" rx="22" fill="${l.c}"/><rect x="50" y="${200 - h / 2}" width="${w}" height="${h}" rx="22" fill="${sheen(l)}"/>
<rect x="50" y="${200 - h / 2 + 20}" width="56" height="${h - 40}" rx="14" fill="${l.dark}"/>
<circle cx="215" cy="${210}" r="${lr + 14}" fill="#1b1b1d"/><circle cx="215" cy="210" r="${lr}" fill="#2a2f38"/><circle cx="215" cy="210" r="${lr * 0.55}" fill="#0d1118"/>
<circle cx="${215 - lr * 0.3}" cy="${210 - lr * 0.3}" r="${lr * 0.14}" fill="#fff" opacity=".5"/>${txt(300, 200 - h / 2 + 28, 16, l.ink, l.brand, { max: 10 })}`;
};

// ---- Clothing, shoes and bags -------------------------------------------------------------------------------

const tshirt: Draw = (l) => {
  const w = 120 + l.v[0]! * 20;
  const d = `M${200 - 50} 50 L${200 - w - 30} 90 L${200 - w - 70} 170 L${200 - w - 10} 195 L${200 - w + 10} 160 V365 H${200 + w - 10} V160 L${200 + w + 10} 195 L${200 + w + 70} 170 L${200 + w + 30} 90 L${200 + 50} 50 Q200 90 ${200 - 50} 50Z`;
  const neck = /\bpolo\b/i.test(l.model) ? 2 : /\bv-neck\b/i.test(l.model) ? 1 : Math.floor(l.v[1]! * 2);
  const collar =
    neck === 0
      ? `<path d="M150 50 Q200 92 250 50" fill="none" stroke="${l.dark}" stroke-width="9"/>`
      : neck === 1
        ? `<path d="M150 50 L200 110 L250 50" fill="none" stroke="${l.dark}" stroke-width="9"/>`
        : `<path d="M150 50 L170 100 L200 84 L230 100 L250 50 Q200 70 150 50Z" fill="${l.c2}"/><path d="M200 84 V140" stroke="${l.dark}" stroke-width="3"/><circle cx="200" cy="104" r="3.5" fill="${l.light}"/><circle cx="200" cy="126" r="3.5" fill="${l.light}"/>`;
  return `${fabric(l, d)}${collar}${l.v[2]! > 0.6 ? `<rect x="${200 + w * 0.35}" y="130" width="34" height="36" rx="4" fill="none" stroke="${l.dark}" stroke-width="2"/>` : ''}
<path d="M${200 - w - 30} 90 L${200 - w + 10} 160 M${200 + w + 30} 90 L${200 + w - 10} 160" stroke="${l.dark}" stroke-width="2" opacity=".5"/>`;
};
const garmentBack: Draw = (l) => {
  const w = 130;
  const d = `M150 50 L${200 - w - 30} 90 L${200 - w - 70} 170 L${200 - w - 10} 195 L${200 - w + 10} 160 V365 H${200 + w - 10} V160 L${200 + w + 10} 195 L${200 + w + 70} 170 L${200 + w + 30} 90 L250 50 Q200 62 150 50Z`;
  return `${fabric(l, d)}<rect x="188" y="58" width="24" height="14" rx="2" fill="#ffffff"/>${txt(200, 68, 6, '#333', l.brand, { max: 10 })}<path d="M70 365 H330" stroke="${l.dark}" stroke-width="3"/>`;
};

const shirt: Draw = (l) => {
  const w = 110 + l.v[0]! * 18;
  const d = `M155 46 L${200 - w - 20} 80 L${200 - w - 60} 350 L${200 - w - 22} 356 L${200 - w + 6} 170 V372 H${200 + w - 6} V170 L${200 + w + 22} 356 L${200 + w + 60} 350 L${200 + w + 20} 80 L245 46Z`;
  const buttons = [110, 160, 210, 260, 310]
    .map((y) => `<circle cx="200" cy="${y}" r="4" fill="${l.light}" stroke="${l.dark}"/>`)
    .join('');
  return `${fabric(l, d)}<path d="M155 46 L180 96 L200 70 L220 96 L245 46 L200 58Z" fill="${l.light}"/><path d="M155 46 L180 96 L200 70 L220 96 L245 46" fill="none" stroke="${l.dark}" stroke-width="2"/>
<path d="M192 70 V372 M208 70 V372" stroke="${l.dark}" stroke-width="1.5" opacity=".6"/>${buttons}
<rect x="${200 - w * 0.7}" y="130" width="40" height="44" rx="3" fill="none" stroke="${l.dark}" stroke-width="2" opacity=".7"/>
<rect x="${200 - w - 62}" y="336" width="42" height="16" fill="${l.dark}" opacity=".35" transform="rotate(4 ${200 - w - 40} 344)"/>`;
};

const kurta: Draw = (l) => {
  const w = 95 + l.v[0]! * 25;
  const d = `M165 36 L${200 - w - 10} 60 L${200 - w - 60} 250 L${200 - w - 26} 258 L${200 - w + 4} 130 L${200 - w - 14} 388 H${200 + w + 14} L${200 + w - 4} 130 L${200 + w + 26} 258 L${200 + w + 60} 250 L${200 + w + 10} 60 L235 36Z`;
  const trim = mix(l.c, l.v[1]! > 0.5 ? '#d4a640' : '#ffffff', 0.55);
  return `${fabric(l, d)}<rect x="170" y="28" width="60" height="14" rx="3" fill="${trim}"/>
<path d="M200 42 V150" stroke="${trim}" stroke-width="10"/>${[64, 92, 120].map((y) => `<circle cx="200" cy="${y}" r="3.5" fill="${l.dark}"/>`).join('')}
<path d="M${200 - w - 14} 388 L${200 - w - 4} 320 M${200 + w + 14} 388 L${200 + w + 4} 320" stroke="#ffffff" stroke-width="3"/>
<path d="M${200 - w - 12} 374 H${200 + w + 12}" stroke="${trim}" stroke-width="${4 + l.v[2]! * 6}"/>
<path d="M${200 - w - 60} 250 L${200 - w - 26} 258" stroke="${trim}" stroke-width="5"/><path d="M${200 + w + 60} 250 L${200 + w + 26} 258" stroke="${trim}" stroke-width="5"/>`;
};

const jeans: Draw = (l) => {
  const w = 120 + l.v[0]! * 16;
  const flare = 10 + l.v[1]! * 24;
  const d = `M${200 - w} 40 H${200 + w} L${200 + w + 6} 380 H${206 + flare} L200 130 L${194 - flare} 380 H${200 - w - 6}Z`;
  const stitch = '#d08a2e';
  return `${fabric(l, d)}<rect x="${200 - w}" y="40" width="${w * 2}" height="26" fill="${l.dark}" opacity=".35"/>
${[200 - w + 18, 196, 200 + w - 24].map((x) => `<rect x="${x}" y="36" width="8" height="32" rx="2" fill="${l.dark}"/>`).join('')}
<circle cx="200" cy="53" r="6" fill="#c7a44a"/><path d="M200 66 V128" stroke="${stitch}" stroke-width="2" stroke-dasharray="5 3"/>
<path d="M${200 - w + 6} 72 Q${200 - w * 0.5} 120 ${200 - 14} 74 M${200 + w - 6} 72 Q${200 + w * 0.5} 120 ${200 + 14} 74" fill="none" stroke="${stitch}" stroke-width="2" stroke-dasharray="5 3"/>
<rect x="${200 + w - 46}" y="44" width="34" height="16" rx="2" fill="#8a5a35"/>`;
};

const saree: Draw = (l) => {
  const border = mix('#d4a640', l.c2, 0.15);
  const motifs = Array.from(
    { length: 20 },
    (_, i) =>
      `<circle cx="${110 + (i % 5) * 45}" cy="${120 + Math.floor(i / 5) * 50}" r="${4 + l.v[0]! * 3}" fill="${border}" opacity=".9"/>`,
  ).join('');
  return `<path d="M70 60 H330 V330 H70Z" fill="${l.c}"/>${l.printed ? `<path d="M70 60 H330 V330 H70Z" fill="url(#${l.uid}-print)"/>` : ''}
<rect x="70" y="60" width="260" height="${18 + l.v[1]! * 14}" fill="${border}"/><rect x="70" y="${312 - l.v[1]! * 14}" width="260" height="${18 + l.v[1]! * 14}" fill="${border}"/>
${motifs}<path d="M70 60 H330 V330 H70Z" fill="url(#${l.uid}-fold)"/>
<path d="M300 60 C340 120 380 200 360 390 H270 C300 260 280 150 300 60Z" fill="${l.dark}"/><path d="M280 360 H365 V390 H270Z" fill="${border}"/>
${Array.from({ length: 5 }, (_, i) => `<path d="M${290 + i * 14} 390 v-26" stroke="${mix(border, '#fff', 0.3)}" stroke-width="3"/>`).join('')}`;
};

const dress: Draw = (l) => {
  const flare = 140 + l.v[0]! * 40;
  const d = `M160 40 L150 130 Q200 150 250 130 L240 40 Q200 70 160 40Z M150 130 L${200 - flare} 380 Q200 400 ${200 + flare} 380 L250 130 Q200 150 150 130Z`;
  return `${fabric(l, d)}<path d="M150 130 Q200 150 250 130" fill="none" stroke="${l.c2}" stroke-width="12"/>
${l.v[1]! > 0.5 ? `<path d="M${200 - flare * 0.7} 300 Q200 318 ${200 + flare * 0.7} 300" fill="none" stroke="${l.light}" stroke-width="5"/>` : ''}
<path d="M160 40 L140 30 M240 40 L260 30" stroke="${l.c}" stroke-width="10" stroke-linecap="round"/>`;
};

const jacket: Draw = (l) => {
  const w = 120 + l.v[0]! * 16;
  const d = `M150 60 L${200 - w - 20} 90 L${200 - w - 60} 350 L${200 - w - 18} 356 L${200 - w + 4} 180 V360 H${200 + w - 4} V180 L${200 + w + 18} 356 L${200 + w + 60} 350 L${200 + w + 20} 90 L250 60Z`;
  const quilt = Array.from(
    { length: 6 },
    (_, i) =>
      `<path d="M${200 - w + 4} ${120 + i * 42} H${200 + w - 4}" stroke="${l.dark}" stroke-width="3" opacity=".6"/>`,
  ).join('');
  return `${fabric(l, d)}${quilt}<path d="M150 60 Q200 0 250 60 Q200 40 150 60Z" fill="${l.dark}"/><path d="M200 60 V360" stroke="#222" stroke-width="5"/>
<rect x="196" y="70" width="8" height="18" rx="2" fill="#c0c0c0"/>`;
};

const shoe: Draw = (l) => {
  const boot = /\bboots?\b/i.test(l.model);
  const toe = 300 + l.v[0]! * 30;
  const sole = /formal|derby|oxford|loafer/i.test(l.model) ? '#2a1b12' : l.c2 === l.c ? '#f4f4f2' : l.c2;
  const top = boot ? 90 : 170 + l.v[2]! * 20;
  const upper = `M40 292 C36 250 40 ${top + 30} 50 ${top} C80 ${top + 12} 110 ${top + 14} 132 ${top + 4} L${boot ? 150 : 156} ${boot ? 90 : 148} C170 142 186 146 196 156 C230 196 ${toe - 60} 222 ${toe} 236 C${toe + 50} 246 372 266 372 292Z`;
  const laces = Array.from(
    { length: boot ? 6 : 4 },
    (_, i) =>
      `<path d="M${158 + i * 18} ${(boot ? 110 : 160) + i * (boot ? 16 : 14)} l22 -8" stroke="${boot ? '#d9c3a0' : '#ffffff'}" stroke-width="6" stroke-linecap="round"/>`,
  ).join('');
  const swoosh =
    !boot && sole !== '#2a1b12'
      ? `<path d="M110 262 C180 250 250 226 310 238" stroke="${l.c2 === l.c ? l.light : l.c2}" stroke-width="12" fill="none" stroke-linecap="round"/>`
      : `<path d="M${toe - 80} 224 C${toe - 40} 214 ${toe} 222 ${toe + 20} 240" stroke="${l.dark}" stroke-width="3" fill="none"/>`;
  return `<path d="${upper}" fill="${l.c}"/><path d="${upper}" fill="${sheen(l)}"/>
<path d="M40 292 C36 250 40 ${top + 30} 50 ${top} C60 ${top + 50} 62 250 70 292Z" fill="${l.dark}" opacity=".35"/>
${laces}${swoosh}
<path d="M30 288 H378 Q386 312 366 320 H44 Q26 316 30 288Z" fill="${sole}"/><path d="M36 302 H374" stroke="${mix(sole, '#000000', 0.25)}" stroke-width="2"/>`;
};

const sandal: Draw = (l) => {
  const heel = /heel/i.test(l.model) ? 60 : 0;
  const sole = `M60 ${300 - heel} C60 ${270 - heel} 100 ${260 - heel} 150 ${270 - heel * 0.6} L330 290 C370 292 372 320 340 324 H80 C60 322 56 ${312 - heel} 60 ${300 - heel}Z`;
  return `<path d="${sole}" fill="${mix(l.c, '#8a5a35', 0.5)}"/>${heel ? `<rect x="70" y="${300 - heel}" width="34" height="${heel + 24}" fill="${l.dark}"/>` : ''}
<path d="M70 ${316 - heel * 0.1} H340" stroke="${l.dark}" stroke-width="8"/>
<path d="M170 ${272 - heel * 0.5} C190 200 270 200 300 286" fill="none" stroke="${l.c}" stroke-width="${22 + l.v[0]! * 10}"/>
<path d="M110 ${262 - heel * 0.8} C120 220 170 210 190 236" fill="none" stroke="${l.c}" stroke-width="14"/>
${l.v[1]! > 0.5 ? `<circle cx="235" cy="222" r="9" fill="#d4a640"/>` : ''}`;
};

const handbag: Draw = (l) => {
  const w = 260 + l.v[0]! * 40;
  const top = 150 + l.v[1]! * 30;
  const d = `M${200 - w / 2 + 30} ${top} H${200 + w / 2 - 30} L${200 + w / 2} 360 H${200 - w / 2}Z`;
  return `<path d="M${200 - 60} ${top} V${top - 50} Q200 ${top - 110} ${260} ${top - 50} V${top}" fill="none" stroke="${l.dark}" stroke-width="14"/>
<path d="${d}" fill="${l.c}"/><path d="${d}" fill="${sheen(l)}"/>
<path d="M${200 - w / 2 + 30} ${top} H${200 + w / 2 - 30} L${200 + w / 2 - 20} ${top + 80} Q200 ${top + 110} ${200 - w / 2 + 20} ${top + 80}Z" fill="${l.dark}" opacity=".45"/>
<rect x="188" y="${top + 78}" width="24" height="26" rx="4" fill="#d4b26a"/>
<path d="${d}" fill="none" stroke="${l.dark}" stroke-width="2" stroke-dasharray="6 4" transform="translate(0 0) scale(1)" opacity=".5"/>`;
};

const backpack: Draw = (l) => {
  const w = 200 + l.v[0]! * 40;
  const x = 200 - w / 2;
  return `<path d="M170 70 Q200 30 230 70" fill="none" stroke="${l.dark}" stroke-width="12"/>
<rect x="${x}" y="60" width="${w}" height="310" rx="${60 + l.v[1]! * 30}" fill="${l.c}"/><rect x="${x}" y="60" width="${w}" height="310" rx="${60 + l.v[1]! * 30}" fill="${sheen(l)}"/>
<path d="M${x + 20} 150 Q200 110 ${x + w - 20} 150" fill="none" stroke="${l.dark}" stroke-width="4"/>
<rect x="${x + 30}" y="220" width="${w - 60}" height="130" rx="34" fill="${l.c2 === l.c ? l.dark : l.c2}" opacity=".9"/>
<path d="M${x + 44} 250 H${x + w - 44}" stroke="#1b1b1b" stroke-width="4"/><rect x="${x + w - 70}" y="244" width="14" height="24" rx="3" fill="#c0c0c0"/>
${txt(200, 310, 20, l.ink, l.brand, { max: 12 })}`;
};

const suitcase: Draw = (l) => {
  const w = 200 + l.v[0]! * 40;
  const h = 260 + l.v[1]! * 30;
  const x = 200 - w / 2;
  const y = 380 - h - 16;
  const ribs = Array.from(
    { length: 4 },
    (_, i) =>
      `<rect x="${x + (w / 5) * (i + 1) - 5}" y="${y + 14}" width="10" height="${h - 28}" rx="5" fill="${l.dark}" opacity=".45"/>`,
  ).join('');
  return `<rect x="180" y="${y - 60}" width="8" height="64" fill="#555"/><rect x="212" y="${y - 60}" width="8" height="64" fill="#555"/><rect x="174" y="${y - 70}" width="52" height="14" rx="5" fill="#333"/>
<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="26" fill="${l.c}"/><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="26" fill="${sheen(l)}"/>${ribs}
<rect x="${x + 12}" y="${y + h / 2 - 24}" width="34" height="48" rx="6" fill="#333"/>
${[x + 24, x + w - 24].map((cx) => `<circle cx="${cx}" cy="${y + h + 8}" r="11" fill="#222"/>`).join('')}`;
};

const wallet: Draw = (l) =>
  `<rect x="70" y="110" width="260" height="190" rx="18" fill="${l.c}"/><rect x="70" y="110" width="260" height="190" rx="18" fill="${sheen(l)}"/>
<rect x="80" y="120" width="240" height="170" rx="12" fill="none" stroke="${l.light}" stroke-width="2.5" stroke-dasharray="7 5"/>
<path d="M200 110 V300" stroke="${l.dark}" stroke-width="3"/>${txt(265, 212, 15, l.light, l.brand, { max: 10 })}
${l.v[0]! > 0.5 ? `<rect x="40" y="60" width="200" height="120" rx="12" fill="${l.dark}" transform="rotate(-12 140 120)"/>` : ''}`;

const sunglasses: Draw = (l) => {
  const lens = l.v[0]! > 0.5 ? 'aviator' : 'wayfarer';
  const tint = mix(l.c, '#1b2a3a', 0.5);
  const shape = (cx: number) =>
    lens === 'aviator'
      ? `<path d="M${cx - 70} 170 Q${cx} 150 ${cx + 66} 168 Q${cx + 70} 250 ${cx} 262 Q${cx - 74} 250 ${cx - 70} 170Z"`
      : `<rect x="${cx - 72}" y="160" width="144" height="96" rx="22"`;
  return `<path d="M40 175 L20 260 M360 175 L380 260" stroke="${l.dark}" stroke-width="9" stroke-linecap="round"/>
${shape(120)} fill="${tint}" stroke="${mix(l.c, '#999', 0.4)}" stroke-width="8"/>${shape(280)} fill="${tint}" stroke="${mix(l.c, '#999', 0.4)}" stroke-width="8"/>
<path d="M192 182 Q200 170 208 182" stroke="${mix(l.c, '#999', 0.4)}" stroke-width="8" fill="none"/>
<path d="M80 186 L120 170 M240 186 L280 170" stroke="#ffffff" stroke-width="7" stroke-linecap="round" opacity=".45"/>`;
};

// ---- Bottles, jars and packs --------------------------------------------------------------------------------

const waterBottle: Draw = (l) => {
  const w = 90 + l.v[0]! * 40;
  const h = 290 + l.v[1]! * 40;
  const x = 200 - w / 2;
  const y = 385 - h;
  const capH = 46 + l.v[2]! * 18;
  return `<rect x="${x + w * 0.18}" y="${y}" width="${w * 0.64}" height="${capH}" rx="12" fill="${l.dark}"/>
${l.v[3]! > 0.5 ? `<path d="M${x + w * 0.82} ${y + 10} q40 10 8 ${capH}" fill="none" stroke="${l.dark}" stroke-width="8"/>` : ''}
<rect x="${x + w * 0.12}" y="${y + capH - 6}" width="${w * 0.76}" height="14" fill="#b9bec3"/>
<path d="M${x + w * 0.12} ${y + capH + 6} Q${x} ${y + capH + 30} ${x} ${y + capH + 60} V${y + h - 16} Q${x} ${y + h} ${x + 16} ${y + h} H${x + w - 16} Q${x + w} ${y + h} ${x + w} ${y + h - 16} V${y + capH + 60} Q${x + w} ${y + capH + 30} ${x + w * 0.88} ${y + capH + 6}Z" fill="${l.c}"/>
<rect x="${x + 8}" y="${y + capH + 40}" width="14" height="${h - capH - 70}" rx="7" fill="#ffffff" opacity=".35"/>
<rect x="${x}" y="${y + h - 40}" width="${w}" height="22" fill="#b9bec3" opacity=".8"/>
${txt(200, y + h * 0.55, Math.min(22, w / 5), l.ink, l.brand, { max: 10 })}${txt(200, y + h * 0.55 + 22, 13, l.ink, l.amount || l.spec, { weight: 400, max: 12 })}`;
};

function label(l: Look, x: number, y: number, w: number, h: number, name: string): string {
  const lines = wrap(name, Math.max(8, Math.floor(w / 11)), 2);
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="#ffffff" opacity=".94"/>
${txt(x + w / 2, y + h * 0.28, Math.min(22, (w * 1.5) / Math.max(6, [...l.brand].length)), l.accent, l.brand, { max: 18 })}
${lines.map((line, i) => txt(x + w / 2, y + h * 0.5 + i * 15, 12, '#333', line, { weight: 400, max: 40 })).join('')}
${l.amount ? `<rect x="${x + w / 2 - 34}" y="${y + h - 30}" width="68" height="22" rx="11" fill="${l.accent}"/>${txt(x + w / 2, y + h - 14, 13, '#ffffff', l.amount, { max: 10 })}` : ''}`;
}

const shampoo: Draw = (l) => {
  const w = 130 + l.v[0]! * 30;
  const h = 270 + l.v[1]! * 30;
  const x = 200 - w / 2;
  const y = 385 - h;
  return `<rect x="${200 - 30}" y="${y}" width="60" height="40" rx="8" fill="${l.dark}"/>
<path d="M${x + 16} ${y + 36} H${x + w - 16} Q${x + w} ${y + 60} ${x + w} ${y + 90} V${y + h - 12} Q${x + w} ${y + h} ${x + w - 12} ${y + h} H${x + 12} Q${x} ${y + h} ${x} ${y + h - 12} V${y + 90} Q${x} ${y + 60} ${x + 16} ${y + 36}Z" fill="${l.accent}"/>
<path d="M${x + 16} ${y + 36} H${x + w - 16} Q${x + w} ${y + 60} ${x + w} ${y + 90} V${y + h - 12} Q${x + w} ${y + h} ${x + w - 12} ${y + h} H${x + 12} Q${x} ${y + h} ${x} ${y + h - 12} V${y + 90} Q${x} ${y + 60} ${x + 16} ${y + 36}Z" fill="${sheen(l)}"/>
${label(l, x + 10, y + 100, w - 20, h - 130, l.model)}`;
};

const perfume: Draw = (l) => {
  const w = 170 + l.v[0]! * 40;
  const h = 190 + l.v[1]! * 40;
  const x = 200 - w / 2;
  const y = 380 - h;
  const glass = mix(l.accent, '#ffffff', 0.55);
  return `<rect x="${200 - 34}" y="${y - 80}" width="68" height="70" rx="${l.v[2]! > 0.5 ? 34 : 6}" fill="${l.v[3]! > 0.5 ? '#d4b26a' : '#1f1f21'}"/>
<rect x="${200 - 16}" y="${y - 14}" width="32" height="18" fill="#c9cdd2"/>
<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${18 + l.v[4]! * 30}" fill="${glass}" opacity=".9"/>
<rect x="${x + 12}" y="${y + h * 0.3}" width="${w - 24}" height="${h * 0.7 - 12}" rx="${12 + l.v[4]! * 24}" fill="${l.accent}" opacity=".55"/>
<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${18 + l.v[4]! * 30}" fill="${sheen(l)}"/>
${txt(200, y + h * 0.45, 22, '#1b1b1b', l.brand, { max: 12 })}${txt(200, y + h * 0.45 + 22, 12, '#333', l.amount, { weight: 400 })}`;
};

const creamJar: Draw = (l) => {
  const w = 220 + l.v[0]! * 40;
  const x = 200 - w / 2;
  return `<rect x="${x - 6}" y="150" width="${w + 12}" height="60" rx="14" fill="${l.accent}"/><rect x="${x - 6}" y="150" width="${w + 12}" height="60" rx="14" fill="${sheen(l)}"/>
<rect x="${x}" y="205" width="${w}" height="160" rx="24" fill="#f7f5f0"/>${label(l, x + 14, 222, w - 28, 128, l.model)}`;
};

const tube: Draw = (l) => {
  const w = 150 + l.v[0]! * 30;
  return `<g transform="rotate(${-10 + l.v[1]! * 20} 200 200)"><path d="M${200 - w / 2} 40 H${200 + w / 2} L${200 + w / 2 - 20} 310 H${200 - w / 2 + 20}Z" fill="${mix(l.accent, '#ffffff', 0.7)}"/>
<rect x="${200 - w / 2}" y="34" width="${w}" height="14" fill="${l.accent}"/><rect x="${200 - 40}" y="310" width="80" height="60" rx="10" fill="${l.accent}"/>
${label(l, 200 - w / 2 + 22, 90, w - 44, 190, l.model)}</g>`;
};

const lipstick: Draw = (l) => {
  const shade = l.c;
  return `<rect x="150" y="210" width="100" height="170" rx="8" fill="#1f1f21"/><rect x="150" y="210" width="100" height="170" rx="8" fill="${sheen(l)}"/>
<rect x="156" y="170" width="88" height="50" fill="#d4b26a"/><path d="M166 170 V90 L234 60 V170Z" fill="${shade}"/><path d="M166 170 V90 L234 60 V170Z" fill="${sheen(l)}"/>
${txt(200, 300, 15, '#d4b26a', l.brand, { max: 10 })}<circle cx="310" cy="340" r="28" fill="${shade}"/>`;
};

const jar: Draw = (l) => {
  const w = 200 + l.v[0]! * 50;
  const h = 230 + l.v[1]! * 50;
  const x = 200 - w / 2;
  const y = 385 - h;
  return `<rect x="${x + 10}" y="${y}" width="${w - 20}" height="46" rx="10" fill="${l.accent}"/><rect x="${x + 10}" y="${y}" width="${w - 20}" height="46" rx="10" fill="${sheen(l)}"/>
<rect x="${x}" y="${y + 40}" width="${w}" height="${h - 40}" rx="30" fill="${mix(l.accent, '#3b2414', 0.55)}"/>
${label(l, x + 14, y + 80, w - 28, h - 130, l.model)}<rect x="${x + 8}" y="${y + 60}" width="14" height="${h - 90}" rx="7" fill="#ffffff" opacity=".25"/>`;
};

const pouch: Draw = (l) => {
  const w = 230 + l.v[0]! * 40;
  const h = 300 + l.v[1]! * 40;
  const x = 200 - w / 2;
  const y = 390 - h;
  const d = `M${x + 10} ${y} H${x + w - 10} L${x + w} ${y + h - 20} Q${x + w} ${y + h} ${x + w - 20} ${y + h} H${x + 20} Q${x} ${y + h} ${x} ${y + h - 20}Z`;
  return `<path d="${d}" fill="${l.accent}"/><path d="${d}" fill="${sheen(l)}"/>
<path d="M${x + 10} ${y + 14} H${x + w - 10}" stroke="#ffffff" stroke-width="2" stroke-dasharray="3 3" opacity=".6"/>
<ellipse cx="200" cy="${y + h * 0.66}" rx="${w * 0.32}" ry="${h * 0.14}" fill="${mix(l.accent, '#ffffff', 0.3)}"/>
${txt(200, y + h * 0.22, Math.min(40, w / 6), '#ffffff', l.brand, { max: 12 })}
${wrap(l.model, Math.floor(w / 13), 2)
  .map((line, i) => txt(200, y + h * 0.34 + i * 22, 18, '#ffffff', line, { weight: 600, max: 40 }))
  .join('')}
${l.amount ? `<circle cx="${x + w - 44}" cy="${y + h - 50}" r="32" fill="#ffffff"/>${txt(x + w - 44, y + h - 44, 16, l.accent, l.amount, { max: 8 })}` : ''}`;
};

const carton: Draw = (l) => {
  const w = 200 + l.v[0]! * 40;
  const h = 270 + l.v[1]! * 40;
  const x = 170 - w / 2;
  const y = 385 - h;
  const depth = 50 + l.v[2]! * 20;
  return `<path d="M${x + w} ${y} l${depth} -${depth * 0.5} V${y + h - depth * 0.5} l-${depth} ${depth * 0.5}Z" fill="${mix(l.accent, '#000', 0.3)}"/>
<path d="M${x} ${y} l${depth} -${depth * 0.5} H${x + w + depth} l-${depth} ${depth * 0.5}Z" fill="${mix(l.accent, '#fff', 0.2)}"/>
<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${l.accent}"/>
<rect x="${x + 14}" y="${y + 18}" width="${w - 28}" height="56" rx="28" fill="#ffffff"/>${txt(x + w / 2, y + 56, 26, l.accent, l.brand, { max: 12 })}
${wrap(l.model, Math.floor(w / 12), 3)
  .map((line, i) => txt(x + w / 2, y + 110 + i * 24, 19, '#ffffff', line, { weight: 600, max: 40 }))
  .join('')}
<circle cx="${x + w / 2}" cy="${y + h * 0.72}" r="${w * 0.2}" fill="${mix(l.accent, '#ffeb99', 0.6)}"/>
${l.amount ? `<rect x="${x + w - 96}" y="${y + h - 40}" width="84" height="28" rx="6" fill="#ffffff"/>${txt(x + w - 54, y + h - 20, 15, '#222', l.amount, { max: 10 })}` : ''}`;
};

const drinkBottle: Draw = (l) => {
  const w = 120 + l.v[0]! * 30;
  const x = 200 - w / 2;
  const liquid = l.c === l.accent ? mix(l.accent, '#000', 0.3) : mix(l.accent, '#3b2414', 0.2);
  const d = `M${200 - 18} 20 H${200 + 18} V60 Q${x + w} 90 ${x + w} 140 V370 Q${x + w} 385 ${x + w - 14} 385 H${x + 14} Q${x} 385 ${x} 370 V140 Q${x} 90 ${200 - 18} 60Z`;
  return `<rect x="${200 - 22}" y="10" width="44" height="24" rx="4" fill="${l.dark}"/><path d="${d}" fill="${liquid}" opacity=".85"/><path d="${d}" fill="${sheen(l)}"/>
<rect x="${x}" y="190" width="${w}" height="110" fill="${l.accent}"/>${txt(200, 240, Math.min(26, w / 5), '#ffffff', l.brand, { max: 10 })}${txt(200, 270, 14, '#ffffff', l.amount, { max: 12 })}`;
};

const can: Draw = (l) => {
  const cans = l.amount.match(/^(\d+) x/) ? 3 : 1;
  const one = (cx: number) =>
    `<rect x="${cx - 60}" y="80" width="120" height="290" rx="14" fill="${l.accent}"/><rect x="${cx - 60}" y="80" width="120" height="290" rx="14" fill="${sheen(l)}"/>
<rect x="${cx - 54}" y="70" width="108" height="18" rx="8" fill="#c9cdd2"/>${txt(cx, 230, 22, '#ffffff', l.brand, { max: 8, extra: ` transform="rotate(-90 ${cx} 225)"` })}`;
  return cans === 1 ? one(200) : `${one(110)}${one(290)}${one(200)}`;
};

// ---- Kitchen and home appliances ----------------------------------------------------------------------------

const pressureCooker: Draw = (l) => {
  const metal = /anodi[sz]ed|black/i.test(l.model) ? '#2f3033' : '#c3c7cc';
  const w = 210 + l.v[0]! * 40;
  const x = 180 - w / 2;
  return `<rect x="${x}" y="170" width="${w}" height="190" rx="30" fill="${metal}"/><rect x="${x}" y="170" width="${w}" height="190" rx="30" fill="${sheen(l)}"/>
<ellipse cx="180" cy="170" rx="${w / 2 + 8}" ry="26" fill="${mix(metal, '#fff', 0.2)}"/><rect x="170" y="120" width="20" height="40" rx="6" fill="#1b1b1b"/>
<rect x="${x + w - 10}" y="150" width="${150}" height="26" rx="12" fill="#1b1b1b"/><rect x="${x + w - 10}" y="196" width="110" height="22" rx="10" fill="#1b1b1b"/>
${txt(180, 280, 22, metal === '#2f3033' ? '#e0e0e0' : '#333', l.brand, { max: 10 })}${txt(180, 306, 14, metal === '#2f3033' ? '#bbb' : '#555', l.spec || l.amount, { weight: 400 })}`;
};

const pan: Draw = (l) =>
  `<path d="M60 200 Q60 320 180 330 Q300 320 300 200Z" fill="#2f3033"/><ellipse cx="180" cy="200" rx="120" ry="30" fill="#3d3e42"/><ellipse cx="180" cy="200" rx="104" ry="22" fill="#1b1b1d"/>
<rect x="290" y="184" width="${90 + l.v[0]! * 20}" height="22" rx="10" fill="${l.c === '#1f1f21' ? '#6b4226' : l.c}"/><rect x="36" y="190" width="40" height="18" rx="8" fill="#6b4226"/>
${txt(180, 290, 16, '#ddd', l.brand, { max: 10 })}`;

const mixer: Draw = (l) => {
  const w = 190 + l.v[0]! * 30;
  return `<path d="M${200 - 60} 50 H${200 + 60} L${200 + 50} 200 H${200 - 50}Z" fill="#dfe9ef" opacity=".85"/><rect x="${200 - 66}" y="36" width="132" height="22" rx="8" fill="#333"/>
<path d="M${200 + 58} 80 q40 10 30 80 l-24 -4" fill="none" stroke="#bbb" stroke-width="10"/>
<path d="M${200 - w / 2} 210 H${200 + w / 2} L${200 + w / 2 - 16} 370 H${200 - w / 2 + 16}Z" fill="${l.c}"/><path d="M${200 - w / 2} 210 H${200 + w / 2} L${200 + w / 2 - 16} 370 H${200 - w / 2 + 16}Z" fill="${sheen(l)}"/>
<rect x="${200 - 56}" y="196" width="112" height="24" rx="6" fill="${l.dark}"/><circle cx="200" cy="300" r="28" fill="${l.dark}"/><rect x="196" y="278" width="8" height="20" rx="3" fill="#eee"/>
${txt(200, 252, 16, l.ink, l.brand, { max: 10 })}`;
};

const fridge: Draw = (l) => {
  const w = 180 + l.v[0]! * 40;
  const x = 200 - w / 2;
  const split = 140 + l.v[1]! * 40;
  const body = /inox|steel/i.test(`${l.model} ${l.spec}`) ? '#b9bec3' : l.c;
  return `<rect x="${x}" y="20" width="${w}" height="360" rx="14" fill="${body}"/><rect x="${x}" y="20" width="${w}" height="360" rx="14" fill="${sheen(l)}"/>
<path d="M${x} ${split} H${x + w}" stroke="${mix(body, '#000', 0.35)}" stroke-width="4"/>
<rect x="${x + w - 24}" y="${split - 80}" width="8" height="60" rx="4" fill="${mix(body, '#000', 0.4)}"/><rect x="${x + w - 24}" y="${split + 20}" width="8" height="90" rx="4" fill="${mix(body, '#000', 0.4)}"/>
${l.v[2]! > 0.5 ? `<rect x="${x + 20}" y="${split + 24}" width="40" height="30" rx="4" fill="#1b1b1b"/><text x="${x + 40}" y="${split + 45}" font-family="${FONT}" font-size="14" fill="#5bd" text-anchor="middle">4°C</text>` : ''}
${txt(200, 370, 12, mix(body, '#000', 0.6), l.brand, { max: 12 })}`;
};

const washingMachine: Draw = (l) => {
  const body = l.c === '#1f1f21' ? '#4a4c50' : l.c;
  return `<rect x="80" y="40" width="240" height="340" rx="16" fill="${body}"/><rect x="80" y="40" width="240" height="340" rx="16" fill="${sheen(l)}"/>
<rect x="80" y="40" width="240" height="64" rx="16" fill="${mix(body, '#000', 0.12)}"/><circle cx="270" cy="72" r="18" fill="#d0d4d8" stroke="#888" stroke-width="3"/>
<rect x="100" y="62" width="80" height="20" rx="4" fill="#1b1b1b"/>${txt(140, 77, 12, '#5bd', '1:05', { weight: 400 })}
<circle cx="200" cy="${230 + l.v[0]! * 10}" r="${92 + l.v[1]! * 10}" fill="#c9cdd2"/><circle cx="200" cy="${230 + l.v[0]! * 10}" r="${72 + l.v[1]! * 8}" fill="#2b3a4a"/>
<circle cx="180" cy="${210 + l.v[0]! * 10}" r="20" fill="#ffffff" opacity=".3"/>${txt(200, 368, 12, mix(body, '#000', 0.6), l.brand, { max: 12 })}`;
};

const ac: Draw = (l) =>
  `<rect x="20" y="90" width="360" height="${110 + l.v[0]! * 20}" rx="26" fill="#f4f5f6"/><rect x="20" y="90" width="360" height="${110 + l.v[0]! * 20}" rx="26" fill="${sheen(l)}"/>
<rect x="40" y="${180 + l.v[0]! * 20}" width="320" height="14" rx="7" fill="#d6d9dc"/>${[0, 1, 2].map((i) => `<path d="M44 ${212 + l.v[0]! * 20 + i * 12} H356" stroke="#c7cace" stroke-width="3"/>`).join('')}
${txt(70, 130, 16, '#666', l.brand, { anchor: 'start', max: 12 })}<rect x="310" y="116" width="44" height="18" rx="4" fill="#1b1b1b"/>${txt(332, 130, 12, '#5bd', '24°', { weight: 400 })}
<rect x="150" y="270" width="70" height="120" rx="14" fill="#ececec" stroke="#ccc"/><rect x="162" y="284" width="46" height="22" rx="3" fill="#223"/>`;

const microwave: Draw = (l) => {
  const body = l.c;
  return `<rect x="30" y="100" width="340" height="220" rx="16" fill="${body}"/><rect x="30" y="100" width="340" height="220" rx="16" fill="${sheen(l)}"/>
<rect x="48" y="120" width="220" height="180" rx="10" fill="#141516"/><rect x="64" y="136" width="188" height="148" rx="6" fill="#2b2c2f"/><circle cx="158" cy="210" r="36" fill="#3b3c40"/>
<rect x="284" y="130" width="70" height="30" rx="4" fill="#0f1d1f"/>${txt(319, 151, 16, '#5bd', '12:00', { weight: 400 })}
${[0, 1, 2].map((i) => `<circle cx="319" cy="${190 + i * 36}" r="12" fill="${mix(body, '#000', 0.3)}"/>`).join('')}${txt(158, 330, 12, '#555', l.brand, { max: 12 })}`;
};

const fan: Draw = (l) => {
  const blades = 3 + Math.floor(l.v[0]! * 2);
  const len = 160 + l.v[1]! * 20;
  const blade = (i: number) =>
    `<path d="M200 200 Q${200 + len * 0.3} ${200 - 30} ${200 + len} 200 Q${200 + len * 0.3} ${200 + 26} 200 200Z" fill="${l.c}" transform="rotate(${(360 / blades) * i + 15} 200 200)"/>`;
  return `<rect x="194" y="10" width="12" height="120" fill="${l.dark}"/>${Array.from({ length: blades }, (_, i) => blade(i)).join('')}
<circle cx="200" cy="200" r="46" fill="${l.dark}"/><circle cx="200" cy="200" r="46" fill="${sheen(l)}"/><circle cx="200" cy="200" r="16" fill="${l.light}"/>`;
};

const cooler: Draw = (l) => {
  const body = l.c === '#1f1f21' ? '#ececec' : l.c;
  return `<rect x="100" y="30" width="200" height="340" rx="20" fill="${body}"/><rect x="100" y="30" width="200" height="340" rx="20" fill="${sheen(l)}"/>
<rect x="124" y="70" width="152" height="130" rx="10" fill="#2a2b2e"/>${Array.from({ length: 9 }, (_, i) => `<path d="M130 ${80 + i * 14} H270" stroke="#555" stroke-width="5"/>`).join('')}
<rect x="124" y="220" width="152" height="100" rx="10" fill="url(#${l.uid}-grille)"/>${txt(200, 350, 14, '#444', l.brand, { max: 12 })}
${[120, 280].map((cx) => `<circle cx="${cx}" cy="378" r="8" fill="#333"/>`).join('')}`;
};

const vacuum: Draw = (l) =>
  `<rect x="${230 + l.v[0]! * 20}" y="20" width="24" height="250" rx="10" fill="#9aa0a6" transform="rotate(14 240 150)"/>
<rect x="100" y="210" width="170" height="120" rx="50" fill="${l.c}"/><rect x="100" y="210" width="170" height="120" rx="50" fill="${sheen(l)}"/>
<circle cx="140" cy="330" r="22" fill="#222"/><circle cx="240" cy="330" r="22" fill="#222"/><path d="M110 250 q-60 0 -60 60 v40" stroke="#444" stroke-width="12" fill="none"/>
<rect x="20" y="340" width="90" height="30" rx="10" fill="#333"/>${txt(185, 274, 14, l.ink, l.brand, { max: 12 })}`;

const iron: Draw = (l) =>
  `<path d="M60 300 Q80 180 220 170 H330 Q350 170 350 200 V300Z" fill="${l.c}"/><path d="M60 300 Q80 180 220 170 H330 Q350 170 350 200 V300Z" fill="${sheen(l)}"/>
<path d="M180 172 Q200 100 300 100 H330 Q346 100 346 130 V172" fill="none" stroke="${l.dark}" stroke-width="26" stroke-linejoin="round"/>
<path d="M50 300 H360 L356 322 H56Z" fill="#c9cdd2"/><circle cx="250" cy="240" r="22" fill="${l.dark}"/>${txt(150, 280, 14, l.ink, l.brand, { max: 10 })}`;

const kettle: Draw = (l) =>
  `<path d="M110 110 H270 L290 370 H90Z" fill="${l.c}"/><path d="M110 110 H270 L290 370 H90Z" fill="${sheen(l)}"/>
<path d="M270 140 q70 10 60 120 l-40 10" fill="none" stroke="${l.dark}" stroke-width="22"/><path d="M110 130 L60 110 L110 170Z" fill="${l.c}"/>
<ellipse cx="190" cy="110" rx="84" ry="14" fill="${l.dark}"/><rect x="80" y="366" width="220" height="18" rx="6" fill="#222"/>${txt(190, 250, 16, l.ink, l.brand, { max: 10 })}`;

const lamp: Draw = (l) =>
  `<path d="M${120 - l.v[0]! * 20} 170 L160 50 H240 L${280 + l.v[0]! * 20} 170Z" fill="${l.c}"/><path d="M${120 - l.v[0]! * 20} 170 L160 50 H240 L${280 + l.v[0]! * 20} 170Z" fill="${sheen(l)}"/>
<ellipse cx="200" cy="200" rx="120" ry="40" fill="#fff3c4" opacity=".5"/><rect x="194" y="170" width="12" height="170" fill="#c3a15a"/><ellipse cx="200" cy="350" rx="70" ry="18" fill="#8a6d32"/>`;

const clock: Draw = (l) =>
  `<circle cx="200" cy="200" r="170" fill="${l.c === '#f4f4f2' ? '#6b4a32' : l.c}"/><circle cx="200" cy="200" r="150" fill="#fbfbf8"/>
${Array.from({ length: 12 }, (_, i) => `<text x="200" y="${200 - 118}" font-family="${FONT}" font-size="22" text-anchor="middle" fill="#222" transform="rotate(${(i + 1) * 30} 200 200) rotate(${-(i + 1) * 30} 200 ${200 - 125})">${i + 1}</text>`).join('')}
<path d="M200 200 V110" stroke="#222" stroke-width="6" stroke-linecap="round"/><path d="M200 200 L262 230" stroke="#222" stroke-width="9" stroke-linecap="round"/><path d="M200 200 L150 300" stroke="#c33" stroke-width="3"/>
<circle cx="200" cy="200" r="8" fill="#222"/>${txt(200, 260, 14, '#777', l.brand, { max: 12 })}`;

// ---- Furniture and bedding ----------------------------------------------------------------------------------

const sofa: Draw = (l) => {
  const seats = /\b2 seater\b/i.test(l.model) ? 2 : /\b1 seater\b/i.test(l.model) ? 1 : 3;
  const w = 100 * seats + 60;
  const x = 200 - w / 2;
  const leg = l.v[0]! > 0.5 ? '#6b4a32' : '#1b1b1b';
  return `<rect x="${x + 10}" y="120" width="${w - 20}" height="120" rx="${20 + l.v[1]! * 20}" fill="${l.dark}"/>
${Array.from({ length: seats }, (_, i) => `<rect x="${x + 30 + i * 100 + 4}" y="140" width="92" height="100" rx="16" fill="${l.c}"/><rect x="${x + 30 + i * 100 + 4}" y="230" width="92" height="54" rx="12" fill="${l.light}"/>`).join('')}
<rect x="${x}" y="190" width="40" height="120" rx="16" fill="${l.c}"/><rect x="${x + w - 40}" y="190" width="40" height="120" rx="16" fill="${l.c}"/>
<rect x="${x + 20}" y="280" width="${w - 40}" height="30" rx="8" fill="${l.dark}"/><rect x="${x + 20}" y="308" width="10" height="30" fill="${leg}"/><rect x="${x + w - 30}" y="308" width="10" height="30" fill="${leg}"/>`;
};

const chair: Draw = (l) =>
  `<rect x="130" y="30" width="140" height="${170 + l.v[0]! * 30}" rx="40" fill="${l.c}"/><rect x="142" y="46" width="116" height="${140 + l.v[0]! * 30}" rx="30" fill="url(#${l.uid}-grille)"/>
<rect x="110" y="220" width="180" height="50" rx="20" fill="${l.c}"/><rect x="90" y="200" width="24" height="60" rx="8" fill="#333"/><rect x="286" y="200" width="24" height="60" rx="8" fill="#333"/>
<rect x="192" y="270" width="16" height="70" fill="#777"/><path d="M200 340 L110 370 M200 340 L290 370 M200 340 L150 384 M200 340 L250 384" stroke="#333" stroke-width="10" stroke-linecap="round"/>`;

const bed: Draw = (l) => {
  const wood = l.c;
  return `<rect x="30" y="${90 + l.v[0]! * 30}" width="340" height="${160 - l.v[0]! * 30}" rx="10" fill="${wood}"/><rect x="30" y="${90 + l.v[0]! * 30}" width="340" height="${160 - l.v[0]! * 30}" rx="10" fill="${sheen(l)}"/>
<rect x="50" y="200" width="300" height="80" rx="12" fill="#f4f2ee"/><rect x="70" y="180" width="110" height="40" rx="16" fill="#ffffff"/><rect x="220" y="180" width="110" height="40" rx="16" fill="#ffffff"/>
<rect x="50" y="230" width="300" height="60" rx="8" fill="${mix(l.accent, '#fff', 0.5)}"/><rect x="30" y="280" width="340" height="60" rx="6" fill="${mix(wood, '#000', 0.15)}"/>
${l.v[1]! > 0.5 ? `<path d="M60 300 H190 M210 300 H340" stroke="${mix(wood, '#000', 0.4)}" stroke-width="3"/><rect x="118" y="306" width="30" height="6" rx="3" fill="#ccc"/><rect x="252" y="306" width="30" height="6" rx="3" fill="#ccc"/>` : ''}`;
};

const table: Draw = (l) =>
  `<path d="M40 170 L100 130 H300 L360 170Z" fill="${mix(l.c, '#fff', 0.15)}"/><rect x="40" y="170" width="320" height="22" fill="${l.c}"/>
<rect x="60" y="192" width="18" height="${160 + l.v[0]! * 20}" fill="${l.dark}"/><rect x="322" y="192" width="18" height="${160 + l.v[0]! * 20}" fill="${l.dark}"/>
<rect x="110" y="150" width="14" height="130" fill="${mix(l.dark, '#000', 0.2)}"/><rect x="276" y="150" width="14" height="130" fill="${mix(l.dark, '#000', 0.2)}"/>`;

const cupboard: Draw = (l) => {
  const doors = 2 + Math.floor(l.v[0]! * 2);
  const w = 90 * doors;
  const x = 200 - w / 2;
  return `<rect x="${x}" y="20" width="${w}" height="350" rx="6" fill="${l.c}"/><rect x="${x}" y="20" width="${w}" height="350" rx="6" fill="${sheen(l)}"/>
${Array.from({ length: doors - 1 }, (_, i) => `<path d="M${x + 90 * (i + 1)} 24 V366" stroke="${l.dark}" stroke-width="3"/>`).join('')}
${Array.from({ length: doors }, (_, i) => `<rect x="${x + 90 * i + (i % 2 ? 12 : 72)}" y="170" width="6" height="50" rx="3" fill="#c9cdd2"/>`).join('')}
<rect x="${x - 6}" y="366" width="${w + 12}" height="14" fill="${l.dark}"/>`;
};

const bedsheet: Draw = (l) => {
  const fold = (y: number, shade: number) =>
    `<rect x="60" y="${y}" width="280" height="64" rx="10" fill="${mix(l.c, '#000', shade)}"/><rect x="60" y="${y}" width="280" height="64" rx="10" fill="url(#${l.uid}-print)" opacity="${l.printed || l.v[0]! > 0.4 ? 1 : 0}"/>`;
  return `${fold(300, 0.2)}${fold(236, 0.1)}${fold(172, 0)}<rect x="100" y="70" width="200" height="100" rx="30" fill="${l.light}"/><rect x="100" y="70" width="200" height="100" rx="30" fill="url(#${l.uid}-print)" opacity=".7"/>
<path d="M60 204 H340" stroke="${l.dark}" stroke-width="2" opacity=".4"/>`;
};

// ---- Books --------------------------------------------------------------------------------------------------

const book: Draw = (l) => {
  const w = 240;
  const h = 340;
  const x = 80;
  const y = 30;
  const cover = l.accent;
  const lines = wrap(l.title, 14, 4);
  const size = lines.length > 3 ? 26 : 30;
  const motif = Math.floor(l.v[0]! * 3);
  const art =
    motif === 0
      ? `<circle cx="${x + w / 2}" cy="${y + h * 0.62}" r="56" fill="${mix(cover, '#fff', 0.35)}"/>`
      : motif === 1
        ? `<path d="M${x} ${y + h * 0.75} L${x + w * 0.4} ${y + h * 0.5} L${x + w * 0.7} ${y + h * 0.68} L${x + w} ${y + h * 0.55} V${y + h} H${x}Z" fill="${mix(cover, '#000', 0.3)}"/>`
        : `<rect x="${x + 30}" y="${y + h * 0.5}" width="${w - 60}" height="4" fill="${mix(cover, '#fff', 0.5)}"/>`;
  return `<path d="M${x + w} ${y} l18 12 V${y + h + 12} l-18 -12Z" fill="#e8e4da"/><path d="M${x} ${y + h} l18 12 H${x + w + 18} l-18 -12Z" fill="#d9d4c8"/>
<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${cover}"/>${art}<rect x="${x}" y="${y}" width="12" height="${h}" fill="${mix(cover, '#000', 0.25)}"/>
${lines.map((line, i) => txt(x + w / 2 + 6, y + 60 + i * (size + 6), size, '#ffffff', line, { font: SERIF, max: 18 })).join('')}
${txt(x + w / 2 + 6, y + h - 26, 17, mix(cover, '#fff', 0.8), l.author, { weight: 400, max: 26 })}`;
};
const bookBack: Draw = (l) => {
  const x = 80;
  const y = 30;
  const blurb = Array.from(
    { length: 9 },
    (_, i) =>
      `<rect x="${x + 26}" y="${y + 120 + i * 16}" width="${188 - ((i * 37) % 60)}" height="6" rx="3" fill="#ffffff" opacity=".6"/>`,
  ).join('');
  return `<rect x="${x}" y="${y}" width="240" height="340" fill="${mix(l.accent, '#000', 0.15)}"/>
${txt(x + 120, y + 70, 22, '#ffffff', l.title, { font: SERIF, max: 20 })}${txt(x + 120, y + 98, 14, '#ffffff', l.author, { weight: 400, max: 28 })}${blurb}
<rect x="${x + 130}" y="${y + 270}" width="90" height="50" fill="#ffffff"/>${Array.from({ length: 22 }, (_, i) => `<rect x="${x + 136 + i * 3.6}" y="${y + 276}" width="${i % 3 ? 1.4 : 2.4}" height="32" fill="#111"/>`).join('')}`;
};

// ---- Vehicles, sport and toys -------------------------------------------------------------------------------

const tyre: Draw = (l) => {
  // The size written as width/aspect (175/65 R14, 90/90-17): a taller aspect is a thicker sidewall.
  const aspect = Number(/\d+\/(\d+)/.exec(l.spec || l.model)?.[1] ?? 60);
  const rim = 150 - Math.min(60, Math.max(20, aspect * 0.55));
  const angled = l.v[1]! > 0.5;
  const treads = Array.from(
    { length: 40 },
    (_, i) =>
      `<rect x="196" y="14" width="${7 + l.v[0]! * 6}" height="${22 + l.v[2]! * 10}" rx="2" fill="#111" transform="rotate(${i * 9} 200 200) skewX(${angled ? 22 : -22})"/>`,
  ).join('');
  const spokes = 5 + Math.floor(l.v[3]! * 3);
  const alloy = Array.from(
    { length: spokes },
    (_, i) =>
      `<path d="M194 ${200 - rim + 14} L206 ${200 - rim + 14} L204 176 L196 176Z" fill="#c9cdd2" transform="rotate(${(360 / spokes) * i} 200 200)"/>`,
  ).join('');
  return `<circle cx="200" cy="200" r="188" fill="#232325"/>${treads}<circle cx="200" cy="200" r="160" fill="#2c2c2f"/>
<circle cx="200" cy="200" r="${rim + 12}" fill="none" stroke="#3a3a3e" stroke-width="3"/>
${txt(200, 200 - rim - 14, 24, '#e9e9e9', l.brand.toUpperCase(), { max: 12, extra: ' letter-spacing="3"' })}
${txt(200, 200 + rim + 30, 15, '#bdbdbd', l.spec || l.model, { weight: 400, max: 22 })}
<circle cx="200" cy="200" r="${rim}" fill="#5b5f66"/><circle cx="200" cy="200" r="${rim - 10}" fill="#2a2c30"/>${alloy}
<circle cx="200" cy="200" r="26" fill="#c9cdd2"/><circle cx="200" cy="200" r="10" fill="#5b5f66"/>`;
};

const helmet: Draw = (l) =>
  `<path d="M60 250 Q50 60 220 60 Q360 70 350 240 L330 330 H110 Q60 320 60 250Z" fill="${l.c}"/><path d="M60 250 Q50 60 220 60 Q360 70 350 240 L330 330 H110 Q60 320 60 250Z" fill="${sheen(l)}"/>
<path d="M150 150 Q250 120 345 170 L340 260 Q250 250 160 260 Q130 200 150 150Z" fill="${l.v[0]! > 0.5 ? '#1b2430' : '#8fb6cf'}" opacity=".92"/>
<path d="M170 160 Q240 140 320 170" stroke="#ffffff" stroke-width="6" opacity=".35" fill="none"/><rect x="110" y="300" width="200" height="30" rx="10" fill="${l.dark}"/>
${txt(110, 240, 16, l.ink, l.brand, { max: 10, extra: ' transform="rotate(-70 110 240)"' })}`;

const teddy: Draw = (l) => {
  const fur = l.c === '#f4f4f2' ? '#e9dcc8' : l.c;
  return `<circle cx="130" cy="90" r="40" fill="${fur}"/><circle cx="270" cy="90" r="40" fill="${fur}"/><circle cx="200" cy="140" r="90" fill="${fur}"/>
<ellipse cx="200" cy="290" rx="110" ry="100" fill="${fur}"/><ellipse cx="200" cy="170" rx="40" ry="30" fill="${mix(fur, '#fff', 0.4)}"/>
<circle cx="166" cy="125" r="9" fill="#1b1b1b"/><circle cx="234" cy="125" r="9" fill="#1b1b1b"/><ellipse cx="200" cy="158" rx="14" ry="10" fill="#1b1b1b"/>
<path d="M150 200 Q200 230 250 200" stroke="${l.accent}" stroke-width="14" fill="none"/><ellipse cx="110" cy="350" rx="44" ry="30" fill="${fur}"/><ellipse cx="290" cy="350" rx="44" ry="30" fill="${fur}"/>`;
};

const toyCar: Draw = (l) =>
  `<path d="M40 260 Q40 200 100 196 L150 140 H270 L320 196 Q370 200 370 260 V290 H40Z" fill="${l.c}"/><path d="M40 260 Q40 200 100 196 L150 140 H270 L320 196 Q370 200 370 260 V290 H40Z" fill="${sheen(l)}"/>
<path d="M160 154 H200 V196 H120Z M214 154 H262 L300 196 H214Z" fill="#9cc7e0"/>
<circle cx="110" cy="290" r="${40 + l.v[0]! * 10}" fill="#1b1b1b"/><circle cx="300" cy="290" r="${40 + l.v[0]! * 10}" fill="#1b1b1b"/><circle cx="110" cy="290" r="16" fill="#ccc"/><circle cx="300" cy="290" r="16" fill="#ccc"/>`;

const blocks: Draw = (l) => {
  const colours = [l.accent, '#e53935', '#1e88e5', '#fdd835', '#43a047', '#fb8c00'];
  const brick = (x: number, y: number, w: number, c: string) =>
    `<rect x="${x}" y="${y}" width="${w}" height="54" rx="4" fill="${c}"/>${Array.from({ length: w / 40 }, (_, i) => `<rect x="${x + 8 + i * 40}" y="${y - 10}" width="24" height="12" rx="3" fill="${c}"/>`).join('')}<rect x="${x}" y="${y}" width="${w}" height="54" rx="4" fill="${sheen(l)}"/>`;
  return `${brick(60, 316, 160, colours[1]!)}${brick(220, 316, 120, colours[2]!)}${brick(100, 250, 120, colours[3]!)}${brick(220, 250, 80, colours[0]!)}
${brick(140, 184, 160, colours[4]!)}${brick(180, 118, 80, colours[5]!)}`;
};

const cricketBat: Draw = (l) =>
  `<g transform="rotate(${20 + l.v[0]! * 10} 200 200)"><rect x="186" y="0" width="28" height="120" rx="12" fill="${l.c === '#1f1f21' ? '#1b1b1b' : l.c}"/>
${Array.from({ length: 8 }, (_, i) => `<path d="M186 ${10 + i * 14} L214 ${18 + i * 14}" stroke="#000" stroke-width="2" opacity=".3"/>`).join('')}
<path d="M170 120 H230 L236 390 Q200 402 164 390Z" fill="#f0d9a8"/><path d="M200 126 V390" stroke="#d9bd85" stroke-width="8"/>
<rect x="172" y="220" width="56" height="110" rx="6" fill="${l.accent}"/>${txt(200, 285, 18, '#ffffff', l.brand, { max: 5, extra: ' transform="rotate(-90 200 278)"' })}</g>`;

const ball: Draw = (l) => {
  const cricket = /cricket/i.test(l.model);
  const c = cricket ? (l.c === '#f4f4f2' ? '#f4f4f2' : '#b3122e') : l.c;
  const seam = cricket
    ? `<path d="M120 90 Q200 200 120 310 M140 84 Q220 200 140 316" stroke="#f4f1e8" stroke-width="4" fill="none" stroke-dasharray="6 5"/>`
    : `<path d="M200 60 V340 M60 200 H340" stroke="${l.dark}" stroke-width="5"/><path d="M90 110 Q200 200 90 290 M310 110 Q200 200 310 290" stroke="${l.dark}" stroke-width="5" fill="none"/>`;
  return `<circle cx="200" cy="200" r="150" fill="${c}"/>${seam}<circle cx="200" cy="200" r="150" fill="${sheen(l)}"/>${cricket ? '' : txt(200, 180, 20, l.ink, l.brand, { max: 10 })}`;
};

const dumbbell: Draw = (l) => {
  const plate = l.c === '#1f1f21' ? '#2b2b2e' : l.c;
  const one = (y: number) =>
    `<rect x="120" y="${y - 8}" width="160" height="16" rx="8" fill="#9aa0a6"/>${[80, 100, 280, 300].map((x) => `<rect x="${x}" y="${y - 56 - l.v[0]! * 10}" width="22" height="${112 + l.v[0]! * 20}" rx="8" fill="${plate}"/>`).join('')}`;
  return `${one(130)}${one(280)}${txt(200, 220, 24, '#333', l.spec || l.amount, { max: 8 })}`;
};

const racquet: Draw = (l) => {
  const strings = Array.from(
    { length: 9 },
    (_, i) =>
      `<path d="M${140 + i * 15} 40 V240 M120 ${60 + i * 20} H280" stroke="#e5e5e5" stroke-width="1.5"/>`,
  ).join('');
  return `<g transform="rotate(${-20 + l.v[0]! * 10} 200 200)"><ellipse cx="200" cy="140" rx="${86 + l.v[1]! * 10}" ry="110" fill="#f6f6f6"/>${strings}
<ellipse cx="200" cy="140" rx="${86 + l.v[1]! * 10}" ry="110" fill="none" stroke="${l.c}" stroke-width="12"/><rect x="194" y="250" width="12" height="70" fill="${l.c}"/><rect x="188" y="316" width="24" height="80" rx="10" fill="#222"/></g>`;
};

const yogaMat: Draw = (l) =>
  `<rect x="40" y="120" width="${260 + l.v[0]! * 40}" height="170" rx="10" fill="${l.c}"/><rect x="40" y="120" width="${260 + l.v[0]! * 40}" height="170" rx="10" fill="${sheen(l)}"/>
<ellipse cx="${300 + l.v[0]! * 40}" cy="205" rx="50" ry="85" fill="${l.dark}"/><ellipse cx="${300 + l.v[0]! * 40}" cy="205" rx="30" ry="55" fill="${l.c}"/><ellipse cx="${300 + l.v[0]! * 40}" cy="205" rx="12" ry="22" fill="${l.dark}"/>
<path d="M120 120 V290 M200 120 V290" stroke="${l.light}" stroke-width="10" opacity=".6"/>`;

const cycle: Draw = (l) => {
  const wheel = (cx: number) =>
    `<circle cx="${cx}" cy="270" r="84" fill="none" stroke="#1b1b1b" stroke-width="12"/>${Array.from({ length: 8 }, (_, i) => `<path d="M${cx} 270 l${r(80 * Math.cos((i * Math.PI) / 4))} ${r(80 * Math.sin((i * Math.PI) / 4))}" stroke="#aaa" stroke-width="2"/>`).join('')}`;
  return `${wheel(100)}${wheel(300)}<path d="M100 270 L170 150 H290 L300 270 M170 150 L210 270 L290 150 M210 270 L100 270" fill="none" stroke="${l.c}" stroke-width="12" stroke-linejoin="round"/>
<path d="M170 150 L160 120 M140 116 H190 M290 150 L280 110 Q300 100 310 110" stroke="#1b1b1b" stroke-width="10" fill="none" stroke-linecap="round"/><circle cx="210" cy="270" r="18" fill="#555"/>`;
};

// ---- Small electronics and everything else ------------------------------------------------------------------

const memoryCard: Draw = (l) =>
  `<path d="M110 60 H260 L300 100 V360 Q300 370 290 370 H110 Q100 370 100 360 V70 Q100 60 110 60Z" fill="${mix(l.accent, '#000', 0.3)}"/>
<rect x="100" y="60" width="200" height="150" fill="${l.accent}"/>${txt(200, 130, 30, '#ffffff', l.brand, { max: 9 })}${txt(200, 172, 24, '#ffffff', l.spec || l.amount, { max: 10 })}
${Array.from({ length: 8 }, (_, i) => `<rect x="${120 + i * 20}" y="320" width="12" height="40" rx="2" fill="#d4b26a"/>`).join('')}`;

const charger: Draw = (l) =>
  `<rect x="90" y="90" width="160" height="160" rx="28" fill="${l.c}"/><rect x="90" y="90" width="160" height="160" rx="28" fill="${sheen(l)}"/>
<rect x="130" y="50" width="14" height="44" fill="#c9cdd2"/><rect x="196" y="50" width="14" height="44" fill="#c9cdd2"/><rect x="150" y="236" width="40" height="14" rx="4" fill="${l.dark}"/>
<path d="M170 250 Q170 330 260 330 Q340 330 340 250" fill="none" stroke="${l.c}" stroke-width="12"/><path d="M170 250 Q170 330 260 330 Q340 330 340 250" fill="none" stroke="${l.dark}" stroke-width="12" opacity=".2"/>
<rect x="326" y="210" width="28" height="46" rx="6" fill="${l.c}" stroke="${l.dark}"/>${txt(170, 178, 18, l.ink, l.brand, { max: 10 })}`;

const powerBank: Draw = (l) =>
  `<rect x="110" y="40" width="180" height="320" rx="26" fill="${l.c}"/><rect x="110" y="40" width="180" height="320" rx="26" fill="${sheen(l)}"/>
${[0, 1, 2, 3].map((i) => `<circle cx="${170 + i * 20}" cy="320" r="5" fill="${i < 3 ? '#5bd17a' : l.dark}"/>`).join('')}
${txt(200, 190, 22, l.ink, l.brand, { max: 10 })}${txt(200, 220, 16, l.ink, (l.model.match(/\d+\s?mAh/i) ?? [''])[0]!, { weight: 400 })}`;

const box: Draw = (l) => {
  const w = 230 + l.v[0]! * 40;
  const h = 200 + l.v[1]! * 60;
  const x = 180 - w / 2;
  const y = 380 - h;
  return `<path d="M${x + w} ${y} l50 -30 V${y + h - 30} l-50 30Z" fill="${mix(l.c, '#000', 0.3)}"/><path d="M${x} ${y} l50 -30 H${x + w + 50} l-50 30Z" fill="${l.light}"/>
<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${l.c}"/><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${sheen(l)}"/>
<rect x="${x + 20}" y="${y + 24}" width="${w - 40}" height="${h - 48}" rx="10" fill="#ffffff" opacity=".92"/>
${txt(x + w / 2, y + 70, 28, l.accent, l.brand, { max: 14 })}${wrap(l.model, Math.floor(w / 11), 3)
    .map((line, i) => txt(x + w / 2, y + 104 + i * 20, 15, '#333', line, { weight: 400, max: 40 }))
    .join('')}`;
};

export const DRAWINGS: Readonly<Record<ProductType, { front: Draw; back?: Draw }>> = {
  phone: { front: phone, back: phoneRear },
  'feature-phone': { front: featurePhone },
  tablet: { front: tablet },
  laptop: { front: laptop, back: laptopBack },
  monitor: { front: monitor },
  tv: { front: tv, back: tvBack },
  headphones: { front: headphones },
  earbuds: { front: earbuds },
  speaker: { front: speaker },
  smartwatch: { front: smartwatch },
  'analog-watch': { front: analogWatch },
  camera: { front: camera },
  tshirt: { front: tshirt, back: garmentBack },
  shirt: { front: shirt, back: garmentBack },
  kurta: { front: kurta },
  jeans: { front: jeans },
  saree: { front: saree },
  dress: { front: dress },
  jacket: { front: jacket },
  shoe: { front: shoe },
  sandal: { front: sandal },
  handbag: { front: handbag },
  backpack: { front: backpack },
  suitcase: { front: suitcase },
  wallet: { front: wallet },
  sunglasses: { front: sunglasses },
  'water-bottle': { front: waterBottle },
  shampoo: { front: shampoo },
  perfume: { front: perfume },
  'cream-jar': { front: creamJar },
  tube: { front: tube },
  lipstick: { front: lipstick },
  'pressure-cooker': { front: pressureCooker },
  pan: { front: pan },
  mixer: { front: mixer },
  fridge: { front: fridge },
  'washing-machine': { front: washingMachine },
  ac: { front: ac },
  microwave: { front: microwave },
  fan: { front: fan },
  cooler: { front: cooler },
  sofa: { front: sofa },
  chair: { front: chair },
  bed: { front: bed },
  table: { front: table },
  cupboard: { front: cupboard },
  book: { front: book, back: bookBack },
  pouch: { front: pouch },
  jar: { front: jar },
  carton: { front: carton },
  'drink-bottle': { front: drinkBottle },
  can: { front: can },
  tyre: { front: tyre },
  helmet: { front: helmet },
  teddy: { front: teddy },
  'toy-car': { front: toyCar },
  blocks: { front: blocks },
  'cricket-bat': { front: cricketBat },
  ball: { front: ball },
  dumbbell: { front: dumbbell },
  racquet: { front: racquet },
  'yoga-mat': { front: yogaMat },
  cycle: { front: cycle },
  'memory-card': { front: memoryCard },
  charger: { front: charger },
  'power-bank': { front: powerBank },
  vacuum: { front: vacuum },
  iron: { front: iron },
  kettle: { front: kettle },
  lamp: { front: lamp },
  clock: { front: clock },
  bedsheet: { front: bedsheet },
  box: { front: box },
};
