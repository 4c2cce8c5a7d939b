// Colour names as listings write them ('Desert Titanium', 'Arctic White', 'Awesome Navy', 'Dark Indigo') and the
// colour a swatch or a drawing shows for each (docs/behaviour/product.md#pictures). Pure: no I/O.

/** Names the makers use whose colour no single word gives away, or gives away wrongly. */
const NAMED: Readonly<Record<string, string>> = {
  'desert titanium': '#bfa48f',
  'natural titanium': '#bab5aa',
  'white titanium': '#e6e4df',
  'black titanium': '#3b3b3d',
  'titanium grey': '#7c7f84',
  'titanium gray': '#7c7f84',
  titanium: '#8f8d89',
  'awesome navy': '#2b3a5c',
  'awesome lilac': '#c3b1e1',
  'silver shadow': '#aeb3b8',
  'onyx black': '#25272b',
  'arctic white': '#f1f3f4',
  'arctic grey': '#a8adb3',
  'midnight black': '#1d1f24',
  'midnight blue': '#1f2a48',
  'midnight zen': '#2b2f3a',
  midnight: '#23262e',
  'ocean teal': '#2c7a7b',
  'aurora purple': '#8e6cc2',
  'frost blue': '#a9c8e8',
  'power yellow': '#f2c530',
  'glass green': '#4f9a7d',
  'glass gold': '#d4b26a',
  'glass blue': '#5b8fd1',
  'leather blue': '#2f4d7a',
  'mirage purple': '#7b5aa6',
  'marshmallow blue': '#a7c4e0',
  'andaman blue': '#2a6f97',
  'peacock green': '#1f7a6c',
  'fiery red': '#d62d20',
  'conqueror black': '#1c1c1e',
  'dancing green': '#5fb58a',
  'flowy emerald': '#1f6b52',
  'silky black': '#1e1e20',
  'celadon marble': '#b5cdb8',
  'dark chrome': '#5d6166',
  obsidian: '#202124',
  porcelain: '#ece8e1',
  bay: '#7fa7c9',
  aloe: '#9fc5a3',
  ultramarine: '#3f5bd6',
  starlight: '#ece3d3',
  'starlight purple': '#b9a3d6',
  'celestial blue': '#5a8fd8',
  'celestial black': '#23252b',
  'moonlight blue': '#6f8fc0',
  'cosmic grey': '#6f7277',
  'cosmic blue': '#2d4f8f',
  'space grey': '#5c5e62',
  'space brown': '#5a4636',
  'astro silver': '#c7ccd1',
  'ice silver': '#d5dde3',
  'mercurial silver': '#c2c6cb',
  'natural silver': '#c9c9c4',
  'racing grey': '#6b6e73',
  'luna grey': '#9ea3a8',
  'iron gray': '#5a5e63',
  'starfall green': '#3f7d68',
  'starshine green': '#5aa37c',
  'tornado green': '#2f6b57',
  'field green': '#5b7f4a',
  'brushed green': '#6e8f76',
  'victory gold': '#c9a44c',
  'magico black': '#202022',
  'asteroid black': '#2a2b2e',
  'phantom black': '#1f1f22',
  'superspeed black': '#18191b',
  'bold black': '#151515',
  'luscious black': '#1a1a1a',
  'core black': '#1b1b1b',
  'soft black': '#2e2e30',
  'denim black': '#2d3038',
  'classic black': '#1c1c1c',
  'super black': '#101010',
  'vitality white': '#f3f5f2',
  'glossy white': '#fafafa',
  'crystal clear': '#e8f1f5',
  clear: '#e8f1f5',
  legend: '#f0ede6',
  pioneer: '#3d4a5c',
  'cruise blue': '#3d79b8',
  'voyage blue': '#35649c',
  'ganges blue': '#4c87b8',
  'brilliant blue': '#1f6fe0',
  'sapphire blue': '#1f4fa3',
  'royal blue': '#2a4fbf',
  'teal blue': '#2a7f8f',
  'sky blue': '#7ec4ec',
  'pastel blue': '#a8cbe8',
  'baby pink': '#f4c2d2',
  'blossom pink': '#f1a7c0',
  'rani pink': '#d6246e',
  'pink perfect': '#e58aa6',
  'coral crush': '#f06f5c',
  'coral natural': '#e8846f',
  'coral purple': '#9a5a9e',
  'cherry kiss': '#b3143a',
  'crimson cherry': '#9e1b32',
  'berry wine': '#6e1f3a',
  'ruby red': '#b3122e',
  'red coat': '#c0262d',
  'poison ivy': '#3b6b3a',
  'mauve mist': '#b79aa9',
  'nude touch': '#d7a98c',
  'nude beige': '#d9b79a',
  'beige honey': '#d6a874',
  'ivory fair': '#f0dcc0',
  'marble beige': '#ddd0bd',
  'sand beach': '#d8c29d',
  'honey finish': '#b9833e',
  'honey teak': '#a8733b',
  'natural sheesham': '#8a5a34',
  'weather brown': '#6f5641',
  'coffee brown': '#5b3a29',
  'deep brown': '#4a2f22',
  'light violet': '#c6b3e6',
  'lilac purple': '#a98bd1',
  'mustard yellow': '#d9a21b',
  'grey melange': '#a3a5a8',
  'sage green': '#9cae94',
  'bottle green': '#1f5135',
  'olive green': '#6b7a3a',
  'emerald green': '#1f7a4f',
  'mint green': '#a6dcc0',
  'light green': '#a8d8a0',
  'light blue': '#a9c9ea',
  'mid blue': '#4a74b0',
  'dark blue': '#1f3768',
  'dark indigo': '#1e2a4f',
  'dark grey': '#4d5055',
  'deep grey': '#4a4c50',
  'silver grey': '#a9adb1',
  'charcoal grey': '#3f4246',
  'graphite grey': '#4b4e53',
  'matte black': '#222224',
  'matt black': '#222224',
  'jet black': '#111111',
  'rose gold': '#e3b5a4',
  'black gold': '#2a2520',
  'navy blue': '#1f2f5c',
  'off white': '#f4f1e8',
  gunmetal: '#53565c',
};

