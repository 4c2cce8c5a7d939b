// The drawing of a product (docs/behaviour/product.md#pictures): what type a seeded listing is drawn as, that a
// model's colours look different and two models of a type do too, and what the four views carry.
import { describe, expect, it } from 'vitest';
import { swatchHex } from '@haat/domain/catalog/colour-swatches';
import { ARTWORK_VIEWS, renderArtworkView } from './artwork-views.ts';
import {
  colourName,
  escapeXml,
  modelName,
  packAmount,
  renderProductArtwork,
  type ArtworkFacts,
} from './product-artwork.ts';
import { productTypeOf, type ProductType } from './product-type.ts';

/** Real seeded names with their shelf, and what a shopper expects to see. */
const TABLE: readonly [string, string, ProductType][] = [
  [
    'Cello Puro Steel-X Insulated Kids Water Bottle 600 ml (Green)',
    'kids/school/water-bottles',
    'water-bottle',
  ],
  ['Milton Kool Tuff Insulated Kids Water Bottle 600 ml (Blue)', 'kids/school/water-bottles', 'water-bottle'],
  ["L'Oréal Paris Total Repair 5 Shampoo 640 ml", 'beauty/haircare/shampoo', 'shampoo'],
  ['Bella Vita Luxury CEO Man Eau de Parfum 50 ml', 'beauty/fragrance/perfumes', 'perfume'],
  ['Apple iPhone 15 (Black, 128 GB)', 'mobile-phones/smartphones/iphones', 'phone'],
  [
    'Samsung Galaxy A55 5G (Awesome Navy, 8GB RAM, 128GB Storage)',
    'mobile-phones/price-range/30000-to-50000',
    'phone',
  ],
  ['Nokia 105 Dual SIM Keypad Phone (Charcoal)', 'mobile-phones/smartphones/feature-phones', 'feature-phone'],
  [
    'Samsung Galaxy Tab S9 FE Wi-Fi with S Pen (Gray, 6GB RAM, 128GB Storage)',
    'electronics/computers/tablets',
    'tablet',
  ],
  [
    'HP 15s Intel Core i5 12th Gen Laptop (16GB RAM, 512GB SSD, 15.6" FHD, Windows 11, Midnight Black)',
    'electronics/computers/laptops',
    'laptop',
  ],
  ['Mokobara The Transit Laptop Backpack, fits 16" (Jet Black)', 'fashion/luggage/laptop-bags', 'backpack'],
  ['Sony Bravia 126 cm (50 inch) 4K Ultra HD Smart LED Google TV KD-50X74L', 'electronics/tv/4k-tvs', 'tv'],
  [
    'Sony WH-1000XM5 Wireless Noise Cancelling Headphones (Black)',
    'electronics/audio/headphones',
    'headphones',
  ],
  ['boAt Airdopes 141 ANC TWS Earbuds (Bold Black)', 'electronics/audio/earbuds', 'earbuds'],
  [
    'JBL Flip 6 Portable Waterproof Bluetooth Speaker (Blue)',
    'electronics/audio/bluetooth-speakers',
    'speaker',
  ],
  [
    'Noise ColorFit Pro 5 Smart Watch with 1.85" AMOLED Display (Jet Black)',
    'mobile-phones/wearables/smart-watches',
    'smartwatch',
  ],
  [
    "Titan Neo Men's Analog Watch with Leather Strap (Blue Dial)",
    'fashion/accessories/watches',
    'analog-watch',
  ],
  ["Fabindia Men's Cotton Long Kurta (Indigo Block Print, Size M)", 'fashion/mens/kurtas', 'kurta'],
  ["Biba Women's Straight Printed Cotton Kurta (Mustard, Size M)", 'fashion/womens/kurtis', 'kurta'],
  ["Allen Solly Men's Solid Polo T-Shirt (Navy, Regular Fit, Size M)", 'fashion/mens/t-shirts', 'tshirt'],
  ["Peter England Men's Slim Fit Formal Shirt (Light Blue, Size M)", 'fashion/mens/shirts', 'shirt'],
  ["U.S. Polo Assn. Men's Slim Fit Oxford Casual Shirt (Sky Blue, Size M)", 'fashion/mens/shirts', 'shirt'],
  ["Levi's Men's 511 Slim Fit Stretch Jeans (Dark Indigo, Size M)", 'fashion/mens/jeans', 'jeans'],
  [
    'Surat Silk Mills Banarasi Art Silk Saree with Zari Border and Blouse Piece (Maroon)',
    'fashion/womens/sarees',
    'saree',
  ],
  ["Global Desi Women's Tiered Maxi Dress (Floral Print, Size M)", 'fashion/womens/dresses', 'dress'],
  ["Campus Men's North Plus Sneakers (White and Navy, Size UK 7)", 'fashion/shoes/sneakers', 'shoe'],
  ["Woodland Men's Leather Outdoor Sandals (Camel, Size UK 7)", 'fashion/shoes/sandals', 'sandal'],
  ["Caprese Women's Satchel Handbag (Olive)", 'fashion/accessories/handbags', 'handbag'],
  [
    'American Tourister Ivy 68 cm Medium Check-in Hard Trolley (Navy)',
    'fashion/luggage/trolley-bags',
    'suitcase',
  ],
  ['Hawkins Contura 4.1 L Hard Anodised Pressure Cooker', 'home/kitchen/cookware', 'pressure-cooker'],
  ['Bajaj Rex 500 W Mixer Grinder with 3 Jars (White)', 'appliances/small/mixer-grinders', 'mixer'],
  [
    'Samsung 190 L 3 Star Convertible Frost Free Double Door Refrigerator (Elegant Inox)',
    'appliances/large/refrigerators',
    'fridge',
  ],
  [
    'LG 7 kg 5 Star AI Direct Drive Front Load Washing Machine with Steam',
    'appliances/large/washing-machines',
    'washing-machine',
  ],
  ['Voltas 1 Ton 3 Star Inverter Split AC (Copper, 183V Vectra)', 'appliances/large/air-conditioners', 'ac'],
  ['Atomberg Renesa 900 mm BLDC Ceiling Fan with Remote (Matt Black)', 'home-appliances/climate/fans', 'fan'],
  ['Wakefit Napper 3 Seater Fabric Sofa (Cosmic Grey)', 'home/furniture/sofas', 'sofa'],
  ['Green Soul Monster Ultimate Ergonomic Office Chair (Black)', 'home/furniture/office-chairs', 'chair'],
  ['Sleepyhead Queen Size Engineered Wood Bed with Storage (Walnut)', 'home/furniture/beds', 'bed'],
  ['The God of Small Things by Arundhati Roy (Paperback)', 'books/fiction/literary-fiction', 'book'],
  ['Tales of Birbal: 3 in 1 by Amar Chitra Katha (Paperback)', 'books/childrens/comics', 'book'],
  ["Kellogg's Corn Flakes Original, 875 g", 'grocery/cereals/cornflakes', 'carton'],
  ['Aashirvaad Shudh Chakki Whole Wheat Atta, 2 kg', 'grocery/packaged/atta-and-flours', 'pouch'],
  ['Nescafé Classic Instant Coffee Jar, 100 g', 'grocery/coffee/instant-coffee', 'jar'],
  ['Fortune Sunlite Refined Sunflower Oil, 1 L', 'grocery/packaged/oils-and-ghee', 'drink-bottle'],
  ['Red Bull Energy Drink Can (Pack of 3), 3 x 250 ml', 'grocery/energy/energy-drinks', 'can'],
  ['Surf Excel Matic Top Load Liquid Detergent 500 ml Pouch', 'home/cleaning/detergents', 'pouch'],
  ['Colgate Strong Teeth Toothpaste 100 g (2 x 250 g)', 'beauty/personal-care/oral-care', 'tube'],
  ['Lakmé 9to5 Primer + Matte Lipstick, Crimson Cherry (3.6 g)', 'beauty/makeup/lipsticks', 'lipstick'],
  ['MRF ZVTV 175/65 R14 88H Tubeless Car Tyre', 'automotive/tyres/car-tyres', 'tyre'],
  ['CEAT Zoom Rad 90/90-17 52P Tubeless Rear Bike Tyre', 'automotive/tyres/bike-tyres', 'tyre'],
  [
    'Steelbird SBH-34 ISI Certified Full Face Helmet with Clear Visor (Matt Black)',
    'automotive/riding-gear/helmets',
    'helmet',
  ],
  ['Mirada Cute Teddy Bear Soft Toy 60 cm (Brown)', 'kids/toys/soft-toys', 'teddy'],
  ['LEGO Classic Creative Brick Box 10696 (484 Pieces)', 'kids/toys/building-blocks', 'blocks'],
  ['SG RSD Xtreme English Willow Cricket Bat, Short Handle', 'sports/cricket/bats', 'cricket-bat'],
  ['SG Club Leather Cricket Ball, Red (Pack of 2)', 'sports/cricket/balls', 'ball'],
  ['Kore PVC 5 kg Dumbbell Set with Rods and Plates', 'sports/fitness/dumbbells', 'dumbbell'],
  ['Hero Sprint Pro 26T 21-Speed Mountain Cycle (Black and Red)', 'sports/outdoor/cycles', 'cycle'],
];

