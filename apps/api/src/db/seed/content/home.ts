// Home: furniture, decor, bedding and storage.
import type { SubcategoryLine } from './types.ts';

export const HOME_LINES: SubcategoryLine[] = [
  {
    path: 'home/furniture',
    hsn: '9403',
    hsnByItem: { sofas: '9401', 'office-chairs': '9401' },
    discount: [20, 60],
    weightGrams: [5000, 60000],
    weightByItem: {
      sofas: [45000, 65000],
      beds: [55000, 80000],
      'dining-tables': [35000, 50000],
      'office-chairs': [15000, 22000],
      wardrobes: [40000, 60000],
      bookshelves: [15000, 25000],
      'tv-units': [20000, 30000],
      'shoe-racks': [3000, 5000],
    },
    bullets: (c) => [
      `${c.itemName.replace(/s$/, '')} built from seasoned engineered wood and sturdy fittings`,
      'Free delivery and assembly at home by trained carpenters',
      'Termite and borer resistant',
      'Wipe with a dry cloth; keep away from direct sunlight',
      '1 year warranty against manufacturing defects',
    ],
    specs: () => ({ Assembly: 'Carpenter assembly included', Warranty: '1 year' }),
    tags: (c) => ['furniture', c.itemName.toLowerCase(), c.brand.toLowerCase(), 'home'],
    items: {
      sofas: [
        [
          'Wakefit',
          'Napper 3 Seater Fabric Sofa (Cosmic Grey)',
          39999,
          { Material: 'Fabric and Solid Wood Frame', Seating: '3 Seater' },
        ],
      ],
      beds: [
        [
          'Sleepyhead',
          'Queen Size Engineered Wood Bed with Storage (Walnut)',
          32999,
          { Size: 'Queen', Storage: 'Hydraulic' },
        ],
      ],
      'dining-tables': [
        [
          'Jodhpur Wood Crafts',
          'Sheesham Wood 4 Seater Dining Table Set (Honey Finish)',
          34999,
          { Material: 'Solid Sheesham Wood', Seating: '4 Seater' },
        ],
      ],
      'office-chairs': [
        [
          'Green Soul',
          'Monster Ultimate Ergonomic Office Chair (Black)',
          24999,
          { Material: 'Mesh and Metal', Adjustable: 'Height, Arms, Lumbar' },
        ],
      ],
      wardrobes: [
        [
          'Godrej Interio',
          'Slimline 2 Door Steel Almirah with Locker (Silver Grey)',
          19999,
          { Material: 'Steel', Doors: '2' },
        ],
      ],
      bookshelves: [
        [
          'Nilkamal',
          'Jeff Engineered Wood 5 Shelf Bookcase (Wenge)',
          7499,
          { Material: 'Engineered Wood', Shelves: '5' },
        ],
      ],
      'tv-units': [
        [
          'Home Centre',
          'Helios TV Unit for TVs up to 55 inch (Walnut)',
          14999,
          { Material: 'Engineered Wood', 'TV Size': 'Up to 55 inch' },
        ],
      ],
      'shoe-racks': [
        [
          'Nilkamal',
          'Freedom 4 Shelf Plastic Shoe Rack (Weather Brown)',
          3299,
          { Material: 'Plastic', Shelves: '4' },
        ],
      ],
    },
  },
  {
    path: 'home/decor',
    hsn: '9405',
    hsnByItem: {
      'wall-art': '4911',
      clocks: '9105',
      showpieces: '7419',
      'artificial-plants': '6702',
      candles: '3406',
      'photo-frames': '4414',
    },
    discount: [25, 65],
    weightGrams: [150, 3500],
    bullets: (c) => [
      `Handpicked ${c.itemName.toLowerCase()} that brighten living rooms and puja corners`,
      'Makes a thoughtful Diwali, housewarming or wedding gift',
      'Packed in a sturdy box to arrive safe',
      'Crafted by Indian artisans',
    ],
    specs: (c) => ({ Room: c.itemId === 'diyas-and-lights' ? 'Balcony, Puja Room' : 'Living Room, Bedroom' }),
    tags: (c) => ['home decor', c.itemName.toLowerCase(), c.brand.toLowerCase(), 'gifts'],
    items: {
      'wall-art': [
        [
          'Art Street',
          'Set of 3 Framed Madhubani Wall Paintings (12 x 18 inch)',
          2999,
          { Size: '12 x 18 inch each' },
        ],
      ],
      clocks: [
        ['Ajanta', 'Quartz Silent Sweep Wall Clock 30 cm (Wooden Finish)', 1250, { Diameter: '30 cm' }],
      ],
      lamps: [['Philips', 'Hue White and Colour Ambiance Smart Table Lamp', 7999, { Power: '6 W' }]],
      showpieces: [
        [
          'Moradabad Brass',
          'Brass Ganesha Idol for Home Temple (6 inch)',
          2499,
          { Material: 'Brass', Height: '6 inch' },
        ],
      ],
      'artificial-plants': [
        ['Fourwalls', 'Artificial Areca Palm Plant with Pot (4 ft)', 2799, { Height: '4 ft' }],
      ],
      candles: [
        [
          'Iris',
          'Scented Jar Candles Gift Set of 3 (Rose, Jasmine, Sandalwood)',
          1199,
          { 'Burn Time': '25 hours each' },
        ],
      ],
      'photo-frames': [
        ['Archies', 'Collage Photo Frame for 6 Photos (Black)', 899, { 'Photo Size': '4 x 6 inch' }],
      ],
      'diyas-and-lights': [
        [
          'Homesake',
          'Handpainted Terracotta Diyas (Set of 12)',
          599,
          { Material: 'Terracotta', 'Pack Of': '12' },
        ],
        ['Wipro', 'Garnet 10 m LED Rice Light String, Warm White', 499, { Length: '10 m' }],
      ],
    },
  },
  {
    path: 'home/bedding',
    hsn: '6302',
    hsnByItem: {
      comforters: '9404',
      pillows: '9404',
      mattresses: '9404',
      blankets: '6301',
      curtains: '6303',
    },
    discount: [30, 65],
    weightGrams: [500, 25000],
    weightByItem: { mattresses: [15000, 25000], pillows: [1200, 2000], curtains: [800, 1500] },
    bullets: () => [
      'Soft, breathable fabric for a good night’s sleep',
      'Fade-resistant colours, machine washable',
      'OEKO-TEX tested, free of harmful chemicals',
      'Made in India',
    ],
    specs: () => ({ 'Wash Care': 'Machine wash cold' }),
    tags: (c) => ['bedding', c.itemName.toLowerCase(), c.brand.toLowerCase(), 'bedroom'],
    items: {
      bedsheets: [
        [
          'Bombay Dyeing',
          '144 TC Cotton Double Bedsheet with 2 Pillow Covers (Floral Blue)',
          1699,
          { Size: 'Double 224 x 254 cm', Material: 'Cotton' },
        ],
        [
          'Jaipur Handloom House',
          'Sanganeri Print King Size Cotton Bedsheet Set',
          2299,
          { Size: 'King 274 x 274 cm', Material: 'Cotton' },
        ],
      ],
      comforters: [
        [
          'Spaces',
          'Microfibre Reversible Double Comforter (Grey and Teal)',
          3499,
          { Size: 'Double', Fill: 'Microfibre' },
        ],
      ],
      pillows: [
        [
          'Wakefit',
          'Hollow Fibre Pillows (Set of 2, 16 x 24 inch)',
          1299,
          { Size: '16 x 24 inch', 'Pack Of': '2' },
        ],
      ],
      blankets: [
        [
          'Raymond Home',
          'Mink Double Bed Blanket for Winter (Beige)',
          2999,
          { Size: 'Double', Material: 'Polyester Mink' },
        ],
      ],
      mattresses: [
        [
          'Sleepwell',
          'Ortho Pro 6 inch Queen Size Spring Mattress',
          18999,
          { Size: 'Queen 78 x 60 inch', Thickness: '6 inch' },
        ],
      ],
      curtains: [
        [
          'Story@Home',
          'Blackout Door Curtains 7 ft (Set of 2, Maroon)',
          1599,
          { Length: '7 ft', 'Pack Of': '2' },
        ],
      ],
    },
  },
  {
    path: 'home/storage',
    hsn: '3924',
    hsnByItem: { hangers: '3926', 'kitchen-racks': '7323', 'laundry-baskets': '4602' },
    discount: [20, 60],
    weightGrams: [300, 4000],
    bullets: () => [
      'Keeps wardrobes, kitchens and kids’ rooms tidy',
      'Sturdy, reusable and easy to clean',
      'Stackable design that saves space in compact homes',
      'Rust-proof and moisture-resistant',
    ],
    specs: () => ({ Material: 'Polypropylene' }),
    tags: (c) => ['storage', 'organisation', c.itemName.toLowerCase(), c.brand.toLowerCase()],
    items: {
      organisers: [
        ['Kuber Industries', 'Foldable Non-woven Wardrobe Organiser (Set of 6)', 999, { 'Pack Of': '6' }],
      ],
      'laundry-baskets': [
        ['Amazon Brand Solimo', 'Collapsible Laundry Basket with Lid 75 L', 899, { Capacity: '75 L' }],
      ],
      'storage-boxes': [['Cello', 'Checkers Plastic Storage Box Set of 3 (Blue)', 1299, { 'Pack Of': '3' }]],
      hangers: [
        [
          'Amazon Brand Solimo',
          'Velvet Non-slip Clothes Hangers (Pack of 24)',
          999,
          { 'Pack Of': '24', Material: 'Velvet' },
        ],
      ],
      'kitchen-racks': [
        ['Plantex', 'Stainless Steel 3 Tier Kitchen Rack', 2499, { Material: 'Stainless Steel', Tiers: '3' }],
      ],
    },
  },
];