/** Single words, the last colour word of a name winning ('Glass Green' → green). */
const WORDS: Readonly<Record<string, string>> = {
  black: '#1f1f21',
  white: '#f4f4f2',
  grey: '#8a8f98',
  gray: '#8a8f98',
  silver: '#c3c7cc',
  gold: '#d4a640',
  golden: '#d4a640',
  blue: '#2f6fd6',
  navy: '#1f2f5c',
  indigo: '#2b3a78',
  green: '#2f9a5b',
  olive: '#6b7a3a',
  mint: '#a6dcc0',
  emerald: '#1f7a4f',
  teal: '#2a8c8c',
  cyan: '#2bb3c9',
  turquoise: '#30b5b0',
  aqua: '#5cc8d0',
  red: '#d8353a',
  maroon: '#7a1f2b',
  wine: '#6b1f33',
  burgundy: '#6d1a2c',
  crimson: '#a3152f',
  cherry: '#a3162f',
  pink: '#e46c9a',
  rose: '#e07a95',
  peach: '#f4b393',
  coral: '#f07a62',
  purple: '#7d4fc4',
  lavender: '#b7a3de',
  lilac: '#c3b1e1',
  violet: '#7f56c9',
  mauve: '#b48ca3',
  yellow: '#f2c230',
  mustard: '#d4a017',
  orange: '#ef7d22',
  neon: '#c8f03c',
  brown: '#8a5a35',
  tan: '#c08a5a',
  camel: '#c19a6b',
  walnut: '#6b4a32',
  wenge: '#4a3628',
  teak: '#9c6b3c',
  chocolate: '#5a3825',
  copper: '#b86b3a',
  brass: '#b8953f',
  beige: '#d9c3a0',
  cream: '#f2e6c8',
  ivory: '#f3ecda',
  khaki: '#c3b091',
  nude: '#d9b79a',
  charcoal: '#3f4246',
  graphite: '#4b4e53',
  steel: '#a7adb3',
  inox: '#b9bec3',
  chrome: '#c7cbd0',
  platinum: '#d5d6d2',
  champagne: '#e8d4ad',
  saffron: '#f08a24',
  rust: '#b7472a',
};

function normalise(name: string): string {
  return name
    .toLowerCase()
    .replace(/\b(print|block|finish|dial|shade|colour|color|matt|matte|glossy)\b/g, (word) =>
      word === 'matt' || word === 'matte' || word === 'glossy' ? word : '',
    )
    .replace(/[^a-z ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The hex a swatch shows for a colour as a listing writes it: 'Desert Titanium' → '#bfa48f', 'Arctic White' →
 * '#f1f3f4', 'Dark Indigo Block Print' → its indigo. Two-tone names ('Black and Red') answer the first colour
 * (swatchHexes answers both). Null when the name holds no colour ('Open Box', 'Multicolour').
 */
export function swatchHex(colourName: string): string | null {
  return swatchHexes(colourName)[0] ?? null;
}

/** Each colour of a name joined by 'and', '/' or '&': 'White and Navy' → [white, navy]. */
export function swatchHexes(colourName: string): string[] {
  return colourName
    .split(/\s+and\s+|\s*[/&]\s*/i)
    .map(single)
    .filter((hex): hex is string => hex !== null);
}

function single(part: string): string | null {
  const raw = part.toLowerCase().replace(/\s+/g, ' ').trim();
  if (NAMED[raw]) return NAMED[raw];
  const name = normalise(part);
  if (NAMED[name]) return NAMED[name];
  const words = name.split(' ');
  // The longest known two-word tail first ('... Dark Indigo'), then the last colour word.
  for (let i = 0; i < words.length - 1; i += 1) {
    const pair = `${words[i]} ${words[i + 1]}`;
    if (NAMED[pair]) return NAMED[pair];
  }
  for (let i = words.length - 1; i >= 0; i -= 1) {
    const hex = WORDS[words[i]!];
    if (hex) return shade(hex, words.slice(0, i));
  }
  return null;
}

/** 'Light', 'Pastel' and 'Baby' lighten a colour word; 'Dark' and 'Deep' darken it. */
function shade(hex: string, modifiers: readonly string[]): string {
  if (modifiers.some((m) => m === 'light' || m === 'pastel' || m === 'baby' || m === 'pale'))
    return mix(hex, '#ffffff', 0.45);
  if (modifiers.some((m) => m === 'dark' || m === 'deep')) return mix(hex, '#000000', 0.35);
  return hex;
}

/** Mixes two #rrggbb colours: t = 0 gives a, 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const full = (hex: string) => (hex.length === 4 ? `#${[...hex.slice(1)].map((d) => d + d).join('')}` : hex);
  const channel = (hex: string, i: number) => parseInt(full(hex).slice(1 + i * 2, 3 + i * 2), 16);
  const out = [0, 1, 2].map((i) => Math.round(channel(a, i) * (1 - t) + channel(b, i) * t));
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/** Relative luminance 0–1 of a #rrggbb colour: text on it is dark above about 0.45. */
export function luminance(hex: string): number {
  const [r, g, b] = [0, 1, 2].map((i) => {
    const c = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
