// Car & Motorbike: car accessories, motorbike accessories, riding gear and tyres.
import type { SubcategoryLine } from './types.ts';

export const AUTOMOTIVE_LINES: SubcategoryLine[] = [
  {
    path: 'automotive/car-accessories',
    hsn: '8708',
    hsnByItem: {
      'car-chargers': '8504',
      'car-perfumes': '3307',
      'dash-cams': '8525',
      'vacuum-cleaners': '8508',
      'car-covers': '6307',
      mats: '4016',
      'phone-holders': '8302',
    },
    discount: [25, 65],
    weightGrams: [80, 3000],
    weightByItem: { 'seat-covers': [2500, 4500], 'car-covers': [1200, 2500], mats: [2000, 4000] },
    origins: ['India', 'China'],
    bullets: (c) => [
      `Fits most Indian cars: Maruti Suzuki, Hyundai, Tata, Mahindra and more`,
      `${c.brand} quality tested for heat, dust and monsoon`,
      'Easy do-it-yourself fitting, no tools needed',
      'Warranty against manufacturing defects',
    ],
    specs: () => ({ 'Vehicle Type': 'Car' }),
    tags: (c) => ['car accessories', 'automotive', c.itemName.toLowerCase(), c.brand.toLowerCase()],
    items: {
      'car-chargers': [
        [
          'Portronics',
          'Car Power 2 Dual Port 38W Fast Car Charger (Type-C PD + USB)',
          999,
          { Output: '38 W' },
        ],
      ],
      'seat-covers': [
        [
          'Autofurnish',
          'PU Leather Car Seat Covers for Maruti Suzuki Swift (Black and Red)',
          8999,
          { Material: 'PU Leather' },
        ],
      ],
      'car-perfumes': [
        ['Godrej aer', 'Twist Car Air Freshener, Fresh Lush Green (45 g)', 349, { Weight: '45 g' }],
      ],
      'dash-cams': [['Qubo', 'Car Dash Camera Pro 4K with GPS and Wi-Fi', 8990, { Resolution: '4K' }]],
      'vacuum-cleaners': [
        ['Eureka Forbes', 'Car Vac 100 W Portable Car Vacuum Cleaner', 2499, { Power: '100 W' }],
      ],
      'car-covers': [
        [
          'Autofurnish',
          'Waterproof Car Body Cover for Hyundai Creta (Silver)',
          2499,
          { Material: 'Polyester with Silver Coating' },
        ],
      ],
      mats: [
        ['Kingsway', '7D Custom Fit Car Floor Mats for Tata Nexon (Black)', 4999, { Material: 'PU Leather' }],
      ],
      'phone-holders': [
        [
          'Spigen',
          'Kuel Dashboard and Windshield Car Phone Mount',
          2499,
          { Compatibility: 'Phones 4.7 to 6.8 inch' },
        ],
      ],
    },
  },
  {
    path: 'automotive/motorbike-accessories',
    hsn: '8714',
    hsnByItem: { 'bike-covers': '6307', locks: '8301', lights: '8512', 'mobile-holders': '8302' },
    discount: [25, 60],
    weightGrams: [100, 1200],
    bullets: () => [
      'Fits popular bikes and scooters: Splendor, Activa, Pulsar, Royal Enfield and more',
      'Weather-proof for sun, dust and rain',
      'Quick fitting with the included hardware',
      'Warranty against manufacturing defects',
    ],
    specs: () => ({ 'Vehicle Type': 'Motorbike and Scooter' }),
    tags: (c) => ['bike accessories', 'automotive', c.itemName.toLowerCase(), c.brand.toLowerCase()],
    items: {
      'bike-covers': [
        [
          'Neodrift',
          'Waterproof Bike Body Cover for Royal Enfield Classic 350',
          899,
          { Material: 'Polyester' },
        ],
      ],
      'mobile-holders': [
        [
          'Strauss',
          'Aluminium Bike and Scooter Mobile Holder with 360° Rotation',
          799,
          { Compatibility: 'Phones 4.7 to 6.8 inch' },
        ],
      ],
      locks: [
        ['Godrej', 'Disc Brake Lock with Alarm for Two-Wheelers', 1499, { Type: 'Disc Lock with Alarm' }],
      ],
      lights: [
        ['Philips', 'Ultinon LED Headlight Bulb H4 for Bikes', 1590, { Type: 'LED H4', Power: '12 W' }],
      ],
    },
  },
  {
    path: 'automotive/riding-gear',
    hsn: '6506',
    hsnByItem: { 'riding-jackets': '6201', gloves: '6116', 'knee-guards': '9506' },
    discount: [15, 45],
    weightGrams: [250, 2200],
    bullets: (c) => [
      `${c.brand} riding gear for Indian traffic and highways`,
      c.itemId === 'helmets'
        ? 'ISI and DOT certified shell with EPS liner'
        : 'CE level armour at impact zones',
      'Breathable mesh with removable liners',
      'Reflective panels for night visibility',
    ],
    specs: (c) => ({
      'Sizes Available': c.itemId === 'helmets' ? 'M (57-58 cm), L (59-60 cm)' : 'M, L, XL, XXL',
    }),
    tags: (c) => ['riding gear', 'automotive', c.itemName.toLowerCase(), c.brand.toLowerCase()],
    items: {
      helmets: [
        [
          'Steelbird',
          'SBH-34 ISI Certified Full Face Helmet with Clear Visor (Matt Black)',
          1899,
          { Certification: 'ISI, DOT' },
        ],
        ['Studds', 'Ninja Elite Super D2 Full Face Helmet (Black)', 1495, { Certification: 'ISI' }],
      ],
      'riding-jackets': [
        ['Rynox', 'Air GT 4 Mesh Riding Jacket with CE Armour (Black)', 9499, { Armour: 'CE Level 1' }],
      ],
      gloves: [['Royal Enfield', 'Drifter Riding Gloves (Black)', 3300, { Material: 'Leather and Textile' }]],
      'knee-guards': [['Rynox', 'Storm Evo Knee Guards (Black)', 3350, { Armour: 'CE Level 1' }]],
    },
  },
  {
    path: 'automotive/tyres',
    hsn: '4011',
    hsnByItem: { tubes: '4013', 'tyre-inflators': '8414' },
    discount: [5, 25],
    weightGrams: [500, 9000],
    weightByItem: {
      'car-tyres': [7000, 9500],
      'bike-tyres': [3000, 4500],
      tubes: [500, 900],
      'tyre-inflators': [600, 1200],
    },
    bullets: (c) => [
      `${c.brand} quality made for Indian roads and potholes`,
      c.itemId === 'tyre-inflators'
        ? 'Digital gauge with auto cut-off at the set pressure'
        : 'Tubeless-ready design with strong grip in the wet',
      'Manufacturer warranty against defects',
      'Check your vehicle manual for the right size',
    ],
    specs: () => ({}),
    tags: (c) => ['tyres', 'automotive', c.itemName.toLowerCase(), c.brand.toLowerCase()],
    items: {
      'car-tyres': [
        ['MRF', 'ZVTV 185/65 R15 88H Tubeless Car Tyre', 6500, { Size: '185/65 R15', Type: 'Tubeless' }],
      ],
      'bike-tyres': [
        [
          'CEAT',
          'Zoom Rad 100/80-17 52P Tubeless Rear Bike Tyre',
          2600,
          { Size: '100/80-17', Type: 'Tubeless' },
        ],
      ],
      tubes: [['Apollo', 'Two-Wheeler Butyl Tube 3.00-18', 520, { Size: '3.00-18' }]],
      'tyre-inflators': [['Bergmann', 'Typhoon Digital Car Tyre Inflator 12V', 3250, { Power: '12 V DC' }]],
    },
  },
];
