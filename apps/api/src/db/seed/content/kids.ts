// Toys & Kids: toys and games, baby care, kids' clothing and school supplies.
import type { SubcategoryLine } from './types.ts';

export const KIDS_LINES: SubcategoryLine[] = [
  {
    path: 'kids/toys',
    hsn: '9503',
    hsnByItem: { 'board-games': '9504' },
    discount: [10, 45],
    weightGrams: [200, 2500],
    origins: ['India', 'China', 'Denmark'],
    bullets: (c) => [
      `${c.brand} play that builds creativity, focus and motor skills`,
      'Made from child-safe, non-toxic materials (BIS certified, IS 9873)',
      'Rounded edges and no small loose parts for the age shown',
      'Gift-ready box for birthdays and festivals',
    ],
    specs: () => ({ 'BIS Certified': 'Yes' }),
    tags: (c) => ['toys', 'kids', c.itemName.toLowerCase(), c.brand.toLowerCase(), 'gifts'],
    items: {
      'action-figures': [
        [
          'Funskool',
          'Marvel Avengers Titan Hero Series Spider-Man 12 inch Figure',
          1299,
          { 'Age Range': '4 years and up' },
        ],
      ],
      'board-games': [
        [
          'Hasbro Gaming',
          'Monopoly Classic Board Game',
          1499,
          { 'Age Range': '8 years and up', Players: '2-6' },
        ],
        [
          'Funskool',
          'Business Game: India’s Favourite Property Trading Game',
          699,
          { 'Age Range': '8 years and up', Players: '2-6' },
        ],
      ],
      puzzles: [
        ['Frank', 'India Map 108 Piece Jigsaw Puzzle', 399, { 'Age Range': '6 years and up', Pieces: '108' }],
      ],
      'remote-control-toys': [
        [
          'Mirana',
          'Rechargeable Remote Control Stunt Car with 360° Flips',
          2499,
          { 'Age Range': '6 years and up', Battery: 'Rechargeable' },
        ],
      ],
      'soft-toys': [
        [
          'Mirada',
          'Cute Teddy Bear Soft Toy 60 cm (Brown)',
          999,
          { 'Age Range': '3 years and up', Height: '60 cm' },
        ],
      ],
      'building-blocks': [
        [
          'LEGO',
          'Classic Creative Brick Box 10696 (484 Pieces)',
          2999,
          { 'Age Range': '4 years and up', Pieces: '484' },
        ],
      ],
      dolls: [
        ['Barbie', 'Dreamtopia Princess Doll with Accessories', 1199, { 'Age Range': '3 years and up' }],
      ],
      'educational-toys': [
        ['Smartivity', 'Hydraulic Crane STEM Building Kit', 1899, { 'Age Range': '8 years and up' }],
        [
          'Channapatna Toys',
          'Handcrafted Wooden Abacus with Lac Colours',
          799,
          { 'Age Range': '3 years and up', Material: 'Hale wood' },
        ],
      ],
    },
  },
  {
    path: 'kids/baby',
    hsn: '9619',
    hsnByItem: { 'baby-food': '1901', 'baby-bath': '3401', 'feeding-bottles': '3924', strollers: '8715' },
    discount: [5, 35],
    atMrpChance: 0.15,
    weightGrams: [300, 9000],
    weightByItem: {
      diapers: [2500, 3500],
      'baby-food': [350, 450],
      'baby-bath': [450, 550],
      'feeding-bottles': [300, 450],
      strollers: [7000, 9000],
    },
    bullets: () => [
      'Paediatrician-recommended and gentle on delicate skin',
      'Free of parabens, sulphates and harmful chemicals',
      'Trusted by parents across India',
      'Check the age and size guidance on the pack',
    ],
    specs: () => ({ 'Ideal For': 'Babies' }),
    tags: (c) => ['baby care', c.itemName.toLowerCase(), c.brand.toLowerCase()],
    items: {
      diapers: [
        [
          'Pampers',
          'All Round Protection Pants, Large (9-14 kg), 64 Count',
          1499,
          { Size: 'Large', Count: '64' },
        ],
        [
          'MamyPoko',
          'Pants Extra Absorb Diapers, Medium (7-12 kg), 76 Count',
          1299,
          { Size: 'Medium', Count: '76' },
        ],
      ],
      'baby-food': [
        [
          'Nestlé',
          'Cerelac Wheat Apple Cherry Baby Cereal (From 8 Months), 300 g',
          290,
          { 'Age Range': '8 months and up' },
        ],
      ],
      'baby-bath': [['Himalaya', 'Gentle Baby Bath 400 ml', 325, { Volume: '400 ml' }]],
      'feeding-bottles': [
        [
          'Philips Avent',
          'Natural Response Feeding Bottle 260 ml (Pack of 2)',
          1650,
          { Capacity: '260 ml', Material: 'BPA-free Polypropylene' },
        ],
      ],
      strollers: [
        [
          'R for Rabbit',
          'Lollipop Lite Baby Stroller and Pram (0-3 Years)',
          6999,
          { 'Age Range': '0-3 years', 'Max Weight': '15 kg' },
        ],
      ],
    },
  },
  {
    path: 'kids/clothing',
    hsn: '6111',
    hsnByItem: { boys: '6103', girls: '6104', footwear: '6404' },
    discount: [30, 60],
    weightGrams: [150, 700],
    bullets: () => [
      'Soft cotton that is gentle on young skin',
      'Bright prints kids love',
      'Machine washable, keeps its colour',
      'Easy size exchange within 30 days',
    ],
    specs: () => ({ 'Wash Care': 'Machine wash' }),
    tags: (c) => ['kids clothing', c.itemName.toLowerCase(), c.brand.toLowerCase()],
    items: {
      boys: [
        [
          'Max',
          'Boys Graphic Print Cotton T-Shirt (Pack of 2)',
          799,
          { Size: '4-5Y, 6-7Y, 8-9Y, 10-11Y', 'Pack Of': '2' },
        ],
      ],
      girls: [
        ['Hopscotch', 'Girls Cotton Denim Dungaree Dress (Blue)', 1299, { Size: '2-3Y, 3-4Y, 4-5Y, 6-7Y' }],
      ],
      infants: [
        ['Babyhug', 'Cotton Jhabla Set (Pack of 5, 0-6 Months)', 899, { Size: '0-6 months', 'Pack Of': '5' }],
      ],
      footwear: [['Bata', 'Kids Velcro School Shoes (Black)', 899, { Size: 'UK 10 to UK 5' }]],
    },
  },
  {
    path: 'kids/school',
    hsn: '4820',
    hsnByItem: { bags: '4202', 'lunch-boxes': '3924', 'water-bottles': '7323' },
    discount: [10, 40],
    weightGrams: [200, 1200],
    bullets: (c) => [
      `Made for the school day by ${c.brand}`,
      'Sturdy and easy to clean',
      'Child-safe, BPA-free and non-toxic materials',
      'Fun designs that kids love',
    ],
    specs: () => ({ 'Ideal For': 'School children' }),
    tags: (c) => ['school', 'back to school', c.itemName.toLowerCase(), c.brand.toLowerCase()],
    items: {
      bags: [['Skybags', 'Kids School Backpack 22 L (Blue Space Print)', 1599, { Capacity: '22 L' }]],
      stationery: [
        ['Classmate', 'Single Line Notebooks, 172 Pages (Pack of 6)', 390, { Pages: '172', 'Pack Of': '6' }],
        ['Faber-Castell', 'Connector Pens 25 Shades with Clip', 350, { Shades: '25' }],
      ],
      'lunch-boxes': [
        [
          'Milton',
          'Steel Combi Lunch Box with 3 Containers and Bag',
          699,
          { Containers: '3', Material: 'Stainless Steel' },
        ],
      ],
      'water-bottles': [
        [
          'Cello',
          'Puro Steel-X Insulated Kids Water Bottle 600 ml',
          649,
          { Capacity: '600 ml', Material: 'Stainless Steel' },
        ],
      ],
    },
  },
];
