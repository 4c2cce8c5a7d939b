// Variant kinds for durable goods: tyre sizes, trolley-bag sizes and camera kits.
import { filterColourOf } from './colours.ts';
import { shelfPrice } from './shelf-price.ts';
import { colourSpec, neighbours, single, type Variant, type VariantInput } from './variants.ts';

const TYRE_SIZES: Readonly<Record<string, readonly string[]>> = {
  'car-tyres': ['165/80 R14', '175/65 R14', '185/65 R15', '195/55 R16', '205/55 R16'],
  'bike-tyres': ['90/90-17', '100/80-17', '110/80-17', '130/70-17'],
  // Narrowest and smallest rim first: each step is a larger tube and costs more.
  tubes: ['2.75-17', '2.75-18', '3.00-17', '3.00-18', '3.25-19'],
};

export function tyreVariants(input: VariantInput): Variant[] {
  const own = input.specs.Size;
  const ladder = TYRE_SIZES[input.itemId];
  const index = own && ladder ? ladder.indexOf(own) : -1;
  if (!own || !ladder || index < 0) return single(input);
  return neighbours(ladder, index, 1, 2).map((size, i, list) => {
    const step = i - list.indexOf(own);
    return {
      name: size,
      title: input.title.replace(own, size),
      mrpRupees: step === 0 ? input.mrpRupees : shelfPrice(input.mrpRupees * (1 + 0.12 * step)),
      specs: { Size: size },
      options: { size },
      weightFactor: 1 + 0.1 * step,
      minimumOrderQuantity: 1,
    };
  });
}

/** Trolley bags in cabin, medium and large sizes, each in two colours. */
export function luggageVariants(input: VariantInput, colours: readonly string[]): Variant[] {
  const sizes = [
    ['Cabin', 55, 1],
    ['Medium', 68, 1.3],
    ['Large', 78, 1.55],
  ] as const;
  const own = /(\d+) cm/.exec(input.title);
  const ownSize = sizes.find(([, cm]) => own && Number(own[1]) === cm) ?? sizes[0];
  const ownColour = /\(([^()]*)\)\s*$/.exec(input.title)?.[1];
  // "Navy Blue" is no second colour for a "Navy" bag: the picker would show two swatches of one colour.
  const same = (a: string, b: string) =>
    a.toLowerCase().includes(b.toLowerCase()) || b.toLowerCase().includes(a.toLowerCase());
  const variants: Variant[] = [];
  for (const [label, cm, factor] of sizes) {
    for (const colour of [
      ownColour ?? colours[0] ?? 'Black',
      ...colours.filter((c) => !ownColour || !same(c, ownColour)),
    ].slice(0, 2)) {
      const title = input.title
        .replace(/\d+ cm/, `${cm} cm`)
        // A cabin bag is no check-in bag ("Ivy 55 cm Cabin Hard Trolley", not "Cabin Check-in").
        .replace(/\b(Cabin|Medium|Large)( Check-in)?\b/, (_, _size: string, checkIn = '') =>
          label === 'Cabin' ? label : `${label}${checkIn}`,
        )
        .replace(/\(([^()]*)\)\s*$/, `(${colour})`);
      variants.push({
        name: `${label} ${cm} cm, ${colour}`,
        title,
        // Both colours of a size share its MRP.
        mrpRupees: cm === ownSize[1] ? input.mrpRupees : shelfPrice((input.mrpRupees * factor) / ownSize[2]),
        specs: { Size: `${label} ${cm} cm`, ...(filterColourOf(colour) ? colourSpec(colour) : {}) },
        options: { colour, size: `${label} ${cm} cm` },
        weightFactor: factor / ownSize[2],
        minimumOrderQuantity: 1,
      });
    }
  }
  const first = variants.findIndex(
    (v) => v.mrpRupees === input.mrpRupees && v.title.includes(`${ownSize[1]} cm`),
  );
  if (first > 0) variants.unshift(...variants.splice(first, 1));
  return variants;
}

/** Camera bodies sold alone, with the kit lens, and with a second telephoto lens. */
export function cameraKitVariants(input: VariantInput): Variant[] {
  const at = input.title.indexOf(' with ');
  if (at < 0) return single(input);
  const body = input.title.slice(0, at);
  const colour = /\(([^()]*)\)\s*$/.exec(input.title)?.[0] ?? '';
  const tele = input.brand === 'Canon' ? '55-250mm' : input.brand === 'Nikon' ? '70-300mm' : '55-210mm';
  const kit = (name: string, title: string, factor: number, weight: number): Variant => ({
    name,
    title,
    mrpRupees: factor === 1 ? input.mrpRupees : shelfPrice(input.mrpRupees * factor),
    specs: { 'Kit Contents': name },
    options: { kit: name },
    weightFactor: weight,
    minimumOrderQuantity: 1,
  });
  return [
    kit('With kit lens', input.title, 1, 1),
    kit('Body only', `${body} (Body Only)${colour ? ` ${colour}` : ''}`.trim(), 0.84, 0.7),
    kit(`With kit lens and ${tele} lens`, input.title.replace(/ Lens\b/, ` and ${tele} Lenses`), 1.22, 1.4),
  ];
}
