// More real models for the phone, electronics and appliance leaves, so each shelf has several makers to choose from.
import { featurePhone, phone } from './mobile-phones.ts';
import { row, type MoreModels } from './more-models.ts';

export const MORE_TECH: MoreModels = {
  'mobile-phones/smartphones/android-phones': [
    phone('Samsung', 'Galaxy S24 5G (Onyx Black, 8GB RAM, 256GB Storage)', 79999, [
      8,
      256,
      4000,
      50,
      6.2,
      'Exynos 2400',
      '5G',
    ]),
    phone('Samsung', 'Galaxy A35 5G (Awesome Navy, 8GB RAM, 128GB Storage)', 33999, [
      8,
      128,
      5000,
      50,
      6.6,
      'Exynos 1380',
      '5G',
    ]),
    phone('Redmi', 'Note 13 Pro 5G (Coral Purple, 8GB RAM, 128GB Storage)', 25999, [
      8,
      128,
      5100,
      200,
      6.67,
      'Snapdragon 7s Gen 2',
      '5G',
    ]),
    phone('OnePlus', 'Nord 4 5G (Mercurial Silver, 8GB RAM, 256GB Storage)', 32999, [
      8,
      256,
      5500,
      50,
      6.74,
      'Snapdragon 7+ Gen 3',
      '5G',
    ]),
    phone('vivo', 'T3 5G (Cosmic Blue, 8GB RAM, 128GB Storage)', 21999, [
      8,
      128,
      5000,
      50,
      6.67,
      'MediaTek Dimensity 7200',
      '5G',
    ]),
    phone('OPPO', 'Reno12 5G (Astro Silver, 8GB RAM, 256GB Storage)', 32999, [
      8,
      256,
      5000,
      50,
      6.7,
      'MediaTek Dimensity 7300',
      '5G',
    ]),
  ],
  'mobile-phones/smartphones/iphones': [
    phone('Apple', 'iPhone 16 (Ultramarine, 128 GB)', 79900, [8, 128, 3561, 48, 6.1, 'A18', '5G']),
    phone('Apple', 'iPhone 15 Plus (Blue, 128 GB)', 89900, [6, 128, 4383, 48, 6.7, 'A16 Bionic', '5G']),
    phone('Apple', 'iPhone 16 Pro Max (Black Titanium, 256 GB)', 144900, [
      8,
      256,
      4685,
      48,
      6.9,
      'A18 Pro',
      '5G',
    ]),
    phone('Apple', 'iPhone 13 (Midnight, 128 GB)', 49900, [4, 128, 3240, 12, 6.1, 'A15 Bionic', '5G']),
  ],
  'mobile-phones/smartphones/5g-phones': [
    phone('Samsung', 'Galaxy M55 5G (Denim Black, 8GB RAM, 128GB Storage)', 29999, [
      8,
      128,
      5000,
      50,
      6.7,
      'Snapdragon 7 Gen 1',
      '5G',
    ]),
    phone('iQOO', 'Z9 5G (Brushed Green, 8GB RAM, 128GB Storage)', 21999, [
      8,
      128,
      5000,
      50,
      6.67,
      'MediaTek Dimensity 7200',
      '5G',
    ]),
    phone('POCO', 'X6 Pro 5G (Racing Grey, 8GB RAM, 256GB Storage)', 26999, [
      8,
      256,
      5000,
      64,
      6.67,
      'MediaTek Dimensity 8300 Ultra',
      '5G',
    ]),
    phone('realme', '13+ 5G (Victory Gold, 8GB RAM, 256GB Storage)', 24999, [
      8,
      256,
      5000,
      50,
      6.67,
      'MediaTek Dimensity 7300',
      '5G',
    ]),
  ],
  'mobile-phones/smartphones/gaming-phones': [
    phone('ASUS', 'ROG Phone 8 (Phantom Black, 12GB RAM, 256GB Storage)', 94999, [
      12,
      256,
      5500,
      50,
      6.78,
      'Snapdragon 8 Gen 3',
      '5G',
    ]),
    phone('iQOO', '12 5G (Legend, 12GB RAM, 256GB Storage)', 57999, [
      12,
      256,
      5000,
      50,
      6.78,
      'Snapdragon 8 Gen 3',
      '5G',
    ]),
    phone('OnePlus', '12R (Iron Gray, 8GB RAM, 128GB Storage)', 42999, [
      8,
      128,
      5500,
      50,
      6.78,
      'Snapdragon 8 Gen 2',
      '5G',
    ]),
  ],
  'mobile-phones/smartphones/camera-phones': [
    phone('vivo', 'X100 Pro (Asteroid Black, 16GB RAM, 512GB Storage)', 96999, [
      16,
      512,
      5400,
      50,
      6.78,
      'MediaTek Dimensity 9300',
      '5G',
    ]),
    phone('Samsung', 'Galaxy S24 Ultra (Titanium Gray, 12GB RAM, 256GB Storage)', 134999, [
      12,
      256,
      5000,
      200,
      6.8,
      'Snapdragon 8 Gen 3',
      '5G',
    ]),
    phone('Google', 'Pixel 9 (Obsidian, 12GB RAM, 256GB Storage)', 79999, [
      12,
      256,
      4700,
      50,
      6.3,
      'Google Tensor G4',
      '5G',
    ]),
    phone('OPPO', 'Reno12 Pro 5G (Space Brown, 12GB RAM, 256GB Storage)', 40999, [
      12,
      256,
      5000,
      50,
      6.7,
      'MediaTek Dimensity 7300',
      '5G',
    ]),
  ],
  'mobile-phones/smartphones/foldable-phones': [
    phone('Samsung', 'Galaxy Z Fold6 5G (Silver Shadow, 12GB RAM, 256GB Storage)', 164999, [
      12,
      256,
      4400,
      50,
      7.6,
      'Snapdragon 8 Gen 3',
      '5G',
    ]),
    phone('vivo', 'X Fold3 Pro (Celestial Black, 16GB RAM, 512GB Storage)', 159999, [
      16,
      512,
      5700,
      50,
      8.03,
      'Snapdragon 8 Gen 3',
      '5G',
    ]),
    phone('Motorola', 'razr 50 (Sand Beach, 8GB RAM, 256GB Storage)', 64999, [
      8,
      256,
      4200,
      50,
      6.9,
      'MediaTek Dimensity 7300X',
      '5G',
    ]),
  ],
  'mobile-phones/smartphones/budget-phones': [
    phone('Samsung', 'Galaxy A05s (Light Violet, 4GB RAM, 64GB Storage)', 12999, [
      4,
      64,
      5000,
      50,
      6.7,
      'Snapdragon 680',
      '4G',
    ]),
    phone('POCO', 'C65 (Matte Black, 4GB RAM, 128GB Storage)', 9999, [
      4,
      128,
      5000,
      50,
      6.74,
      'MediaTek Helio G85',
      '4G',
    ]),
    phone('Infinix', 'Hot 40i (Starfall Green, 4GB RAM, 128GB Storage)', 9999, [
      4,
      128,
      5000,
      50,
      6.56,
      'Unisoc T606',
      '4G',
    ]),
    phone('itel', 'A70 (Field Green, 4GB RAM, 64GB Storage)', 7499, [
      4,
      64,
      5000,
      13,
      6.6,
      'Unisoc T603',
      '4G',
    ]),
  ],
  'mobile-phones/smartphones/feature-phones': [
    featurePhone('Nokia', '110 4G Dual SIM Keypad Phone (Blue)', 2499, 1450),
    featurePhone('itel', 'King Signature Dual SIM Keypad Phone (Black)', 1299, 1500),
    featurePhone('Samsung', 'Guru Music 2 Dual SIM Keypad Phone (Blue)', 1990, 800),
  ],
  'mobile-phones/price-range/under-10000': [
    phone('Redmi', '13C (Starshine Green, 4GB RAM, 128GB Storage)', 9999, [
      4,
      128,
      5000,
      50,
      6.74,
      'MediaTek Helio G85',
      '4G',
    ]),
    phone('realme', 'Narzo N61 (Voyage Blue, 4GB RAM, 64GB Storage)', 8499, [
      4,
      64,
      5000,
      32,
      6.74,
      'Unisoc T612',
      '4G',
    ]),
  ],
  'mobile-phones/price-range/10000-to-15000': [
    phone('POCO', 'M6 Plus 5G (Ice Silver, 6GB RAM, 128GB Storage)', 13499, [
      6,
      128,
      5030,
      108,
      6.79,
      'Snapdragon 4 Gen 2 AE',
      '5G',
    ]),
    phone('Motorola', 'g45 5G (Brilliant Blue, 8GB RAM, 128GB Storage)', 12999, [
      8,
      128,
      5000,
      50,
      6.5,
      'Snapdragon 6s Gen 3',
      '5G',
    ]),
  ],
  'mobile-phones/price-range/15000-to-20000': [
    phone('Motorola', 'g64 5G (Mint Green, 8GB RAM, 128GB Storage)', 16999, [
      8,
      128,
      6000,
      50,
      6.5,
      'MediaTek Dimensity 7025',
      '5G',
    ]),
    phone('iQOO', 'Z9x 5G (Tornado Green, 8GB RAM, 128GB Storage)', 16999, [
      8,
      128,
      6000,
      50,
      6.72,
      'Snapdragon 6 Gen 1',
      '5G',
    ]),
  ],
  'mobile-phones/price-range/20000-to-30000': [
    phone('Nothing', 'Phone (2a) 5G (White, 8GB RAM, 128GB Storage)', 25999, [
      8,
      128,
      5000,
      50,
      6.7,
      'MediaTek Dimensity 7200 Pro',
      '5G',
    ]),
    phone('realme', '13 Pro 5G (Emerald Green, 8GB RAM, 256GB Storage)', 28999, [
      8,
      256,
      5200,
      50,
      6.7,
      'Snapdragon 7s Gen 2',
      '5G',
    ]),
  ],
  'mobile-phones/price-range/30000-to-50000': [
    phone('Xiaomi', '14 CIVI (Cruise Blue, 8GB RAM, 256GB Storage)', 42999, [
      8,
      256,
      4700,
      50,
      6.55,
      'Snapdragon 8s Gen 3',
      '5G',
    ]),
    phone('vivo', 'V40 5G (Ganges Blue, 8GB RAM, 256GB Storage)', 41999, [
      8,
      256,
      5500,
      50,
      6.78,
      'Snapdragon 7 Gen 3',
      '5G',
    ]),
  ],
  'mobile-phones/price-range/above-50000': [
    phone('Samsung', 'Galaxy S24 FE 5G (Mint, 8GB RAM, 128GB Storage)', 59999, [
      8,
      128,
      4700,
      50,
      6.7,
      'Exynos 2400e',
      '5G',
    ]),
    phone('Apple', 'iPhone 16 Plus (Teal, 128 GB)', 89900, [8, 128, 4674, 48, 6.7, 'A18', '5G']),
  ],
  'mobile-phones/accessories/cases-and-covers': [
    row('boAt | Silicone Back Cover for iPhone 16 (Black) | 999'),
  ],
  'mobile-phones/accessories/power-banks': [
    row(
      'Anker | PowerCore 10000 mAh Slim Power Bank with 20W PD (Black) | 2999 | Capacity=10000 mAh; Output=20 W',
    ),
  ],
  'mobile-phones/wearables/smart-watches': [
    row('Noise | ColorFit Icon 2 Bluetooth Calling Smart Watch (Jet Black) | 5999 | Display=1.8 inch'),
    row('Amazfit | Bip 5 Smart Watch with 1.91" Display (Soft Black) | 8999 | Display=1.91 inch'),
  ],
  'electronics/computers/laptops': [
    row(
      'Dell | Inspiron 3530 Intel Core i5 13th Gen Laptop (16GB RAM, 512GB SSD, 15.6" FHD 120Hz) | 72990 | Processor=Intel Core i5-1334U; RAM=16 GB; Storage=512 GB SSD; Screen Size=15.6 inch; Battery Life=6 hours',
    ),
    row(
      'Acer | Aspire Lite AMD Ryzen 5 5625U Laptop (16GB RAM, 512GB SSD, 15.6" FHD) | 52990 | Processor=AMD Ryzen 5 5625U; RAM=16 GB; Storage=512 GB SSD; Screen Size=15.6 inch; Battery Life=7 hours',
    ),
    row(
      'HP | Victus Gaming Laptop AMD Ryzen 5 7535HS (16GB RAM, 512GB SSD, RTX 2050, 15.6" 144Hz) | 69999 | Processor=AMD Ryzen 5 7535HS; RAM=16 GB; Storage=512 GB SSD; Screen Size=15.6 inch; Battery Life=5 hours',
    ),
    row(
      'ASUS | TUF Gaming F15 Intel Core i7 12th Gen Laptop (16GB RAM, 1TB SSD, RTX 4060) | 119990 | Processor=Intel Core i7-12700H; RAM=16 GB; Storage=1 TB SSD; Screen Size=15.6 inch; Battery Life=6 hours',
    ),
    row(
      'Apple | MacBook Air 15" M3 Chip (8GB RAM, 256GB SSD, Starlight) | 134900 | Processor=Apple M3; RAM=8 GB; Storage=256 GB SSD; Screen Size=15.3 inch; Battery Life=18 hours',
    ),
  ],
  'electronics/computers/tablets': [
    row(
      'Xiaomi | Pad 6 Wi-Fi (Graphite Grey, 8GB RAM, 128GB Storage) | 26999 | Display=11 inch; RAM=8 GB; Storage=128 GB',
    ),
    row(
      'Lenovo | Tab M11 Wi-Fi (Luna Grey, 4GB RAM, 128GB Storage) | 22000 | Display=11 inch; RAM=4 GB; Storage=128 GB',
    ),
  ],
  'electronics/computers/monitors': [
    row(
      'Dell | S2421HN 24" Full HD IPS Monitor with AMD FreeSync | 16000 | Screen Size=24 inch; Resolution=1920 x 1080; Refresh Rate=75 Hz',
    ),
    row(
      'BenQ | GW2790 27" IPS Eye-Care Monitor (100Hz) | 17990 | Screen Size=27 inch; Resolution=1920 x 1080; Refresh Rate=100 Hz',
    ),
  ],
  'electronics/computers/keyboards': [
    row('Logitech | K380 Multi-Device Bluetooth Keyboard (Dark Grey) | 3995 | Connectivity=Bluetooth'),
    row('HP | 150 Wired Mouse and Keyboard Combo | 1299 | Connectivity=USB wired'),
  ],
  'electronics/computers/mice': [
    row(
      'Logitech | Pebble M350 Wireless Mouse (Graphite) | 1695 | Connectivity=Bluetooth and 2.4 GHz Wireless; DPI=1000',
    ),
  ],
  'electronics/computers/printers': [
    row(
      'HP | Smart Tank 580 All-in-One Wi-Fi Colour Printer | 18999 | Type=Ink Tank; Connectivity=Wi-Fi and USB',
    ),
    row('Brother | HL-L2321D Mono Laser Printer with Auto Duplex | 13000 | Type=Laser; Connectivity=USB'),
  ],
  'electronics/computers/networking': [
    row(
      'TP-Link | Deco X20 AX1800 Mesh Wi-Fi 6 System (Pack of 2) | 17999 | Speed=1800 Mbps; Connectivity=Wi-Fi 6',
    ),
    row('D-Link | DIR-825 AC1200 Dual Band Gigabit Router | 3499 | Speed=1200 Mbps; Connectivity=Wi-Fi 5'),
  ],
  'electronics/tv/32-inch-tvs': [
    row(
      'Samsung | 80 cm (32 inch) HD Ready Smart LED TV UA32T4380 | 22900 | Screen Size=32 inch; Resolution=HD Ready',
    ),
    row(
      'LG | 80 cm (32 inch) HD Ready Smart LED TV 32LQ643BPTA | 21990 | Screen Size=32 inch; Resolution=HD Ready',
    ),
    row(
      'Xiaomi | 80 cm (32 inch) A Series HD Ready Smart Google TV | 24999 | Screen Size=32 inch; Resolution=HD Ready',
    ),
  ],
  'electronics/tv/43-inch-tvs': [
    row(
      'Samsung | 108 cm (43 inch) Crystal 4K Vista Ultra HD Smart LED TV | 47900 | Screen Size=43 inch; Resolution=4K Ultra HD',
    ),
    row(
      'Sony | Bravia 108 cm (43 inch) 4K Ultra HD Smart LED Google TV KD-43X64L | 59900 | Screen Size=43 inch; Resolution=4K Ultra HD',
    ),
  ],
  'electronics/tv/55-inch-tvs': [
    row(
      'Samsung | 138 cm (55 inch) Crystal 4K Ultra HD Smart LED TV | 65900 | Screen Size=55 inch; Resolution=4K Ultra HD',
    ),
    row(
      // Not the UR7500: the 4K shelf lists that model in 43 to 65 inch, its 55 inch among them (one model, one group).
      'LG | 139 cm (55 inch) QNED80 4K Ultra HD Smart LED TV 55QNED80T | 119990 | Screen Size=55 inch; Resolution=4K Ultra HD',
    ),
  ],
  'electronics/tv/smart-tvs': [
    row(
      'Vu | 108 cm (43 inch) GloLED 4K Smart Google TV | 36000 | Screen Size=43 inch; Resolution=4K Ultra HD',
    ),
  ],
  'electronics/tv/4k-tvs': [
    row(
      'LG | 126 cm (50 inch) UR7500 4K Ultra HD Smart LED TV 50UR7500PSC | 62990 | Screen Size=50 inch; Resolution=4K Ultra HD',
    ),
  ],
  'electronics/tv/qled-tvs': [
    row(
      'TCL | 139 cm (55 inch) C655 QLED 4K Google TV | 69990 | Screen Size=55 inch; Resolution=4K Ultra HD; Panel=QLED',
    ),
  ],
  'electronics/tv/streaming-devices': [
    row(
      'Xiaomi | TV Stick 4K with Dolby Vision | 5999 | Resolution=4K Ultra HD; Connectivity=Wi-Fi and HDMI',
    ),
  ],
  'electronics/audio/headphones': [
    row(
      'JBL | Tune 770NC Adaptive Noise Cancelling Headphones (Black) | 9999 | Battery Life=70 hours; Noise Cancellation=Active',
    ),
    row('Sony | WH-CH520 Wireless On-Ear Headphones (Blue) | 5990 | Battery Life=50 hours'),
  ],
  'electronics/audio/earbuds': [
    row('Noise | Buds VS104 TWS Earbuds (Jet Black) | 3499 | Battery Life=45 hours'),
    row('Samsung | Galaxy Buds FE (Graphite) | 9999 | Battery Life=30 hours; Noise Cancellation=Active'),
  ],
  'electronics/audio/bluetooth-speakers': [
    row('boAt | Stone 350 Bluetooth Speaker (Black) | 3490 | Battery Life=12 hours; Output Power=10 W'),
    row(
      'Marshall | Emberton II Portable Bluetooth Speaker (Black and Brass) | 16999 | Battery Life=30 hours; Output Power=20 W',
    ),
  ],
  'electronics/audio/soundbars': [
    row(
      'JBL | Cinema SB271 Dolby Digital Soundbar with Wireless Subwoofer | 16999 | Output Power=220 W; Channels=2.1',
    ),
  ],
  'electronics/audio/neckbands': [
    row('OnePlus | Bullets Z2 Bluetooth Wireless Neckband (Magico Black) | 2299 | Battery Life=30 hours'),
  ],
  'electronics/cameras/dslr-cameras': [
    row(
      'Nikon | D7500 20.9MP DSLR Camera with AF-S DX 18-140mm VR Lens | 90950 | Resolution=20.9 MP; Lens Mount=Nikon F',
    ),
  ],
  'electronics/cameras/mirrorless-cameras': [
    row(
      'Canon | EOS R50 Mirrorless Camera with RF-S 18-45mm Lens (Black) | 75995 | Resolution=24.2 MP; Video Resolution=4K',
    ),
  ],
  'electronics/cameras/security-cameras': [
    row('TP-Link | Tapo C200 1080p Wi-Fi Home Security Camera | 3999 | Resolution=1080p; Night Vision=Yes'),
  ],
  'electronics/cameras/action-cameras': [
    row('Insta360 | X3 360 Degree Waterproof Action Camera | 51990 | Video Resolution=5.7K; Waterproof=10 m'),
  ],
  'electronics/wearables/smart-watches': [
    row(
      'Samsung | Galaxy Watch7 44mm Bluetooth (Green) | 32999 | Display=1.5 inch AMOLED; Battery Life=40 hours',
    ),
  ],
  'appliances/large/refrigerators': [
    row(
      'LG | 322 L 3 Star Frost Free Double Door Refrigerator (Shiny Steel) | 44990 | Capacity=322 L; Energy Rating=3 Star',
    ),
    row(
      'Haier | 190 L 5 Star Direct Cool Single Door Refrigerator (Marine Blue) | 21490 | Capacity=190 L; Energy Rating=5 Star',
    ),
  ],
  'appliances/large/washing-machines': [
    row(
      'Samsung | 7 kg 5 Star Fully Automatic Top Load Washing Machine (Imperial Silver) | 25900 | Capacity=7 kg; Energy Rating=5 Star',
    ),
    row(
      'Whirlpool | 7 kg 5 Star Semi-Automatic Top Load Washing Machine (Grey) | 14500 | Capacity=7 kg; Energy Rating=5 Star',
    ),
    row(
      'IFB | 8 kg 5 Star Fully Automatic Front Load Washing Machine with Steam | 45990 | Capacity=8 kg; Energy Rating=5 Star',
    ),
  ],
  'appliances/large/air-conditioners': [
    row(
      'LG | 1.5 Ton 5 Star AI Dual Inverter Split AC (Copper, Convertible 6-in-1) | 78990 | Capacity=1.5 Ton; Energy Rating=5 Star',
    ),
    row(
      'Daikin | 1.5 Ton 3 Star Inverter Split AC (Copper, PM 2.5 Filter) | 58400 | Capacity=1.5 Ton; Energy Rating=3 Star',
    ),
    row(
      'Lloyd | 1 Ton 3 Star Inverter Split AC (Copper, 5-in-1 Convertible) | 46990 | Capacity=1 Ton; Energy Rating=3 Star',
    ),
  ],
  'appliances/large/microwaves': [
    row('LG | 28 L Charcoal Convection Microwave Oven MJ2887BWUM | 21999 | Capacity=28 L; Type=Convection'),
    row('IFB | 20 L Solo Microwave Oven 20PM-MEC2B (Black) | 8990 | Capacity=20 L; Type=Solo'),
  ],
  'appliances/small/mixer-grinders': [
    row('Preethi | Zodiac 750 W Mixer Grinder with 5 Jars | 8995 | Power=750 W; Jars=5'),
    row('Philips | HL7756 750 W Mixer Grinder with 3 Jars (Black) | 6495 | Power=750 W; Jars=3'),
  ],
  'appliances/small/kettles': [
    row('Prestige | PKOSS 1.5 L Electric Kettle (Silver) | 1645 | Capacity=1.5 L; Power=1500 W'),
  ],
  'appliances/small/irons': [row('Bajaj | DX-6 1000 W Dry Iron (White) | 1100 | Power=1000 W')],
  'appliances/small/water-purifiers': [
    row('Aquaguard | Aura RO + UV + MTDS Water Purifier 7 L | 21000 | Capacity=7 L; Technology=RO + UV'),
  ],
  'home-appliances/climate/fans': [
    row(
      'Crompton | Energion HS 1200 mm BLDC Ceiling Fan (Dark Brown) | 4600 | Sweep=1200 mm; Energy Rating=5 Star',
    ),
  ],
  'home-appliances/climate/heaters': [
    row('Orient Electric | Areva 2000 W Fan Room Heater (White) | 3290 | Power=2000 W'),
  ],
  'home-appliances/climate/air-purifiers': [
    row(
      'Honeywell | Air Touch V2 Air Purifier with H13 HEPA Filter | 14999 | Coverage Area=35 sq m; Filter=H13 HEPA',
    ),
  ],
  'home-appliances/cleaning/robot-vacuums': [
    row('ILIFE | A10s LiDAR Robot Vacuum Cleaner with Mop | 39990 | Runtime=150 minutes; Mopping=Yes'),
  ],
  'home-appliances/cleaning/steam-mops': [
    row('Black+Decker | FSM1630 1600 W Steam Mop | 9999 | Power=1600 W; Heat-up Time=20 seconds'),
  ],
  'appliances/small/air-fryers': [
    row(
      'Philips | NA120/00 4.2 L Digital Air Fryer with 13 Presets (Black) | 9995 | Capacity=4.2 L; Power=1500 W',
    ),
  ],
  'home-appliances/climate/air-coolers': [
    row('Bajaj | DMH 90 L Desert Air Cooler with Anti-bacterial Pads | 15990 | Capacity=90 L'),
  ],
  'home-appliances/cleaning/vacuum-cleaners': [
    row('Philips | PowerPro FC9352 1900 W Bagless Vacuum Cleaner | 11995 | Power=1900 W; Type=Canister'),
  ],
};
