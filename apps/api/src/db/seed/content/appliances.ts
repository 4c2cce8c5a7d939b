// Appliances and Home Appliances: large and small appliances, climate control and cleaning machines.
import type { LineContext, SubcategoryLine } from './types.ts';

const applianceBullets = (c: LineContext) => [
  `${c.brand} reliability with service centres across India`,
  'Energy efficient: saves on your electricity bill',
  'Works on Indian voltage with stabiliser-free operation',
  c.mrpRupees > 10000 ? 'Free installation and demo at home' : 'Easy setup in minutes',
  c.mrpRupees > 10000
    ? '1 year comprehensive warranty, 10 years on the compressor or motor'
    : '2 year warranty',
];

export const APPLIANCE_LINES: SubcategoryLine[] = [
  {
    path: 'appliances/large',
    hsn: '8418',
    hsnByItem: { 'washing-machines': '8450', 'air-conditioners': '8415', microwaves: '8516' },
    discount: [15, 40],
    weightGrams: [12000, 70000],
    weightByItem: { microwaves: [12000, 16000], 'washing-machines': [28000, 40000] },
    bullets: applianceBullets,
    specs: () => ({ Warranty: '1 year comprehensive' }),
    tags: (c) => ['appliances', 'large appliances', c.itemName.toLowerCase(), c.brand.toLowerCase()],
    items: {
      refrigerators: [
        [
          'Samsung',
          '236 L 3 Star Convertible Frost Free Double Door Refrigerator (Elegant Inox)',
          33990,
          { Capacity: '236 L', 'Energy Rating': '3 Star' },
        ],
        [
          'Godrej',
          '180 L 4 Star Direct Cool Single Door Refrigerator (Jade Purple)',
          19990,
          { Capacity: '180 L', 'Energy Rating': '4 Star' },
        ],
      ],
      'washing-machines': [
        [
          'LG',
          '8 kg 5 Star AI Direct Drive Front Load Washing Machine with Steam',
          51990,
          { Capacity: '8 kg', 'Energy Rating': '5 Star' },
        ],
      ],
      'air-conditioners': [
        [
          'Voltas',
          '1.5 Ton 3 Star Inverter Split AC (Copper, 183V Vectra)',
          67990,
          { Capacity: '1.5 Ton', 'Energy Rating': '3 Star' },
        ],
        [
          'Blue Star',
          '1 Ton 5 Star Inverter Split AC (Copper, Convertible 5-in-1)',
          58990,
          { Capacity: '1 Ton', 'Energy Rating': '5 Star' },
        ],
      ],
      microwaves: [
        [
          'Samsung',
          '28 L Convection Microwave Oven with Slim Fry (MC28A5025VK)',
          18990,
          { Capacity: '28 L', Type: 'Convection' },
        ],
      ],
    },
  },
  {
    path: 'appliances/small',
    hsn: '8509',
    hsnByItem: { kettles: '8516', irons: '8516', 'water-purifiers': '8421' },
    discount: [15, 50],
    weightGrams: [700, 9000],
    weightByItem: {
      'mixer-grinders': [4500, 6000],
      'air-fryers': [5000, 6500],
      kettles: [900, 1300],
      irons: [800, 1200],
      'water-purifiers': [7500, 9500],
    },
    bullets: applianceBullets,
    specs: () => ({ Warranty: '2 years' }),
    tags: (c) => ['appliances', 'small appliances', c.itemName.toLowerCase(), c.brand.toLowerCase()],
    items: {
      'mixer-grinders': [
        ['Bajaj', 'Rex 500 W Mixer Grinder with 3 Jars (White)', 3699, { Power: '500 W', Jars: '3' }],
      ],
      'air-fryers': [
        [
          'Havells',
          'Prolife Digi 4 L Air Fryer with 8 Presets (Black)',
          10495,
          { Capacity: '4 L', Power: '1230 W' },
        ],
      ],
      kettles: [
        ['Pigeon', 'Amaze Plus 1.5 L Electric Kettle (Silver)', 1195, { Capacity: '1.5 L', Power: '1500 W' }],
      ],
      irons: [['Philips', 'GC1905 1440 W Steam Iron with Spray', 2195, { Power: '1440 W' }]],
      'water-purifiers': [
        [
          'Kent',
          'Grand Plus RO + UV + UF Water Purifier 8 L',
          20500,
          { Capacity: '8 L', Technology: 'RO + UV + UF' },
        ],
      ],
    },
  },
  {
    path: 'home-appliances/climate',
    hsn: '8414',
    hsnByItem: { heaters: '8516', 'air-purifiers': '8421' },
    discount: [15, 45],
    weightGrams: [2500, 16000],
    weightByItem: {
      fans: [4000, 7000],
      'air-coolers': [12000, 16000],
      heaters: [12000, 15000],
      'air-purifiers': [5000, 7000],
    },
    bullets: applianceBullets,
    specs: () => ({ Warranty: '2 years' }),
    tags: (c) => ['home appliances', 'climate control', c.itemName.toLowerCase(), c.brand.toLowerCase()],
    items: {
      fans: [
        [
          'Atomberg',
          'Renesa 1200 mm BLDC Ceiling Fan with Remote (Matt Black)',
          5290,
          { Sweep: '1200 mm', 'Energy Rating': '5 Star' },
        ],
        ['Usha', 'Maxx Air 400 mm Pedestal Fan (White)', 3190, { Sweep: '400 mm' }],
      ],
      'air-coolers': [['Symphony', 'Diet 3D 55 L Tower Air Cooler with i-Pure', 12999, { Capacity: '55 L' }]],
      heaters: [
        ['Bajaj', 'Majesty RX11 2000 W Oil-filled Room Heater', 13500, { Power: '2000 W', Fins: '11' }],
      ],
      'air-purifiers': [
        [
          'Philips',
          'AC1215/20 Air Purifier with HEPA Filter',
          14995,
          { 'Coverage Area': '36 sq m', Filter: 'True HEPA' },
        ],
      ],
    },
  },
  {
    path: 'home-appliances/cleaning',
    hsn: '8508',
    hsnByItem: { 'steam-mops': '8509' },
    discount: [15, 45],
    weightGrams: [2500, 8000],
    bullets: applianceBullets,
    specs: () => ({ Warranty: '1 year' }),
    tags: (c) => ['home appliances', 'cleaning', c.itemName.toLowerCase(), c.brand.toLowerCase()],
    items: {
      'vacuum-cleaners': [
        [
          'Dyson',
          'V8 Absolute Cordless Vacuum Cleaner',
          36900,
          { Runtime: '40 minutes', Type: 'Cordless Stick' },
        ],
      ],
      'robot-vacuums': [
        [
          'Eureka Forbes',
          'Forbes Robo Vac N Mop with Smart Navigation',
          24999,
          { Runtime: '120 minutes', Mopping: 'Yes' },
        ],
        ['Mi', 'Robot Vacuum-Mop 2i with LiDAR', 29999, { Runtime: '110 minutes', Mopping: 'Yes' }],
      ],
      'steam-mops': [
        ['Kärcher', 'SC 1 EasyFix Steam Mop', 11999, { Power: '1200 W', 'Heat-up Time': '3 minutes' }],
      ],
    },
  },
];
