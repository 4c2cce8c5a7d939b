// Beauty: skincare, makeup, haircare, fragrance and personal care.
import type { LineContext, SubcategoryLine } from './types.ts';

const beautyBullets = (c: LineContext) => [
  `${c.brand} formula suited to Indian skin and weather`,
  'Dermatologically tested; free of parabens and mineral oil',
  'Cruelty-free; not tested on animals',
  'Best before 24 months from manufacture',
  'Patch test before first use',
];

const beautyTags = (c: LineContext) => ['beauty', c.itemName.toLowerCase(), c.brand.toLowerCase()];

export const BEAUTY_LINES: SubcategoryLine[] = [
  {
    path: 'beauty/skincare',
    hsn: '3304',
    hsnByItem: { 'face-wash': '3401' },
    discount: [5, 35],
    atMrpChance: 0.15,
    weightGrams: [60, 350],
    bullets: beautyBullets,
    specs: () => ({ 'Skin Type': 'All skin types', 'Shelf Life': '24 months' }),
    tags: (c) => [...beautyTags(c), 'skincare'],
    items: {
      'face-wash': [
        [
          'Himalaya',
          'Purifying Neem Face Wash 200 ml',
          235,
          { Volume: '200 ml', 'Skin Type': 'Oily and acne-prone' },
        ],
        [
          'Cetaphil',
          'Gentle Skin Cleanser 250 ml',
          1049,
          { Volume: '250 ml', 'Skin Type': 'Dry and sensitive' },
        ],
      ],
      moisturisers: [
        ['Nivea', 'Soft Light Moisturising Cream with Vitamin E 200 ml', 399, { Volume: '200 ml' }],
      ],
      sunscreen: [
        ['Minimalist', 'SPF 50 PA++++ Lightweight Sunscreen 50 g', 399, { Weight: '50 g', SPF: '50' }],
      ],
      serums: [
        [
          'The Derma Co',
          '10% Niacinamide Face Serum 30 ml',
          599,
          { Volume: '30 ml', 'Key Ingredient': 'Niacinamide' },
        ],
        [
          'Minimalist',
          '10% Vitamin C Face Serum 30 ml',
          699,
          { Volume: '30 ml', 'Key Ingredient': 'Vitamin C' },
        ],
      ],
      'face-masks': [
        ['Mamaearth', 'Ubtan Face Mask with Turmeric and Saffron 100 g', 499, { Weight: '100 g' }],
      ],
      toners: [['Plum', 'Green Tea Alcohol-free Toner 200 ml', 445, { Volume: '200 ml' }]],
    },
  },
  {
    path: 'beauty/makeup',
    hsn: '3304',
    discount: [10, 40],
    weightGrams: [30, 400],
    bullets: beautyBullets,
    specs: () => ({ Finish: 'Natural', 'Shelf Life': '36 months' }),
    tags: (c) => [...beautyTags(c), 'makeup'],
    items: {
      lipsticks: [
        [
          'Lakmé',
          '9to5 Primer + Matte Lipstick, Crimson Cherry (3.6 g)',
          599,
          { Shade: 'Crimson Cherry', Finish: 'Matte' },
        ],
        [
          'SUGAR',
          'Matte As Hell Crayon Lipstick, Poison Ivy (2.8 g)',
          799,
          { Shade: 'Poison Ivy', Finish: 'Matte' },
        ],
      ],
      'kajal-and-eyeliner': [
        [
          'Maybelline New York',
          'Colossal Kajal, Super Black (0.35 g)',
          299,
          { Shade: 'Super Black', Waterproof: 'Yes' },
        ],
      ],
      foundation: [
        [
          'Maybelline New York',
          'Fit Me Matte + Poreless Liquid Foundation 128 Warm Nude (30 ml)',
          649,
          { Shade: '128 Warm Nude' },
        ],
      ],
      compact: [['Lakmé', 'Perfect Radiance Compact, Beige Honey (8 g)', 325, { Shade: 'Beige Honey' }]],
      'nail-polish': [['Colorbar', 'Pearl Nail Lacquer, Cherry Kiss (12 ml)', 350, { Shade: 'Cherry Kiss' }]],
      'makeup-kits': [
        [
          'Swiss Beauty',
          'Professional Makeup Kit with Eyeshadow, Blush and Highlighter',
          1299,
          { Pieces: '24 shades' },
        ],
      ],
    },
  },
  {
    path: 'beauty/haircare',
    hsn: '3305',
    hsnByItem: { 'hair-dryers': '851631', straighteners: '851632' },
    discount: [10, 45],
    weightGrams: [150, 900],
    bullets: (c) =>
      c.itemId === 'hair-dryers' || c.itemId === 'straighteners'
        ? [
            'Ceramic plates and ionic care for less frizz',
            'Multiple heat settings for every hair type',
            'Swivel cord and hanging loop',
            '2 year warranty from the brand',
          ]
        : beautyBullets(c),
    specs: (c): Record<string, string> =>
      c.itemId === 'hair-dryers' || c.itemId === 'straighteners'
        ? { Warranty: '2 years' }
        : { 'Hair Type': 'All hair types' },
    tags: (c) => [...beautyTags(c), 'haircare'],
    items: {
      shampoo: [
        [
          "L'Oréal Paris",
          'Total Repair 5 Shampoo 640 ml',
          799,
          { Volume: '640 ml', 'Hair Type': 'Damaged hair' },
        ],
        ['Pantene', 'Advanced Hairfall Solution Anti-Hairfall Shampoo 650 ml', 699, { Volume: '650 ml' }],
      ],
      conditioner: [['Dove', 'Intense Repair Conditioner 335 ml', 399, { Volume: '335 ml' }]],
      'hair-oil': [
        ['Parachute', 'Advansed Coconut Hair Oil 600 ml', 310, { Volume: '600 ml' }],
        ['Indulekha', 'Bringha Ayurvedic Hair Oil 100 ml', 432, { Volume: '100 ml' }],
      ],
      'hair-colour': [
        [
          'Garnier',
          'Color Naturals Crème Hair Colour, Shade 3 Darkest Brown',
          199,
          { Shade: '3 Darkest Brown' },
        ],
      ],
      'hair-dryers': [
        ['Philips', 'BHD308/30 1600 W Hair Dryer with ThermoProtect', 1995, { Power: '1600 W' }],
      ],
      straighteners: [
        [
          'Vega',
          'X-Look Hair Straightener with Ceramic Coated Plates (VHSH-18)',
          1699,
          { 'Max Temperature': '220 °C' },
        ],
      ],
    },
  },
  {
    path: 'beauty/fragrance',
    hsn: '3303',
    hsnByItem: { deodorants: '3307' },
    discount: [10, 50],
    weightGrams: [120, 450],
    bullets: (c) => [
      `Long-lasting ${c.brand} fragrance for everyday and evenings`,
      'Top, heart and base notes that unfold through the day',
      'Travel-friendly, leak-proof pack',
      'Skin-safe, dermatologically tested',
    ],
    specs: () => ({ 'Ideal For': 'Unisex' }),
    tags: (c) => [...beautyTags(c), 'fragrance', 'gifts'],
    items: {
      perfumes: [
        ['Bella Vita', 'Luxury CEO Man Eau de Parfum 100 ml', 899, { Volume: '100 ml', 'Ideal For': 'Men' }],
        [
          'Skinn by Titan',
          'Celeste Eau de Parfum for Women 100 ml',
          2695,
          { Volume: '100 ml', 'Ideal For': 'Women' },
        ],
      ],
      deodorants: [
        [
          'Fogg',
          'Scent Xtremo Long Lasting Body Spray 150 ml',
          299,
          { Volume: '150 ml', 'Ideal For': 'Men' },
        ],
      ],
      attars: [
        [
          'Kannauj Attar House',
          'Pure Rose Attar, Alcohol-free Ittar 12 ml',
          799,
          { Volume: '12 ml', 'Key Note': 'Rose' },
        ],
      ],
      'body-mists': [
        ['Engage', 'Bloom Body Mist for Women 150 ml', 275, { Volume: '150 ml', 'Ideal For': 'Women' }],
      ],
    },
  },
  {
    path: 'beauty/personal-care',
    hsn: '8510',
    hsnByItem: { 'bath-and-body': '3401', 'oral-care': '3306' },
    discount: [10, 45],
    weightGrams: [100, 600],
    bullets: (c) =>
      c.itemId === 'trimmers' || c.itemId === 'shavers'
        ? [
            'Skin-friendly stainless steel blades',
            'Up to 90 minutes of cordless use',
            'USB charging',
            '2 year warranty from the brand',
          ]
        : beautyBullets(c),
    specs: () => ({}),
    tags: (c) => [...beautyTags(c), 'personal care'],
    items: {
      trimmers: [
        [
          'Philips',
          'BT3211/15 Cordless Beard Trimmer with 20 Length Settings',
          1795,
          { Runtime: '60 minutes', 'Length Settings': '20' },
        ],
      ],
      shavers: [['Gillette', 'Mach3 Turbo Razor with 2 Cartridges', 450, { Blades: '3' }]],
      'bath-and-body': [
        ['Mysore Sandal', 'Sandal Soap 150 g (Pack of 3)', 255, { Weight: '3 x 150 g' }],
        ['Pears', 'Pure and Gentle Bathing Bar 125 g (Pack of 4)', 280, { Weight: '4 x 125 g' }],
      ],
      'oral-care': [['Colgate', 'Strong Teeth Toothpaste 500 g (2 x 250 g)', 240, { Weight: '500 g' }]],
    },
  },
];
