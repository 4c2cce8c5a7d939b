// Fashion: men's, women's and kids' clothing, footwear, accessories, luggage and trending styles.
import type { LineContext, SubcategoryLine } from './types.ts';

const ADULT_SIZES = 'S, M, L, XL, XXL';

const clothingBullets = (c: LineContext) => [
  `${c.itemName.replace(/s$/, '')} from ${c.brand} in a comfortable, breathable fabric for Indian weather`,
  'Colour-fast dyes that stay bright wash after wash',
  'Machine wash cold with similar colours; do not bleach',
  'Model is 6 ft and wears size M',
  'Easy 30 day returns and size exchange',
];

const clothingTags = (c: LineContext) => ['fashion', c.itemName.toLowerCase(), c.brand.toLowerCase()];

export const FASHION_LINES: SubcategoryLine[] = [
  {
    path: 'fashion/mens',
    hsn: '6105',
    hsnByItem: {
      't-shirts': '6109',
      jeans: '6203',
      trousers: '6203',
      kurtas: '6211',
      'ethnic-sets': '6211',
      jackets: '6201',
      innerwear: '6107',
    },
    discount: [30, 70],
    weightGrams: [150, 900],
    bullets: clothingBullets,
    specs: () => ({ Size: ADULT_SIZES, 'Wash Care': 'Machine wash', 'Ideal For': 'Men' }),
    tags: clothingTags,
    items: {
      't-shirts': [
        [
          'Allen Solly',
          "Men's Solid Polo T-Shirt (Navy, Regular Fit)",
          1299,
          { Fabric: 'Cotton Pique', Fit: 'Regular', Colour: 'Navy' },
        ],
        [
          'HRX by Hrithik Roshan',
          "Men's Rapid-Dry Training T-Shirt (Black)",
          999,
          { Fabric: 'Polyester', Fit: 'Slim', Colour: 'Black' },
        ],
      ],
      shirts: [
        [
          'Peter England',
          "Men's Slim Fit Formal Shirt (Light Blue)",
          1799,
          { Fabric: 'Cotton Blend', Fit: 'Slim', Colour: 'Light Blue' },
        ],
        [
          'Louis Philippe',
          "Men's Checked Casual Shirt (White and Blue)",
          2799,
          { Fabric: '100% Cotton', Fit: 'Regular', Colour: 'White' },
        ],
      ],
      jeans: [
        [
          "Levi's",
          "Men's 511 Slim Fit Stretch Jeans (Dark Indigo)",
          3599,
          { Fabric: 'Denim with Stretch', Fit: 'Slim', Colour: 'Dark Indigo' },
        ],
      ],
      trousers: [
        [
          'Van Heusen',
          "Men's Slim Fit Formal Trousers (Charcoal Grey)",
          2499,
          { Fabric: 'Poly Viscose', Fit: 'Slim', Colour: 'Charcoal' },
        ],
      ],
      kurtas: [
        [
          'Fabindia',
          "Men's Cotton Long Kurta (Indigo Block Print)",
          1990,
          { Fabric: 'Cotton', Fit: 'Regular', Colour: 'Indigo' },
        ],
      ],
      'ethnic-sets': [
        [
          'Manyavar',
          "Men's Silk Blend Kurta Pyjama Set (Cream)",
          4999,
          { Fabric: 'Silk Blend', Occasion: 'Festive and Wedding', Colour: 'Cream' },
        ],
      ],
      jackets: [
        [
          'Roadster',
          "Men's Hooded Puffer Jacket (Olive)",
          3499,
          { Fabric: 'Nylon', Fit: 'Regular', Colour: 'Olive' },
        ],
      ],
      innerwear: [
        [
          'Jockey',
          "Men's Cotton Vests (Pack of 3, White)",
          899,
          { Fabric: '100% Combed Cotton', Colour: 'White', 'Pack Of': '3' },
        ],
      ],
    },
  },
  {
    path: 'fashion/womens',
    hsn: '6204',
    hsnByItem: { sarees: '5407', tops: '6106', jeans: '6204', nightwear: '6208', lehengas: '6211' },
    discount: [35, 75],
    weightGrams: [200, 1500],
    bullets: clothingBullets,
    specs: () => ({
      Size: 'XS, S, M, L, XL, XXL',
      'Wash Care': 'Hand wash or gentle machine wash',
      'Ideal For': 'Women',
    }),
    tags: clothingTags,
    items: {
      sarees: [
        [
          'Surat Silk Mills',
          'Banarasi Art Silk Saree with Zari Border and Blouse Piece (Maroon)',
          3999,
          { Fabric: 'Art Silk', Length: '5.5 m saree + 0.8 m blouse', Colour: 'Maroon' },
        ],
        [
          'Jaipur Handloom House',
          'Handblock Printed Cotton Mulmul Saree (Indigo)',
          2499,
          { Fabric: 'Cotton Mulmul', Length: '6.3 m with blouse', Colour: 'Indigo' },
        ],
      ],
      kurtis: [
        [
          'Biba',
          "Women's Straight Printed Cotton Kurta (Mustard)",
          1799,
          { Fabric: 'Cotton', Fit: 'Straight', Colour: 'Mustard' },
        ],
        [
          'W for Woman',
          "Women's A-Line Embroidered Kurta (Teal)",
          2299,
          { Fabric: 'Viscose', Fit: 'A-Line', Colour: 'Teal' },
        ],
      ],
      'salwar-suits': [
        [
          'Aurelia',
          "Women's Cotton Blend Kurta, Salwar and Dupatta Set (Pink)",
          3299,
          { Fabric: 'Cotton Blend', Colour: 'Pink', 'Set Contents': 'Kurta, Salwar, Dupatta' },
        ],
      ],
      dresses: [
        [
          'Global Desi',
          "Women's Tiered Maxi Dress (Floral Print)",
          2799,
          { Fabric: 'Rayon', Fit: 'Flared', Colour: 'Multicolour' },
        ],
      ],
      tops: [
        [
          'Only',
          "Women's Regular Fit Ribbed Top (White)",
          1299,
          { Fabric: 'Cotton Blend', Fit: 'Regular', Colour: 'White' },
        ],
      ],
      jeans: [
        [
          'Pepe Jeans',
          "Women's High Rise Skinny Jeans (Mid Blue)",
          2999,
          { Fabric: 'Stretch Denim', Fit: 'Skinny', Colour: 'Mid Blue' },
        ],
      ],
      lehengas: [
        [
          'Soch',
          "Women's Embroidered Georgette Lehenga Choli with Dupatta (Wine)",
          8999,
          { Fabric: 'Georgette', Occasion: 'Wedding', Colour: 'Wine' },
        ],
      ],
      nightwear: [
        [
          'Zivame',
          "Women's Cotton Pyjama Set (Lavender Print)",
          1495,
          { Fabric: 'Cotton', Colour: 'Lavender' },
        ],
      ],
    },
  },
  {
    path: 'fashion/kids',
    hsn: '6111',
    hsnByItem: {
      'boys-clothing': '6103',
      'girls-clothing': '6104',
      'school-uniforms': '6203',
      'winter-wear': '6110',
    },
    discount: [30, 60],
    weightGrams: [100, 600],
    bullets: (c) => [
      `Soft, skin-friendly fabric made for active ${c.itemId === 'girls-clothing' ? 'girls' : 'kids'}`,
      'Nickel-free snaps and tag-free necklines',
      'Pre-washed to keep its size and shape',
      'Machine washable',
    ],
    specs: () => ({ Size: '2-3Y, 3-4Y, 4-5Y, 6-7Y, 8-9Y, 10-11Y', 'Wash Care': 'Machine wash' }),
    tags: (c) => ['kids', c.itemName.toLowerCase(), c.brand.toLowerCase()],
    items: {
      'boys-clothing': [
        [
          'Allen Solly Junior',
          'Boys Printed Cotton T-Shirt and Shorts Set (Blue)',
          1299,
          { Fabric: 'Cotton', Colour: 'Blue' },
        ],
      ],
      'girls-clothing': [
        ['Gini & Jony', 'Girls Floral Cotton Frock (Peach)', 1199, { Fabric: 'Cotton', Colour: 'Peach' }],
      ],
      'infant-wear': [
        [
          'Babyhug',
          'Organic Cotton Rompers (Pack of 3, 0-3 Months)',
          999,
          { Fabric: 'Organic Cotton', 'Pack Of': '3' },
        ],
      ],
      'school-uniforms': [
        [
          'Max',
          'Boys School Uniform Shirt, Half Sleeves (White, Pack of 2)',
          799,
          { Fabric: 'Poly Cotton', Colour: 'White' },
        ],
      ],
      'ethnic-wear': [
        [
          'Manyavar',
          'Boys Kurta Pyjama Set for Festivals (Yellow)',
          1799,
          { Fabric: 'Cotton Silk', Colour: 'Yellow' },
        ],
      ],
      'winter-wear': [
        ['Hopscotch', 'Kids Fleece Hooded Sweatshirt (Red)', 999, { Fabric: 'Fleece', Colour: 'Red' }],
      ],
    },
  },
  {
    path: 'fashion/shoes',
    hsn: '6404',
    hsnByItem: { 'formal-shoes': '6403', boots: '6403', chappals: '6402', sandals: '6402' },
    discount: [20, 60],
    weightGrams: [300, 1200],
    bullets: (c) => [
      `${c.brand} comfort with a cushioned footbed for all-day wear`,
      'Durable sole with a good grip on wet roads',
      'True to Indian sizing (UK/India)',
      'Wipe clean with a dry cloth',
      'Easy 30 day exchange for a different size',
    ],
    specs: (c) => ({
      Size: c.itemId === 'heels' || c.itemId === 'flats' ? 'UK 3, 4, 5, 6, 7, 8' : 'UK 6, 7, 8, 9, 10, 11',
    }),
    tags: (c) => ['footwear', c.itemName.toLowerCase(), c.brand.toLowerCase()],
    items: {
      sneakers: [
        [
          'Campus',
          "Men's North Plus Sneakers (White and Navy)",
          1999,
          { Material: 'Synthetic Mesh', Colour: 'White' },
        ],
        ['Puma', 'Unisex Smash v2 Leather Sneakers (White)', 4999, { Material: 'Leather', Colour: 'White' }],
      ],
      'sports-shoes': [
        ['Sparx', "Men's SM-712 Running Shoes (Black and Neon)", 1699, { Material: 'Mesh', Colour: 'Black' }],
        [
          'Adidas',
          "Men's Ultrabounce Running Shoes (Core Black)",
          6999,
          { Material: 'Textile', Colour: 'Black' },
        ],
      ],
      'formal-shoes': [
        [
          'Bata',
          "Men's Leather Derby Formal Shoes (Black)",
          2999,
          { Material: 'Genuine Leather', Colour: 'Black' },
        ],
      ],
      sandals: [
        ['Woodland', "Men's Leather Outdoor Sandals (Camel)", 2995, { Material: 'Leather', Colour: 'Camel' }],
      ],
      chappals: [
        [
          'Kolhapuri Chappal Ghar',
          "Women's Handmade Kolhapuri Chappals (Tan)",
          1299,
          { Material: 'Vegetable-tanned Leather', Colour: 'Tan' },
        ],
      ],
      heels: [
        [
          'Metro',
          "Women's Block Heel Sandals (Rose Gold)",
          2290,
          { Material: 'Synthetic', 'Heel Height': '2.5 inch' },
        ],
      ],
      flats: [
        [
          'Mochi',
          "Women's Embellished Ethnic Juttis (Gold)",
          1790,
          { Material: 'Synthetic', Colour: 'Gold' },
        ],
      ],
      boots: [
        ['Red Tape', "Men's Leather Chelsea Boots (Brown)", 5499, { Material: 'Leather', Colour: 'Brown' }],
      ],
    },
  },
  {
    path: 'fashion/accessories',
    hsn: '4202',
    hsnByItem: { watches: '9102', sunglasses: '9004', belts: '4203', jewellery: '7117', caps: '6505' },
    discount: [25, 65],
    weightGrams: [60, 900],
    origins: ['India', 'China'],
    bullets: (c) => [
      `Signature ${c.brand} finish that pairs with office and party wear`,
      'Gift-ready box with a brand authenticity card',
      `${c.itemId === 'watches' ? '2 year' : '6 month'} warranty against manufacturing defects`,
      'Designed in India',
    ],
    specs: (c) => ({ Type: c.itemName.replace(/s$/, '') }),
    tags: (c) => ['accessories', c.itemName.toLowerCase(), c.brand.toLowerCase(), 'gifts'],
    items: {
      watches: [
        [
          'Titan',
          "Neo Men's Analog Watch with Leather Strap (Blue Dial)",
          5995,
          { 'Dial Colour': 'Blue', 'Water Resistance': '30 m' },
        ],
        [
          'Fastrack',
          'Unisex Casual Analog Watch (Black Dial)',
          1995,
          { 'Dial Colour': 'Black', 'Water Resistance': '30 m' },
        ],
      ],
      sunglasses: [
        [
          'Vincent Chase',
          'Polarised Aviator Sunglasses (Gunmetal, UV400)',
          2500,
          { 'Lens Type': 'Polarised, UV400' },
        ],
      ],
      wallets: [
        ['Hidesign', "Men's Leather Bi-fold Wallet (Tan)", 2495, { Material: 'Leather', Colour: 'Tan' }],
      ],
      belts: [
        [
          'Tommy Hilfiger',
          "Men's Reversible Leather Belt (Black and Brown)",
          2999,
          { Material: 'Leather', Colour: 'Black/Brown' },
        ],
      ],
      handbags: [
        ['Caprese', "Women's Satchel Handbag (Olive)", 3999, { Material: 'Faux Leather', Colour: 'Olive' }],
        ['Baggit', "Women's Tote Bag (Beige)", 2590, { Material: 'Vegan Leather', Colour: 'Beige' }],
      ],
      jewellery: [
        [
          'Giva',
          '925 Sterling Silver Rose Gold Pendant with Chain',
          2999,
          { Material: '925 Silver', Plating: 'Rose Gold' },
        ],
      ],
      backpacks: [
        ['Wildcraft', 'Wiki 3 Casual Backpack 32L (Navy)', 1899, { Capacity: '32 L', Material: 'Polyester' }],
      ],
      caps: [['Puma', 'Unisex Ess Running Cap (Black)', 999, { Material: 'Polyester', Size: 'Adjustable' }]],
    },
  },
  {
    path: 'fashion/luggage',
    hsn: '4202',
    discount: [35, 70],
    weightGrams: [600, 4500],
    origins: ['India', 'China'],
    bullets: () => [
      'Tough shell and smooth 360° spinner wheels',
      'TSA-approved number lock',
      'Fits airline cabin or check-in limits as labelled',
      'Brand warranty against manufacturing defects',
    ],
    specs: () => ({ Warranty: '3 years international' }),
    tags: (c) => ['luggage', 'travel', c.itemName.toLowerCase(), c.brand.toLowerCase()],
    items: {
      'trolley-bags': [
        [
          'American Tourister',
          'Ivy 68 cm Medium Check-in Hard Trolley (Navy)',
          9000,
          { Size: 'Medium 68 cm', Material: 'Polypropylene' },
        ],
        [
          'Safari',
          'Pentagon 55 cm Cabin Trolley Bag (Cyan)',
          5800,
          { Size: 'Cabin 55 cm', Material: 'Polycarbonate' },
        ],
      ],
      'duffel-bags': [['VIP', 'Weekender 55 cm Duffel Trolley Bag (Grey)', 4500, { Capacity: '55 L' }]],
      backpacks: [['Skybags', 'Brat 46 cm School and College Backpack (Blue)', 1999, { Capacity: '30 L' }]],
      'laptop-bags': [
        [
          'Mokobara',
          'The Transit Laptop Backpack, fits 16" (Jet Black)',
          4999,
          { 'Laptop Size': 'Up to 16 inch', Capacity: '25 L' },
        ],
      ],
      'travel-accessories': [
        ['Aristocrat', 'Travel Neck Pillow with Eye Mask and Ear Plugs', 899, { Material: 'Memory Foam' }],
      ],
    },
  },
  {
    path: 'fashion/trending',
    hsn: '6109',
    hsnByItem: { 'co-ord-sets': '6204', 'cargo-pants': '6203', 'festive-picks': '6211' },
    discount: [40, 70],
    weightGrams: [200, 800],
    bullets: clothingBullets,
    specs: () => ({ Size: ADULT_SIZES }),
    tags: (c) => ['trending', 'fashion', c.itemName.toLowerCase(), c.brand.toLowerCase()],
    items: {
      'oversized-tees': [
        [
          'The Souled Store',
          'Unisex Oversized T-Shirt: Marvel Spider-Man (Black)',
          1199,
          { Fabric: '100% Cotton', Fit: 'Oversized' },
        ],
      ],
      'co-ord-sets': [
        [
          'Libas',
          "Women's Printed Cotton Co-ord Set (Sage Green)",
          2999,
          { Fabric: 'Cotton', Colour: 'Sage Green' },
        ],
      ],
      'cargo-pants': [
        [
          'Bewakoof',
          "Men's Relaxed Fit Cargo Pants (Khaki)",
          1999,
          { Fabric: 'Cotton Twill', Fit: 'Relaxed' },
        ],
      ],
      'festive-picks': [
        [
          'Fabindia',
          "Women's Chanderi Silk Festive Kurta Set (Rani Pink)",
          5990,
          { Fabric: 'Chanderi Silk', Occasion: 'Diwali and Weddings' },
        ],
      ],
    },
  },
];