function facts(name: string, shelf: string, extra: Partial<ArtworkFacts> = {}): ArtworkFacts {
  const [category, subcategory, subSubcategory] = shelf.split('/');
  return {
    id: `prd_${name.length}`,
    name,
    brand: name.split(' ')[0]!,
    category: category!,
    subcategory: subcategory!,
    subSubcategory: subSubcategory ?? null,
    ...extra,
  };
}

describe('what a listing is drawn as', () => {
  it.each(TABLE)('%s → %s', (name, shelf, type) => {
    expect(productTypeOf(facts(name, shelf))).toBe(type);
  });

  it('a water bottle is a bottle even where the shelf sells bags or lunch boxes', () => {
    expect(
      productTypeOf(facts('Cello Puro Steel-X Water Bottle 900 ml (Red)', 'fashion/accessories/handbags')),
    ).toBe('water-bottle');
  });
});

describe('the drawing', () => {
  const phone = (colour: string, model = 'Redmi Note 13 5G'): ArtworkFacts => ({
    id: `prd_${colour}_${model}`,
    name: `${model} (${colour}, 8GB RAM, 256GB Storage)`,
    brand: model.split(' ')[0]!,
    category: 'mobile-phones',
    subcategory: 'smartphones',
    subSubcategory: 'android-phones',
    variantName: `8 GB RAM, 256 GB, ${colour}`,
    specifications: { RAM: '8 GB', Storage: '256 GB' },
  });

  it('draws each colour of one model in that colour, and the shape of the model the same', () => {
    const white = renderProductArtwork(phone('Arctic White'));
    const purple = renderProductArtwork(phone('Aurora Purple'));
    expect(white).not.toBe(purple);
    expect(white).toContain(`fill="${swatchHex('Arctic White')}"`);
    expect(purple).toContain(`fill="${swatchHex('Aurora Purple')}"`);
    expect(white).not.toContain(`fill="${swatchHex('Aurora Purple')}"`);
    // The same model: its proportions (the phone's outline) do not change with the colour.
    const outline = (svg: string) =>
      /<rect x="[\d.]+" y="[\d.]+" width="([\d.]+)" height="([\d.]+)" rx/.exec(svg)?.slice(1);
    expect(outline(white)).toEqual(outline(purple));
    // The chip names the variant's words and its colour.
    expect(white).toContain('>8 GB RAM, 256 GB · Arctic White</text>');
  });

  it('two models of one type differ in shape, not only in colour', () => {
    const a = renderProductArtwork(phone('Black', 'Redmi Note 13 5G'));
    const b = renderProductArtwork(phone('Black', 'Samsung Galaxy M35 5G'));
    const shapes = (svg: string) =>
      svg.replace(/<text[^>]*>[^<]*<\/text>/g, '').replace(/id="[^"]+"|url\(#[^)]+\)/g, '');
    expect(shapes(a)).not.toBe(shapes(b));
    const kurta = (name: string) =>
      renderProductArtwork(facts(name, 'fashion/mens/kurtas', { variantName: 'Blue, M' }));
    expect(shapes(kurta("Fabindia Men's Cotton Long Kurta"))).not.toBe(
      shapes(kurta("Manyavar Men's Silk Kurta")),
    );
  });

  it('prints a book’s title and author, and a pack’s net quantity', () => {
    const book = renderProductArtwork(
      facts('Atomic Habits by James Clear (Paperback)', 'books/non-fiction/self-help'),
    );
    expect(book).toContain('>Atomic Habits</text>');
    expect(book).toContain('>James Clear</text>');
    const atta = facts('Aashirvaad Shudh Chakki Whole Wheat Atta, 2 kg', 'grocery/packaged/atta-and-flours');
    expect(packAmount(atta)).toBe('2 kg');
    expect(renderProductArtwork(atta)).toContain('>2 kg</text>');
    expect(
      packAmount(facts('Bisleri Packaged Drinking Water (Pack of 8), 8 x 1 L', 'grocery/drinks/water')),
    ).toBe('8 x 1 L');
  });

  it('reads the colour from the variant options, then the variant, then the name, then the specifications', () => {
    const base = facts("Levi's Men's 511 Slim Fit Stretch Jeans (Dark Indigo, Size M)", 'fashion/mens/jeans');
    expect(colourName({ ...base, variantOptions: { colour: 'Mid Blue' } })).toBe('Mid Blue');
    expect(colourName({ ...base, variantName: 'Stone Wash Black, M' })).toBe('Stone Wash Black');
    expect(colourName(base)).toBe('Dark Indigo');
    expect(
      colourName({
        ...facts('Kore PVC 5 kg Dumbbell Set', 'sports/fitness/dumbbells'),
        specifications: { Colour: 'Black' },
      }),
    ).toBe('Black');
    expect(modelName({ name: 'Apple iPhone 16 Pro Max (Desert Titanium, 256 GB)', brand: 'Apple' })).toBe(
      'iPhone 16 Pro Max',
    );
  });

  it('draws four different square views of one product', () => {
    const views = ARTWORK_VIEWS.map((view) => renderArtworkView(phone('Ocean Teal'), view));
    expect(new Set(views).size).toBe(4);
    for (const svg of views) expect(svg).toContain('viewBox="0 0 600 600" width="600" height="600"');
    expect(views[2]).toContain('>RAM: 8 GB</text>');
    expect(views[2]).toContain('>Storage: 256 GB</text>');
    expect(views[1]).toContain('aria-label="Redmi Note 13 5G, back"');
    expect(views[3]).toContain('in the box');
  });

  it('removes characters XML forbids', () => {
    expect(escapeXml('a\u0000b\u001fc\td')).toBe('abc\td');
  });
});
