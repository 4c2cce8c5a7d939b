// Home & Kitchen: kitchen appliances and cookware, and cleaning supplies.
import type { SubcategoryLine } from './types.ts';

export const HOME_KITCHEN_LINES: SubcategoryLine[] = [
  {
    path: 'home/kitchen',
    hsn: '8509',
    hsnByItem: {
      'large-appliances': '8418',
      'climate-control': '8414',
      vacuums: '8508',
      specialty: '8516',
      cookware: '7323',
      dinnerware: '6912',
      'storage-containers': '3924',
    },
    discount: [15, 50],
    weightGrams: [500, 45000],
    weightByItem: {
      'large-appliances': [14000, 62000],
      'small-appliances': [3500, 7000],
      'climate-control': [10000, 15000],
      vacuums: [4500, 6500],
      specialty: [2500, 3500],
      cookware: [2000, 4500],
      dinnerware: [5000, 8000],
      'storage-containers': [800, 1400],
    },
    bullets: (c) => [
      `${c.brand} build made for Indian kitchens and daily cooking`,
      c.itemId === 'cookware' || c.itemId === 'dinnerware' || c.itemId === 'storage-containers'
        ? 'Food-grade, BPA-free materials; dishwasher safe'
        : 'ISI marked with overload protection',
      'Easy to clean with a damp cloth',
      c.itemId === 'large-appliances'
        ? 'Free installation and demo at home'
        : 'Compact design that saves counter space',
      c.itemId === 'cookware'
        ? 'Works on gas and induction'
        : '2 year warranty on the product, 5 years on the motor or compressor',
    ],
    specs: () => ({ Warranty: '2 years' }),
    tags: (c) => ['kitchen', c.itemName.toLowerCase(), c.brand.toLowerCase(), 'home'],
    items: {
      'large-appliances': [
        [
          'Whirlpool',
          '240 L 2 Star Frost Free Double Door Refrigerator (Magnum Steel)',
          32550,
          { Capacity: '240 L', 'Energy Rating': '2 Star' },
        ],
        [
          'IFB',
          '24 L Convection Microwave Oven 24BC4 (Black)',
          16690,
          { Capacity: '24 L', Type: 'Convection' },
        ],
      ],
      'small-appliances': [
        [
          'Prestige',
          'Iris 750 W Mixer Grinder with 3 Jars and 1 Juicer Jar',
          5795,
          { Power: '750 W', Jars: '4' },
        ],
        ['Philips', 'HD9252/90 Essential Air Fryer 4.1 L', 9995, { Power: '1400 W', Capacity: '4.1 L' }],
      ],
      'climate-control': [
        [
          'Crompton',
          'Ozone 75 L Desert Air Cooler with Honeycomb Pads',
          13500,
          { Capacity: '75 L', 'Air Throw': '17 m' },
        ],
      ],
      vacuums: [
        [
          'Eureka Forbes',
          'Quick Clean DX 1200 W Vacuum Cleaner',
          7990,
          { Power: '1200 W', 'Dust Capacity': '1 L' },
        ],
      ],
      specialty: [
        [
          'Borosil',
          'Prima 2000 W Induction Cooktop with 8 Indian Menu Presets',
          4490,
          { Power: '2000 W', Presets: '8' },
        ],
      ],
      cookware: [
        [
          'Hawkins',
          'Contura 5 L Hard Anodised Pressure Cooker',
          3595,
          { Capacity: '5 L', Material: 'Hard Anodised Aluminium' },
        ],
        [
          'Prestige',
          'Omega Deluxe Granite 3-Piece Non-stick Cookware Set',
          3995,
          { Pieces: '3', Coating: 'Granite Non-stick' },
        ],
      ],
      dinnerware: [
        [
          'Cello',
          'Opalware Dazzle Tropical Lagoon Dinner Set (27 Pieces)',
          3199,
          { Pieces: '27', Material: 'Opalware' },
        ],
      ],
      'storage-containers': [
        [
          'Milton',
          'Kitchen Storage Container Set of 6 (1000 ml each)',
          999,
          { Pieces: '6', Capacity: '1000 ml each' },
        ],
      ],
    },
  },
  {
    path: 'home/cleaning',
    hsn: '3402',
    hsnByItem: {
      mops: '9603',
      'air-fresheners': '3307',
      'floor-cleaners': '3808',
      'toilet-cleaners': '3808',
    },
    discount: [5, 30],
    atMrpChance: 0.2,
    weightGrams: [300, 4500],
    bullets: (c) => [
      `Trusted ${c.brand} cleaning in Indian homes`,
      'Removes tough stains and 99.9% germs',
      'Pleasant long-lasting fragrance',
      'Safe on marble, tiles and granite when used as directed',
      'Value pack for the whole month',
    ],
    specs: () => ({ 'Shelf Life': '24 months' }),
    tags: (c) => ['cleaning', 'home essentials', c.itemName.toLowerCase(), c.brand.toLowerCase()],
    items: {
      detergents: [
        ['Surf Excel', 'Matic Top Load Liquid Detergent 2 L Pouch', 440, { Volume: '2 L' }],
        ['Tide', 'Plus Extra Power Jasmine and Rose Detergent Powder 4 kg', 640, { Weight: '4 kg' }],
      ],
      'floor-cleaners': [
        ['Lizol', 'Disinfectant Surface and Floor Cleaner Citrus 2 L', 429, { Volume: '2 L' }],
      ],
      mops: [['Gala', 'Spin Mop with Bucket and 2 Refills', 1999, { Material: 'Microfibre' }]],
      dishwash: [['Vim', 'Dishwash Liquid Gel Lemon 2 L Refill', 415, { Volume: '2 L' }]],
      'toilet-cleaners': [
        ['Harpic', 'Power Plus Original Toilet Cleaner 1 L (Pack of 2)', 398, { Volume: '2 x 1 L' }],
      ],
      'air-fresheners': [
        ['Godrej aer', 'Pocket Bathroom Fragrance Assorted (Pack of 5)', 325, { 'Pack Of': '5' }],
      ],
    },
  },
];
