// Sports: fitness, cricket, outdoor and team sports.
import type { SubcategoryLine } from './types.ts';

export const SPORTS_LINES: SubcategoryLine[] = [
  {
    path: 'sports/fitness',
    hsn: '9506',
    discount: [20, 60],
    weightGrams: [200, 60000],
    weightByItem: {
      dumbbells: [10500, 12000],
      'yoga-mats': [700, 1300],
      treadmills: [55000, 70000],
      'resistance-bands': [300, 600],
      'exercise-bikes': [30000, 40000],
      'gym-gloves': [150, 300],
    },
    origins: ['India', 'China'],
    bullets: (c) => [
      `${c.brand} gear for home workouts and the gym`,
      'Durable build tested for everyday training',
      'Compact to store in Indian apartments',
      c.itemId === 'treadmills' || c.itemId === 'exercise-bikes'
        ? 'Free installation at home'
        : 'Easy to clean',
      'Warranty against manufacturing defects',
    ],
    specs: () => ({ Warranty: '1 year' }),
    tags: (c) => ['fitness', 'sports', c.itemName.toLowerCase(), c.brand.toLowerCase()],
    items: {
      dumbbells: [['Kore', 'PVC 10 kg Dumbbell Set with Rods and Plates', 1999, { Weight: '10 kg' }]],
      'yoga-mats': [
        [
          'Boldfit',
          'Yoga Mat 6 mm Anti-Skid with Carry Strap (Purple)',
          999,
          { Thickness: '6 mm', Material: 'EVA' },
        ],
        [
          'Decathlon Kimjaly',
          'Comfort Yoga Mat 8 mm (Grey)',
          1499,
          { Thickness: '8 mm', Material: 'NBR Foam' },
        ],
      ],
      treadmills: [
        [
          'PowerMax Fitness',
          'TDM-98 1.5 HP Motorised Treadmill with Auto Incline',
          42000,
          { 'Motor Power': '1.5 HP', 'Max User Weight': '100 kg' },
        ],
      ],
      'resistance-bands': [['Boldfit', 'Resistance Bands Set of 5 with Door Anchor', 799, { Pieces: '5' }]],
      'exercise-bikes': [['Cockatoo', 'CSB-03 Spin Bike with 6 kg Flywheel', 16999, { Flywheel: '6 kg' }]],
      'gym-gloves': [
        ['Nivia', 'Gym Gloves with Wrist Support (Black)', 699, { 'Sizes Available': 'M, L, XL' }],
      ],
    },
  },
  {
    path: 'sports/cricket',
    hsn: '9506',
    discount: [15, 45],
    weightGrams: [160, 4500],
    weightByItem: {
      bats: [1200, 1500],
      balls: [350, 450],
      pads: [1800, 2400],
      helmets: [900, 1200],
      'kit-bags': [3000, 4500],
    },
    bullets: (c) => [
      `${c.brand} cricket gear trusted from gully cricket to club matches`,
      'Crafted by skilled hands in Meerut and Jalandhar',
      'Balanced for control and power',
      'Recommended for leather and tennis ball play as labelled',
    ],
    specs: () => ({ Sport: 'Cricket' }),
    tags: (c) => ['cricket', 'sports', c.itemName.toLowerCase(), c.brand.toLowerCase()],
    items: {
      bats: [
        [
          'SG',
          'RSD Xtreme English Willow Cricket Bat, Short Handle',
          9999,
          { Material: 'English Willow', Size: 'Short Handle' },
        ],
        [
          'SS',
          'Kashmir Willow Tennis Ball Cricket Bat, Full Size',
          1499,
          { Material: 'Kashmir Willow', Size: 'Full Size' },
        ],
      ],
      balls: [
        ['SG', 'Club Leather Cricket Ball, Red (Pack of 2)', 1300, { Material: 'Leather', 'Pack Of': '2' }],
      ],
      pads: [['SS', 'Test Opener Batting Pads, Men (White)', 3499, { Size: 'Men' }]],
      helmets: [
        ['Shrey', 'Match 2.0 Cricket Helmet with Steel Grill (Navy)', 3299, { 'Sizes Available': 'M, L' }],
      ],
      'kit-bags': [['DSC', 'Condor Cricket Kit Bag with Wheels', 2999, { Capacity: '80 L' }]],
    },
  },
  {
    path: 'sports/outdoor',
    hsn: '8712',
    hsnByItem: { camping: '6306', trekking: '4202', swimming: '9004', skating: '9506' },
    discount: [15, 50],
    weightGrams: [200, 18000],
    weightByItem: {
      cycles: [15000, 19000],
      camping: [2000, 3000],
      trekking: [1300, 1800],
      swimming: [150, 250],
      skating: [1800, 2600],
    },
    bullets: (c) => [
      `Built by ${c.brand} for Indian roads, hills and beaches`,
      'Weather-resistant materials',
      'Light to carry, easy to set up',
      'Warranty against manufacturing defects',
    ],
    specs: () => ({ Warranty: '1 year' }),
    tags: (c) => ['outdoor', 'sports', c.itemName.toLowerCase(), c.brand.toLowerCase()],
    items: {
      cycles: [
        [
          'Hero',
          'Sprint Pro 26T 21-Speed Mountain Cycle (Black and Red)',
          12999,
          { 'Wheel Size': '26 inch', Gears: '21' },
        ],
        ['Btwin', 'Riverside 120 Hybrid Cycle 28 inch', 18999, { 'Wheel Size': '28 inch', Gears: '7' }],
      ],
      camping: [['Quechua', 'MH100 2-Person Camping Tent (Green)', 3999, { Capacity: '2 persons' }]],
      trekking: [['Wildcraft', 'Rover 45 L Rucksack for Trekking (Olive)', 3299, { Capacity: '45 L' }]],
      swimming: [['Speedo', 'Futura Biofuse Swimming Goggles (Clear)', 1300, { 'UV Protection': 'Yes' }]],
      skating: [['Jaspo', 'Adjustable Inline Skates for Kids (Size 32-35)', 2499, { Size: 'EU 32-35' }]],
    },
  },
  {
    path: 'sports/team-sports',
    hsn: '9506',
    discount: [15, 45],
    weightGrams: [100, 1500],
    weightByItem: {
      football: [450, 550],
      badminton: [150, 300],
      basketball: [600, 700],
      'table-tennis': [350, 500],
      volleyball: [300, 400],
    },
    bullets: (c) => [
      `${c.brand} quality for school, club and weekend games`,
      'Durable construction for rough Indian grounds',
      'Approved size and weight for official play',
      'Great value for teams and academies',
    ],
    specs: () => ({}),
    tags: (c) => ['team sports', 'sports', c.itemName.toLowerCase(), c.brand.toLowerCase()],
    items: {
      football: [['Nivia', 'Storm Football, Size 5 (White and Blue)', 699, { Size: '5' }]],
      badminton: [
        ['Yonex', 'Nanoray Light 18i Badminton Racquet (Graphite)', 2990, { Weight: '77 g' }],
        ['Li-Ning', 'Mavis 350 Nylon Shuttlecocks (Pack of 6, Yellow)', 650, { 'Pack Of': '6' }],
      ],
      basketball: [['Cosco', 'Dribble Basketball, Size 7', 799, { Size: '7' }]],
      'table-tennis': [
        ['Stag', 'Iconic Table Tennis Racquet Set with 3 Balls', 999, { Pieces: '2 racquets, 3 balls' }],
      ],
      volleyball: [['Nivia', 'Super Synthetic Volleyball, Size 4', 899, { Size: '4' }]],
    },
  },
];
