// Mobile phones: handsets by type and by price, accessories, wearables and storage.
import type { LineContext, Model, SubcategoryLine } from './types.ts';

/** A handset with the specifications the phone filter panels read (RAM, storage, camera, battery, screen). */
export function phone(
  brand: string,
  title: string,
  mrp: number,
  [ram, storage, battery, camera, display, chipset, network]: [
    number,
    number,
    number,
    number,
    number,
    string,
    '5G' | '4G',
  ],
): Model {
  return [
    brand,
    title,
    mrp,
    {
      RAM: `${ram} GB`,
      Storage: `${storage} GB`,
      Battery: `${battery} mAh`,
      'Rear Camera': `${camera} MP`,
      Display: `${display} inch`,
      Processor: chipset,
      Network: network,
      'Operating System': brand === 'Apple' ? 'iOS 18' : 'Android 14',
    },
  ];
}

export function featurePhone(brand: string, title: string, mrp: number, battery: number): Model {
  return [
    brand,
    title,
    mrp,
    {
      Display: '1.8 inch',
      Battery: `${battery} mAh`,
      Network: title.includes('4G') ? '4G' : '2G',
      'Dual SIM': 'Yes',
    },
  ];
}

const handsetBullets = (c: LineContext) => [
  `${c.title.split('(')[0]?.trim()} with a bright, smooth display for videos and games`,
  'Fast charging gets you through the day with a short top-up',
  'Dual SIM with support for Indian 4G and 5G bands',
  'In-box: handset, charging cable, SIM ejector pin and user guide',
  '1 year manufacturer warranty on the device and 6 months on in-box accessories',
  'Made in India under the PLI programme',
];

const handsetSpecs = () => ({
  Warranty: '1 year manufacturer warranty',
  'In the Box': 'Handset, Cable, SIM Tool, Guide',
});

const handsetTags = (c: LineContext) => [
  'smartphone',
  c.brand.toLowerCase(),
  ...(c.title.includes('5G') || c.itemId === '5g-phones' ? ['5g'] : []),
  ...(c.mrpRupees < 15000 ? ['budget'] : c.mrpRupees > 50000 ? ['flagship'] : []),
];

