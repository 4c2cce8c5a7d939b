// Electronics: computers, televisions, audio, cameras and wearables.
import type { SubcategoryLine } from './types.ts';

const warranty = (years: number) => `${years} year${years > 1 ? 's' : ''} manufacturer warranty`;

export const ELECTRONICS_LINES: SubcategoryLine[] = [
  {
    path: 'electronics/computers',
    hsn: '8471',
    hsnByItem: {
      monitors: '8528',
      printers: '8443',
      networking: '8517',
      keyboards: '847160',
      mice: '847160',
    },
    discount: [8, 35],
    weightGrams: [150, 9000],
    weightByItem: {
      laptops: [1500, 2500],
      desktops: [6000, 9000],
      monitors: [3500, 6500],
      tablets: [600, 900],
      printers: [4000, 6000],
      keyboards: [500, 900],
      mice: [100, 200],
      networking: [400, 700],
    },
    origins: ['China', 'India', 'Taiwan'],
    bullets: (c) => [
      `${c.brand} quality backed by a nationwide service network in India`,
      c.itemId === 'laptops'
        ? 'Thin and light design with a full-day battery'
        : 'Plug-and-play setup with Windows and macOS',
      c.itemId === 'laptops' || c.itemId === 'desktops'
        ? 'Windows 11 Home and Office Home 2024 pre-installed'
        : 'Energy-efficient design that runs cool and quiet',
      'GST invoice for business purchases',
      warranty(1),
    ],
    specs: (c) => ({ Warranty: warranty(1), Type: c.itemName.replace(/s$/, '') }),
    tags: (c) => [
      'computers',
      c.itemName.toLowerCase(),
      c.brand.toLowerCase(),
      ...(c.itemId === 'laptops' ? ['work from home', 'students'] : []),
    ],
    items: {
      laptops: [
        [
          'HP',
          '15s Intel Core i5 12th Gen Laptop (16GB RAM, 512GB SSD, 15.6" FHD, Windows 11)',
          68999,
          {
            Processor: 'Intel Core i5-1235U',
            RAM: '16 GB',
            Storage: '512 GB SSD',
            'Screen Size': '15.6 inch',
            'Battery Life': '7.5 hours',
          },
        ],
        [
          'Lenovo',
          'IdeaPad Slim 3 AMD Ryzen 5 7520U Laptop (8GB RAM, 512GB SSD, 15.6" FHD)',
          59990,
          {
            Processor: 'AMD Ryzen 5 7520U',
            RAM: '8 GB',
            Storage: '512 GB SSD',
            'Screen Size': '15.6 inch',
            'Battery Life': '8 hours',
          },
        ],
        [
          'Apple',
          'MacBook Air 13" M3 Chip (8GB RAM, 256GB SSD, Midnight)',
          114900,
          {
            Processor: 'Apple M3',
            RAM: '8 GB',
            Storage: '256 GB SSD',
            'Screen Size': '13.6 inch',
            'Battery Life': '18 hours',
          },
        ],
        [
          'ASUS',
          'Vivobook 15 Intel Core i3 13th Gen Laptop (8GB RAM, 512GB SSD)',
          49990,
          {
            Processor: 'Intel Core i3-1315U',
            RAM: '8 GB',
            Storage: '512 GB SSD',
            'Screen Size': '15.6 inch',
            'Battery Life': '6 hours',
          },
        ],
      ],
      desktops: [
        [
          'Dell',
          'Inspiron 24 All-in-One Intel Core i5 Desktop (16GB RAM, 512GB SSD, 23.8" FHD)',
          84990,
          { Processor: 'Intel Core i5-1335U', RAM: '16 GB', Storage: '512 GB SSD' },
        ],
      ],
      monitors: [
        [
          'LG',
          '24MR400 24" IPS Full HD Monitor with AMD FreeSync (100Hz)',
          14500,
          { 'Screen Size': '24 inch', Resolution: '1920 x 1080', 'Refresh Rate': '100 Hz' },
        ],
        [
          'Samsung',
          '27" Odyssey G5 QHD Curved Gaming Monitor (165Hz)',
          32000,
          { 'Screen Size': '27 inch', Resolution: '2560 x 1440', 'Refresh Rate': '165 Hz' },
        ],
      ],
      tablets: [
        [
          'Samsung',
          'Galaxy Tab S9 FE Wi-Fi with S Pen (Gray, 6GB RAM, 128GB Storage)',
          44999,
          { Display: '10.9 inch', RAM: '6 GB', Storage: '128 GB' },
        ],
      ],
      printers: [
        [
          'Epson',
          'EcoTank L3250 Wi-Fi All-in-One Ink Tank Printer',
          18999,
          { Type: 'Ink Tank', Functions: 'Print, Scan, Copy', Connectivity: 'Wi-Fi and USB' },
        ],
      ],
      keyboards: [
        [
          'Logitech',
          'MK215 Wireless Keyboard and Mouse Combo',
          1995,
          { Connectivity: '2.4 GHz Wireless', Layout: 'Full size' },
        ],
      ],
      mice: [
        [
          'Logitech',
          'M331 Silent Plus Wireless Mouse (Black)',
          1595,
          { Connectivity: '2.4 GHz Wireless', DPI: '1000' },
        ],
      ],
      networking: [
        [
          'TP-Link',
          'Archer C6 AC1200 Dual Band Wi-Fi Router',
          4999,
          { Speed: '1200 Mbps', Bands: '2.4 GHz and 5 GHz' },
        ],
      ],
    },
  },
  {
    path: 'electronics/tv',
    hsn: '8528',
    hsnByItem: { 'streaming-devices': '852871' },
    discount: [15, 45],
    weightGrams: [3500, 22000],
    weightByItem: {
      '32-inch-tvs': [4500, 6000],
      '43-inch-tvs': [7000, 9500],
      'streaming-devices': [150, 300],
    },
    origins: ['India', 'China'],
    bullets: (c) => [
      c.itemId === 'streaming-devices'
        ? 'Stream Netflix, Prime Video, JioCinema and YouTube on any HDMI TV'
        : 'Google TV with Netflix, Prime Video, JioCinema and YouTube built in',
      'Dolby Audio for rich, room-filling sound',
      'Chromecast and AirPlay to share from your phone',
      'Free installation at home by the brand’s technician',
      c.itemId === 'streaming-devices' ? warranty(1) : `${warranty(1)} and 1 year on the panel`,
    ],
    specs: (c) => ({
      Warranty: warranty(1),
      'Smart TV': c.itemId === 'streaming-devices' ? 'N/A' : 'Yes',
      'HDMI Ports': '3',
    }),
    tags: (c) => ['tv', c.itemName.toLowerCase(), c.brand.toLowerCase(), 'home entertainment'],
    items: {
      'smart-tvs': [
        [
          'Xiaomi',
          '108 cm (43 inch) X Series 4K Ultra HD Smart Google TV',
          42999,
          { 'Screen Size': '43 inch', Resolution: '4K Ultra HD' },
        ],
      ],
      '4k-tvs': [
        [
          'Sony',
          'Bravia 139 cm (55 inch) 4K Ultra HD Smart LED Google TV KD-55X74L',
          99900,
          { 'Screen Size': '55 inch', Resolution: '4K Ultra HD' },
        ],
      ],
      'oled-tvs': [
        [
          'LG',
          '139 cm (55 inch) OLED evo C4 4K Smart TV OLED55C4XLA',
          219990,
          { 'Screen Size': '55 inch', Resolution: '4K Ultra HD', Panel: 'OLED' },
        ],
      ],
      'qled-tvs': [
        [
          'Samsung',
          '138 cm (55 inch) Q60D 4K QLED Smart TV',
          84900,
          { 'Screen Size': '55 inch', Resolution: '4K Ultra HD', Panel: 'QLED' },
        ],
      ],
      '32-inch-tvs': [
        [
          'Acer',
          '80 cm (32 inch) I Series HD Ready Smart Android LED TV',
          19999,
          { 'Screen Size': '32 inch', Resolution: 'HD Ready' },
        ],
      ],
      '43-inch-tvs': [
        [
          'TCL',
          '108 cm (43 inch) V6B 4K Ultra HD Smart Google TV',
          38990,
          { 'Screen Size': '43 inch', Resolution: '4K Ultra HD' },
        ],
      ],
      '55-inch-tvs': [
        [
          'Hisense',
          '139 cm (55 inch) E7N 4K QLED Smart Google TV',
          69999,
          { 'Screen Size': '55 inch', Resolution: '4K Ultra HD' },
        ],
      ],
      'streaming-devices': [
        [
          'Amazon',
          'Fire TV Stick 4K with Alexa Voice Remote',
          5999,
          { Resolution: '4K Ultra HD', Connectivity: 'Wi-Fi and HDMI' },
        ],
      ],
    },
  },
  {
    path: 'electronics/audio',
    hsn: '8518',
    hsnByItem: { 'home-theatres': '8519', microphones: '851810' },
    discount: [30, 70],
    weightGrams: [80, 6000],
    weightByItem: {
      headphones: [300, 500],
      earbuds: [80, 150],
      neckbands: [80, 150],
      microphones: [80, 200],
      soundbars: [3500, 6000],
      'home-theatres': [9000, 14000],
      'party-speakers': [6000, 9000],
    },
    origins: ['India', 'China'],
    bullets: (c) => [
      'Deep bass and clear vocals tuned for Bollywood and Punjabi beats',
      c.itemId === 'microphones'
        ? 'Cardioid pickup for clean voice on calls, reels and podcasts'
        : 'Bluetooth 5.3 for a stable, low-latency connection',
      'Long battery life with fast charging',
      'Voice assistant support on Android and iOS',
      `${warranty(1)} from ${c.brand}`,
    ],
    specs: () => ({ Connectivity: 'Bluetooth 5.3', Warranty: warranty(1) }),
    tags: (c) => ['audio', c.itemName.toLowerCase(), c.brand.toLowerCase(), 'music'],
    items: {
      headphones: [
        [
          'Sony',
          'WH-1000XM5 Wireless Noise Cancelling Headphones (Black)',
          34990,
          { 'Battery Life': '30 hours', 'Noise Cancellation': 'Active' },
        ],
        [
          'boAt',
          'Rockerz 450 Bluetooth On-Ear Headphones (Luscious Black)',
          3990,
          { 'Battery Life': '15 hours' },
        ],
      ],
      earbuds: [
        ['boAt', 'Airdopes 141 ANC TWS Earbuds (Bold Black)', 4490, { 'Battery Life': '42 hours' }],
        ['OnePlus', 'Nord Buds 2r True Wireless Earbuds (Deep Grey)', 2999, { 'Battery Life': '38 hours' }],
      ],
      'bluetooth-speakers': [
        [
          'JBL',
          'Flip 6 Portable Waterproof Bluetooth Speaker (Blue)',
          14999,
          { 'Battery Life': '12 hours', 'Output Power': '30 W' },
        ],
      ],
      soundbars: [
        [
          'Sony',
          'HT-S20R 5.1 Channel Dolby Digital Soundbar with Subwoofer',
          24990,
          { 'Output Power': '400 W', Channels: '5.1' },
        ],
      ],
      'home-theatres': [
        [
          'Zebronics',
          'Juke Bar 9500 WS Pro 5.1 Dolby Atmos Home Theatre',
          39999,
          { 'Output Power': '525 W', Channels: '5.1' },
        ],
      ],
      neckbands: [
        [
          'realme',
          'Buds Wireless 3 Neckband with 30dB ANC (Vitality White)',
          2999,
          { 'Battery Life': '40 hours' },
        ],
      ],
      'party-speakers': [
        [
          'JBL',
          'PartyBox Encore Essential Bluetooth Party Speaker',
          32999,
          { 'Output Power': '100 W', 'Battery Life': '6 hours' },
        ],
      ],
      microphones: [
        [
          'BOYA',
          'BY-M1 Clip-on Lavalier Microphone for Phones and Cameras',
          1295,
          { Type: 'Lavalier', Connectivity: '3.5 mm wired' },
        ],
      ],
    },
  },
  {
    path: 'electronics/cameras',
    hsn: '8525',
    hsnByItem: { lenses: '9002', tripods: '9620', drones: '8806', 'instant-cameras': '9006' },
    discount: [5, 30],
    weightGrams: [150, 2500],
    weightByItem: {
      'security-cameras': [250, 450],
      'action-cameras': [250, 400],
      'instant-cameras': [400, 600],
      tripods: [900, 1400],
    },
    origins: ['Thailand', 'Japan', 'China', 'India'],
    bullets: (c) => [
      c.itemId === 'security-cameras'
        ? '2K video with night vision and two-way talk'
        : 'Sharp photos and 4K video in every light',
      'Compact body that travels easily',
      `Genuine ${c.brand} India product with GST invoice`,
      'Works with the brand’s mobile app for quick sharing',
      c.itemId === 'tripods' ? '1 year warranty against defects' : `${warranty(2)} from ${c.brand} India`,
    ],
    specs: () => ({ Warranty: warranty(1) }),
    tags: (c) => ['cameras', c.itemName.toLowerCase(), c.brand.toLowerCase(), 'photography'],
    items: {
      'dslr-cameras': [
        [
          'Canon',
          'EOS 1500D 24.1MP DSLR Camera with EF-S 18-55mm Lens',
          45995,
          { Resolution: '24.1 MP', 'Lens Mount': 'Canon EF/EF-S' },
        ],
      ],
      'mirrorless-cameras': [
        [
          'Sony',
          'Alpha ZV-E10 Mirrorless Camera with 16-50mm Lens (Black)',
          69990,
          { Resolution: '24.2 MP', 'Video Resolution': '4K' },
        ],
      ],
      'action-cameras': [
        [
          'GoPro',
          'HERO12 Black Waterproof Action Camera',
          45000,
          { 'Video Resolution': '5.3K', Waterproof: '10 m' },
        ],
      ],
      'security-cameras': [
        [
          'CP PLUS',
          'EzyKam+ 3MP Wi-Fi Indoor Security Camera with Night Vision',
          3499,
          { Resolution: '3 MP', 'Night Vision': 'Yes' },
        ],
        [
          'Qubo',
          'Smart 360 2K Wi-Fi Home Security Camera',
          4490,
          { Resolution: '2K', 'Night Vision': 'Yes' },
        ],
      ],
      lenses: [
        ['Canon', 'EF 50mm f/1.8 STM Prime Lens', 13995, { 'Focal Length': '50 mm', Aperture: 'f/1.8' }],
      ],
      tripods: [
        [
          'Digitek',
          'DTR 550 LW 61" Lightweight Tripod with Mobile Holder',
          1995,
          { 'Maximum Height': '155 cm', 'Load Capacity': '3 kg' },
        ],
      ],
      drones: [
        [
          'DJI',
          'Mini 4K Drone with 3-Axis Gimbal Camera',
          37990,
          { 'Video Resolution': '4K', 'Flight Time': '31 minutes' },
        ],
      ],
      'instant-cameras': [
        ['Fujifilm', 'Instax Mini 12 Instant Camera (Pastel Blue)', 7999, { 'Film Type': 'Instax Mini' }],
      ],
    },
  },
  {
    path: 'electronics/wearables',
    hsn: '851762',
    hsnByItem: { 'vr-headsets': '8528', 'smart-glasses': '9004' },
    discount: [20, 75],
    weightGrams: [100, 900],
    origins: ['India', 'China'],
    bullets: () => [
      'Pairs with Android and iOS through the companion app',
      'Health tracking: heart rate, SpO2, sleep and stress',
      'Multi-day battery with magnetic charging',
      'Sweat and splash resistant for workouts and monsoons',
      warranty(1),
    ],
    specs: () => ({ Warranty: warranty(1), Compatibility: 'Android and iOS' }),
    tags: (c) => ['wearables', c.itemName.toLowerCase(), c.brand.toLowerCase(), 'fitness'],
    items: {
      'smart-watches': [
        [
          'Amazfit',
          'GTR 4 Smart Watch with Dual-Band GPS (Superspeed Black)',
          16999,
          { Display: '1.43 inch AMOLED', 'Battery Life': '14 days' },
        ],
        [
          'Apple',
          'Watch SE (2nd Gen) GPS 40mm Midnight Aluminium Case',
          29900,
          { Display: '40 mm Retina', 'Battery Life': '18 hours' },
        ],
      ],
      'fitness-bands': [
        [
          'Fitbit',
          'Inspire 3 Health and Fitness Tracker (Midnight Zen)',
          8999,
          { 'Battery Life': '10 days' },
        ],
      ],
      'vr-headsets': [['Meta', 'Quest 3S 128GB All-in-One VR Headset', 34990, { Storage: '128 GB' }]],
      'smart-glasses': [
        [
          'Lenskart',
          'Phonic Bluetooth Audio Smart Glasses (Matte Black)',
          7999,
          { 'Battery Life': '8 hours' },
        ],
      ],
    },
  },
];
