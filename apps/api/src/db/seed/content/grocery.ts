// Grocery: staples, general store, tea and coffee, drinks, snacks, cereals, instant food and nutrition.
import type { LineContext, Model, SubcategoryLine } from './types.ts';

/** A packaged food: brand, title, MRP, net quantity, and whether it is vegetarian (the green dot). */
export function food(brand: string, title: string, mrp: number, quantity: string, veg = true): Model {
  return [
    brand,
    `${title}, ${quantity}`,
    mrp,
    { 'Net Quantity': quantity, 'Dietary Preference': veg ? 'Vegetarian' : 'Non-Vegetarian' },
  ];
}

const UNIT_GRAMS: Record<string, number> = { kg: 1000, g: 1, L: 1000, ml: 1 };

/** Net quantity ("10 kg", "6 x 200 ml") to grams, plus 8% for the pack; undefined for counts like "25 bags". */
export function packedGrams(quantity: string | undefined): number | undefined {
  const match = /^(?:(\d+) x )?(\d+(?:\.\d+)?) (kg|g|L|ml)$/.exec(quantity ?? '');
  if (!match) return undefined;
  const [, packs = '1', amount = '0', unit = 'g'] = match;
  return Math.ceil(Number(packs) * Number(amount) * (UNIT_GRAMS[unit] ?? 1) * 1.08);
}

const groceryLine = (
  path: string,
  hsn: string,
  hsnByItem: Record<string, string>,
  shelfLife: string,
  items: Record<string, Model[]>,
): SubcategoryLine => ({
  path,
  hsn,
  hsnByItem,
  discount: [2, 20],
  atMrpChance: 0.35,
  weightGrams: [80, 400],
  weight: (c: LineContext) => packedGrams(c.modelSpecs['Net Quantity']),
  bullets: (c: LineContext) => [
    `${c.brand}: a name Indian kitchens have trusted for years`,
    'Hygienically packed in a sealed, food-grade pack',
    'FSSAI licensed manufacturer',
    `Best before ${shelfLife} from packaging`,
    'Store in a cool, dry place away from sunlight',
  ],
  specs: () => ({ 'Shelf Life': shelfLife, 'Country of Origin': 'India' }),
  tags: (c: LineContext) => ['grocery', c.itemName.toLowerCase(), c.brand.toLowerCase()],
  items,
});