export const MOBILE_PHONE_LINES: SubcategoryLine[] = [
  {
    path: 'mobile-phones/smartphones',
    hsn: '8517',
    hsnByItem: { 'feature-phones': '851713' },
    discount: [5, 25],
    weightGrams: [320, 520],
    origins: ['India', 'Vietnam', 'China'],
    bullets: handsetBullets,
    specs: handsetSpecs,
    tags: handsetTags,
    items: {
      'android-phones': [
        phone('Samsung', 'Galaxy M35 5G (Moonlight Blue, 6GB RAM, 128GB Storage)', 24499, [
          6,
          128,
          6000,
          50,
          6.6,
          'Exynos 1380',
          '5G',
        ]),
        phone('Redmi', 'Note 13 5G (Arctic White, 8GB RAM, 256GB Storage)', 22999, [
          8,
          256,
          5000,
          108,
          6.67,
          'MediaTek Dimensity 6080',
          '5G',
        ]),
      ],
      iphones: [
        phone('Apple', 'iPhone 15 (Black, 128 GB)', 79900, [6, 128, 3349, 48, 6.1, 'A16 Bionic', '5G']),
        phone('Apple', 'iPhone 16 Pro (Desert Titanium, 256 GB)', 129900, [
          8,
          256,
          3582,
          48,
          6.3,
          'A18 Pro',
          '5G',
        ]),
      ],
      '5g-phones': [
        phone('realme', 'Narzo 70 Pro 5G (Glass Green, 8GB RAM, 128GB Storage)', 21999, [
          8,
          128,
          5000,
          50,
          6.67,
          'MediaTek Dimensity 7050',
          '5G',
        ]),
        phone('Motorola', 'Moto G85 5G (Cobalt Blue, 8GB RAM, 128GB Storage)', 20999, [
          8,
          128,
          5000,
          50,
          6.67,
          'Snapdragon 6s Gen 3',
          '5G',
        ]),
      ],
      'gaming-phones': [
        phone('iQOO', 'Neo 9 Pro 5G (Fiery Red, 8GB RAM, 256GB Storage)', 37999, [
          8,
          256,
          5160,
          50,
          6.78,
          'Snapdragon 8 Gen 2',
          '5G',
        ]),
        phone('POCO', 'F6 5G (Titanium, 12GB RAM, 256GB Storage)', 33999, [
          12,
          256,
          5000,
          50,
          6.67,
          'Snapdragon 8s Gen 3',
          '5G',
        ]),
      ],
      'camera-phones': [
        phone('vivo', 'V30 5G (Andaman Blue, 8GB RAM, 128GB Storage)', 37999, [
          8,
          128,
          5000,
          50,
          6.78,
          'Snapdragon 7 Gen 3',
          '5G',
        ]),
        phone('Google', 'Pixel 8a (Obsidian, 8GB RAM, 128GB Storage)', 52999, [
          8,
          128,
          4492,
          64,
          6.1,
          'Google Tensor G3',
          '5G',
        ]),
      ],
      'foldable-phones': [
        phone('Samsung', 'Galaxy Z Flip6 5G (Silver Shadow, 12GB RAM, 256GB Storage)', 109999, [
          12,
          256,
          4000,
          50,
          6.7,
          'Snapdragon 8 Gen 3',
          '5G',
        ]),
        phone('Motorola', 'razr 50 Ultra (Midnight Blue, 12GB RAM, 512GB Storage)', 99999, [
          12,
          512,
          4000,
          50,
          6.9,
          'Snapdragon 8s Gen 3',
          '5G',
        ]),
      ],
      'budget-phones': [
        phone('Redmi', 'A3 (Olive Green, 3GB RAM, 64GB Storage)', 9999, [
          3,
          64,
          5000,
          8,
          6.71,
          'MediaTek Helio G36',
          '4G',
        ]),
        phone('realme', 'C63 (Leather Blue, 4GB RAM, 128GB Storage)', 10999, [
          4,
          128,
          5000,
          50,
          6.74,
          'Unisoc T612',
          '4G',
        ]),
      ],
      'feature-phones': [
        featurePhone('Nokia', '105 Dual SIM Keypad Phone (Charcoal)', 1599, 1000),
        featurePhone('Jio', 'Bharat V2 4G Keypad Phone (Black)', 999, 1000),
        featurePhone('Lava', 'A3 Dual SIM Keypad Phone (Black Gold)', 1499, 1750),
      ],
    },
  },
  {
    path: 'mobile-phones/price-range',
    hsn: '8517',
    // Pinned close to MRP so each phone stays inside its price band.
    discount: [0, 6],
    weightGrams: [320, 520],
    origins: ['India', 'Vietnam'],
    bullets: handsetBullets,
    specs: handsetSpecs,
    tags: handsetTags,
    items: {
      'under-10000': [
        phone('Samsung', 'Galaxy A05 (Silver, 4GB RAM, 64GB Storage)', 9499, [
          4,
          64,
          5000,
          50,
          6.7,
          'MediaTek Helio G85',
          '4G',
        ]),
      ],
      '10000-to-15000': [
        phone('Samsung', 'Galaxy M15 5G (Celestial Blue, 6GB RAM, 128GB Storage)', 14999, [
          6,
          128,
          6000,
          50,
          6.5,
          'MediaTek Dimensity 6100+',
          '5G',
        ]),
        phone('Lava', 'Blaze X 5G (Titanium Grey, 6GB RAM, 128GB Storage)', 14999, [
          6,
          128,
          5000,
          64,
          6.67,
          'MediaTek Dimensity 7050',
          '5G',
        ]),
      ],
      '15000-to-20000': [
        phone('Nothing', 'CMF Phone 1 (Black, 8GB RAM, 128GB Storage)', 18999, [
          8,
          128,
          5000,
          50,
          6.67,
          'MediaTek Dimensity 7300',
          '5G',
        ]),
      ],
      '20000-to-30000': [
        phone('OnePlus', 'Nord CE4 5G (Celadon Marble, 8GB RAM, 256GB Storage)', 27999, [
          8,
          256,
          5500,
          50,
          6.7,
          'Snapdragon 7 Gen 3',
          '5G',
        ]),
      ],
      '30000-to-50000': [
        phone('Samsung', 'Galaxy A55 5G (Awesome Navy, 8GB RAM, 128GB Storage)', 44999, [
          8,
          128,
          5000,
          50,
          6.6,
          'Exynos 1480',
          '5G',
        ]),
      ],
      'above-50000': [
        phone('OnePlus', '12 (Flowy Emerald, 12GB RAM, 256GB Storage)', 69999, [
          12,
          256,
          5400,
          50,
          6.82,
          'Snapdragon 8 Gen 3',
          '5G',
        ]),
      ],
    },
  },
  {
    path: 'mobile-phones/accessories',
    hsn: '8504',
    hsnByItem: {
      'cases-and-covers': '3926',
      'screen-guards': '7007',
      cables: '8544',
      'car-mounts': '8302',
      'selfie-sticks': '9620',
      'memory-cards': '8523',
    },
    discount: [20, 65],
    weightGrams: [60, 400],
    origins: ['India', 'China'],
    bullets: (c) => [
      `Works with all popular ${c.itemName.toLowerCase().includes('memory') ? 'Android phones, tablets and cameras' : 'Android phones and iPhones'}`,
      'BIS certified and tested for Indian power conditions',
      `${c.brand} 6 month warranty against manufacturing defects`,
      'Compact and light, easy to carry in a bag or pocket',
      'Premium build that lasts through daily use',
    ],
    specs: (c) => ({ Type: c.itemName.replace(/s$/, ''), Warranty: '6 months', Compatibility: 'Universal' }),
    tags: (c) => ['mobile accessories', c.itemName.toLowerCase(), c.brand.toLowerCase()],
    items: {
      'cases-and-covers': [['Spigen', 'Ultra Hybrid Back Cover for iPhone 15 (Crystal Clear)', 1999]],
      'screen-guards': [
        ['Spigen', 'Glas.tR Tempered Glass Screen Protector for Galaxy S24 (Pack of 2)', 1799],
      ],
      chargers: [
        [
          'Samsung',
          '25W Type-C Fast Charging Travel Adapter (White)',
          1699,
          { Output: '25 W', Port: 'USB Type-C' },
        ],
        [
          'Ambrane',
          '65W GaN Fast Charger with 3 Ports (Black)',
          2999,
          { Output: '65 W', Port: '2 x Type-C, 1 x USB-A' },
        ],
      ],
      'power-banks': [
        [
          'Xiaomi',
          'Power Bank 3i 20000mAh with 18W Fast Charging (Black)',
          2499,
          { Capacity: '20000 mAh', Output: '18 W' },
        ],
        ['Ambrane', 'Stylo 10000mAh Slim Power Bank (Blue)', 1499, { Capacity: '10000 mAh', Output: '20 W' }],
      ],
      cables: [['Portronics', 'Konnect A 1.2m Type-C to Type-C 60W Braided Cable', 599, { Length: '1.2 m' }]],
      'car-mounts': [['Portronics', 'Clamp X Dashboard Car Mobile Holder', 999]],
      'selfie-sticks': [['Digitek', 'DTR 260 Selfie Stick Tripod with Bluetooth Remote', 1295]],
      'memory-cards': [
        [
          'SanDisk',
          'Ultra microSDXC 128GB UHS-I Card, 140 MB/s',
          2100,
          { Capacity: '128 GB', Speed: '140 MB/s' },
        ],
      ],
    },
  },
  {
    path: 'mobile-phones/wearables',
    hsn: '851762',
    discount: [40, 80],
    weightGrams: [120, 300],
    origins: ['India', 'China'],
    bullets: () => [
      'Tracks steps, heart rate, SpO2 and sleep round the clock',
      'Bluetooth calling with a built-in mic and speaker',
      'Up to 7 days of battery life on a single charge',
      'IP68 water and dust resistance',
      '100+ sports modes and customisable watch faces',
    ],
    specs: () => ({
      Connectivity: 'Bluetooth 5.3',
      'Water Resistance': 'IP68',
      Compatibility: 'Android and iOS',
      Warranty: '1 year',
    }),
    tags: (c) => ['wearables', 'fitness', c.brand.toLowerCase()],
    items: {
      'smart-watches': [
        [
          'Noise',
          'ColorFit Pro 5 Smart Watch with 1.85" AMOLED Display (Jet Black)',
          6999,
          { Display: '1.85 inch AMOLED' },
        ],
        ['Fire-Boltt', 'Phoenix Ultra Bluetooth Calling Smartwatch (Gold)', 8999, { Display: '1.39 inch' }],
      ],
      'fitness-bands': [['Xiaomi', 'Smart Band 8 Active (Black)', 3999, { 'Battery Life': '14 days' }]],
      'smart-rings': [
        [
          'boAt',
          'Smart Ring Gen 1 Ceramic (Size 9, Black)',
          8999,
          { Material: 'Ceramic and Metal', 'Battery Life': '5 days' },
        ],
      ],
      'kids-watches': [
        [
          'Fire-Boltt',
          'Kids 4G Smartwatch with GPS Tracking and Video Calling (Pink)',
          7999,
          { Network: '4G', GPS: 'Yes' },
        ],
      ],
    },
  },
  {
    path: 'mobile-phones/storage',
    hsn: '8523',
    hsnByItem: { 'cloud-storage-plans': '998315' },
    discount: [15, 55],
    weightGrams: [20, 80],
    origins: ['China', 'India'],
    bullets: (c) => [
      c.itemId === 'cloud-storage-plans'
        ? 'Redeem the code on your Google account; shareable with up to 5 family members'
        : 'Plug and play, no drivers needed',
      c.itemId === 'cloud-storage-plans'
        ? 'Automatic backup of photos, contacts and WhatsApp chats'
        : 'Fast transfers for photos, 4K videos and documents',
      `${c.brand} warranty and genuine product guarantee`,
      'Ideal for phones, tablets, laptops and cameras',
    ],
    specs: (c) => ({ Type: c.itemName.replace(/s$/, '') }),
    tags: (c) => ['storage', c.itemName.toLowerCase(), c.brand.toLowerCase()],
    items: {
      'memory-cards': [
        [
          'Samsung',
          'EVO Plus microSDXC 256GB Memory Card with Adapter',
          3499,
          { Capacity: '256 GB', Speed: '160 MB/s' },
        ],
      ],
      'pen-drives': [
        [
          'SanDisk',
          'Ultra Dual Drive Luxe 128GB USB Type-C Pen Drive',
          1799,
          { Capacity: '128 GB', Interface: 'USB 3.2 Type-C and Type-A' },
        ],
        ['HP', 'v236w 64GB USB 2.0 Pen Drive (Silver)', 799, { Capacity: '64 GB', Interface: 'USB 2.0' }],
      ],
      'otg-drives': [
        [
          'SanDisk',
          'Ultra Dual Drive Go 64GB USB Type-C OTG Drive',
          1199,
          { Capacity: '64 GB', Interface: 'USB 3.2 Type-C and Type-A' },
        ],
      ],
      'cloud-storage-plans': [
        [
          'Google',
          'One 100 GB Cloud Storage 12-Month Plan (Digital Voucher)',
          1300,
          { Capacity: '100 GB', Validity: '12 months' },
        ],
      ],
    },
  },
];