export const GROCERY_LINES: SubcategoryLine[] = [
  groceryLine(
    'grocery/packaged',
    '1101',
    {
      rice: '1006',
      'dals-and-pulses': '0713',
      'oils-and-ghee': '1512',
      masalas: '0910',
      'sugar-and-salt': '2501',
    },
    '6 months',
    {
      'atta-and-flours': [
        food('Aashirvaad', 'Shudh Chakki Whole Wheat Atta', 495, '10 kg'),
        food('Fortune', 'Chakki Fresh Atta', 260, '5 kg'),
      ],
      rice: [
        food('India Gate', 'Classic Basmati Rice', 1125, '5 kg'),
        food('Daawat', 'Rozana Super Basmati Rice', 499, '5 kg'),
      ],
      'dals-and-pulses': [
        food('Tata Sampann', 'Unpolished Toor Dal', 225, '1 kg'),
        food('24 Mantra Organic', 'Organic Moong Dal', 199, '1 kg'),
      ],
      'oils-and-ghee': [
        food('Fortune', 'Sunlite Refined Sunflower Oil', 799, '5 L'),
        food('Amul', 'Pure Ghee (Tin)', 1099, '1 L'),
      ],
      masalas: [food('Everest', 'Kitchen King Masala', 90, '100 g'), food('MDH', 'Deggi Mirch', 96, '100 g')],
      'sugar-and-salt': [
        food('Tata Salt', 'Iodised Salt', 28, '1 kg'),
        food('Madhur', 'Pure and Hygienic Sugar', 275, '5 kg'),
      ],
    },
  ),
  groceryLine(
    'grocery/general',
    '1905',
    { spreads: '2007', sauces: '2103', pickles: '2001', papad: '1905', 'dry-fruits': '0802' },
    '9 months',
    {
      biscuits: [
        food('Britannia', 'Good Day Cashew Cookies', 40, '200 g'),
        food('Parle', 'Parle-G Gold Biscuits', 100, '1 kg'),
      ],
      spreads: [
        food('Kissan', 'Mixed Fruit Jam', 170, '700 g'),
        food('Sundrop', 'Peanut Butter Crunchy', 199, '462 g'),
      ],
      sauces: [
        food('Maggi', 'Rich Tomato Ketchup', 165, '1 kg'),
        food("Ching's Secret", 'Red Chilli Sauce', 85, '680 g'),
      ],
      pickles: [food("Mother's Recipe", 'Andhra Avakaya Mango Pickle', 150, '300 g')],
      papad: [food('Lijjat', 'Udad Papad', 85, '200 g')],
      'dry-fruits': [
        food('Happilo', 'Premium Californian Almonds', 799, '500 g'),
        food('Tata Sampann', 'Premium Cashews W320', 699, '500 g'),
      ],
    },
  ),
  groceryLine('grocery/coffee', '0902', { 'instant-coffee': '2101', 'filter-coffee': '0901' }, '12 months', {
    tea: [
      food('Tata Tea', 'Premium Leaf Tea', 580, '1 kg'),
      food('Wagh Bakri', 'Premium Leaf Tea', 560, '1 kg'),
    ],
    'green-tea': [
      food('Organic India', 'Tulsi Green Tea Classic, 25 Infusion Bags', 185, '25 bags'),
      food('Tetley', 'Green Tea Lemon and Honey, 100 Tea Bags', 550, '100 bags'),
    ],
    'instant-coffee': [
      food('Nescafé', 'Classic Instant Coffee Jar', 640, '200 g'),
      food('Bru', 'Instant Coffee Jar', 470, '200 g'),
    ],
    'filter-coffee': [
      food('Coorg Coffee Estates', 'Filter Coffee Powder 80:20 Coffee-Chicory', 300, '500 g'),
      food('Narasus', 'Filter Coffee Powder Premium Blend', 260, '500 g'),
    ],
  }),
  groceryLine('grocery/drinks', '2202', { water: '2201', 'health-drinks': '1901' }, '6 months', {
    juices: [
      food('Real', 'Fruit Power Mixed Fruit Juice', 130, '1 L'),
      food('Paper Boat', 'Aamras Mango Drink (Pack of 6)', 240, '6 x 200 ml'),
    ],
    'soft-drinks': [food('Thums Up', 'Soft Drink Bottle', 95, '2.25 L')],
    'health-drinks': [
      food('Cadbury', 'Bournvita Chocolate Health Drink Jar', 480, '1 kg'),
      food('Horlicks', 'Classic Malt Health Drink Refill', 460, '1 kg'),
    ],
    water: [food('Bisleri', 'Packaged Drinking Water (Pack of 12)', 240, '12 x 1 L')],
  }),
  groceryLine('grocery/snacks', '2106', { chips: '2005', chocolates: '1806', sweets: '1704' }, '6 months', {
    namkeen: [food("Haldiram's", 'Aloo Bhujia', 225, '1 kg'), food('Bikaji', 'Bikaneri Bhujia', 210, '1 kg')],
    chips: [
      food("Lay's", "India's Magic Masala Potato Chips (Pack of 6)", 120, '6 x 48 g'),
      food('Uncle Chipps', 'Spicy Treat Potato Chips', 50, '82 g'),
    ],
    chocolates: [
      food('Cadbury', 'Dairy Milk Silk Chocolate Bar (Pack of 4)', 360, '4 x 60 g'),
      food('Amul', 'Dark Chocolate 55% Cocoa', 110, '150 g'),
    ],
    sweets: [
      food("Haldiram's", 'Soan Papdi Gift Pack', 250, '500 g'),
      food('Bikano', 'Rasgulla Tin', 240, '1 kg'),
    ],
  }),
  groceryLine('grocery/cereals', '1904', { oats: '1104', poha: '1904' }, '9 months', {
    oats: [
      food('Quaker', 'Oats Jar', 225, '1 kg'),
      food('Saffola', 'Masala Oats Classic Masala', 199, '500 g'),
    ],
    muesli: [
      food("Kellogg's", 'Muesli Fruit, Nut and Seeds', 475, '750 g'),
      food('Yogabar', 'Wholegrain Breakfast Muesli Fruits and Nuts', 399, '700 g'),
    ],
    cornflakes: [food("Kellogg's", 'Corn Flakes Original', 330, '875 g')],
    poha: [
      food('Tata Sampann', 'Thick Poha', 85, '500 g'),
      food('24 Mantra Organic', 'Organic Poha', 75, '500 g'),
    ],
  }),
  groceryLine('grocery/instant', '1902', { 'ready-to-eat': '2106', soups: '2104' }, '9 months', {
    noodles: [
      food('Maggi', '2-Minute Masala Noodles (Pack of 12)', 168, '12 x 70 g'),
      food('Yippee', 'Magic Masala Noodles (Pack of 6)', 90, '6 x 65 g'),
    ],
    pasta: [food('Sunfeast', 'Pasta Treat Tomato Cheese Pasta (Pack of 4)', 140, '4 x 64 g')],
    'ready-to-eat': [
      food('MTR', 'Ready to Eat Dal Makhani', 125, '300 g'),
      food("Haldiram's", 'Minute Khana Rajma Chawal', 110, '300 g'),
    ],
    soups: [food('Knorr', 'Classic Thick Tomato Soup (Pack of 4)', 220, '4 x 53 g')],
  }),
  groceryLine('grocery/energy', '2106', { 'energy-drinks': '2202', 'energy-bars': '1904' }, '12 months', {
    'protein-powders': [
      food('MuscleBlaze', 'Biozyme Performance Whey Protein, Rich Chocolate', 5199, '1 kg'),
      food('Optimum Nutrition', 'Gold Standard 100% Whey, Double Rich Chocolate', 7299, '907 g'),
    ],
    'energy-bars': [food('RiteBite', 'Max Protein Daily Choco Almond Bars (Pack of 6)', 540, '6 x 50 g')],
    'energy-drinks': [food('Red Bull', 'Energy Drink Can (Pack of 4)', 500, '4 x 250 ml')],
    vitamins: [
      food('HK Vitals', 'Multivitamin for Men and Women, 60 Tablets', 899, '60 tablets'),
      food('Fast&Up', 'Vitamin C and Zinc Effervescent Tablets', 495, '20 tablets'),
    ],
  }),
];
