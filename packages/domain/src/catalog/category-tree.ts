// The static category catalogue of docs/behaviour/catalogue.md#category-tree, #filter-state: roots, named subpaths
// and their items, shared by the header menus, the category pages, the seed and the API.
import { slugify } from './slug.ts';

export type FilterKind =
  | 'category'
  | 'brand'
  | 'price'
  | 'color'
  | 'feature'
  | 'type'
  | 'processor'
  | 'size'
  | 'room'
  | 'skin-type'
  | 'hair-type'
  | 'dietary'
  | 'age'
  | 'gender'
  | 'rating'
  | 'genre'
  | 'author'
  | 'subject'
  | 'grade-level'
  | 'format'
  | 'energy-rating'
  | 'energy-efficiency'
  | 'capacity';

export interface CategoryItem {
  id: string;
  name: string;
}

export interface Subcategory {
  id: string;
  name: string;
  filters: FilterKind[];
  items: CategoryItem[];
}

export interface Category {
  id: string;
  name: string;
  description: string;
  filters: FilterKind[];
  subcategories: Subcategory[];
  /** Pseudo-categories (all, trending, featured) list products by a flag, not by a path. */
  pseudo?: boolean;
}

function items(...names: string[]): CategoryItem[] {
  return names.map((name) => ({ id: slugify(name), name }));
}

function sub(id: string, name: string, filters: FilterKind[], itemNames: string[]): Subcategory {
  return { id, name, filters, items: items(...itemNames) };
}

const BASIC: FilterKind[] = ['brand', 'price', 'rating'];

export const CATEGORIES: readonly Category[] = [
  {
    id: 'mobile-phones',
    name: 'Mobile Phones',
    description: 'Smartphones, feature phones and everything that goes with them',
    filters: ['brand', 'price', 'feature', 'rating'],
    subcategories: [
      sub(
        'smartphones',
        'Smartphones',
        ['brand', 'price', 'feature'],
        [
          'Android Phones',
          'iPhones',
          '5G Phones',
          'Gaming Phones',
          'Camera Phones',
          'Foldable Phones',
          'Budget Phones',
          'Feature Phones',
        ],
      ),
      sub(
        'price-range',
        'By Price',
        ['price'],
        [
          'Under 10000',
          '10000 to 15000',
          '15000 to 20000',
          '20000 to 30000',
          '30000 to 50000',
          'Above 50000',
        ],
      ),
      sub(
        'accessories',
        'Accessories',
        ['brand', 'type', 'price'],
        [
          'Cases and Covers',
          'Screen Guards',
          'Chargers',
          'Power Banks',
          'Cables',
          'Car Mounts',
          'Selfie Sticks',
          'Memory Cards',
        ],
      ),
      sub(
        'wearables',
        'Wearables',
        ['brand', 'feature', 'price'],
        ['Smart Watches', 'Fitness Bands', 'Smart Rings', 'Kids Watches'],
      ),
      sub(
        'storage',
        'Storage',
        ['capacity', 'brand'],
        ['Memory Cards', 'Pen Drives', 'OTG Drives', 'Cloud Storage Plans'],
      ),
    ],
  },
  {
    id: 'electronics',
    name: 'Electronics',
    description: 'Laptops, televisions, audio, cameras and smart gadgets',
    filters: ['brand', 'price', 'feature', 'rating'],
    subcategories: [
      sub(
        'computers',
        'Computers',
        ['brand', 'processor', 'price'],
        ['Laptops', 'Desktops', 'Monitors', 'Tablets', 'Printers', 'Keyboards', 'Mice', 'Networking'],
      ),
      sub(
        'tv',
        'Televisions',
        ['brand', 'size', 'price'],
        [
          'Smart TVs',
          '4K TVs',
          'OLED TVs',
          'QLED TVs',
          '32 inch TVs',
          '43 inch TVs',
          '55 inch TVs',
          'Streaming Devices',
        ],
      ),
      sub(
        'audio',
        'Audio',
        ['brand', 'type', 'price'],
        [
          'Headphones',
          'Earbuds',
          'Bluetooth Speakers',
          'Soundbars',
          'Home Theatres',
          'Neckbands',
          'Party Speakers',
          'Microphones',
        ],
      ),
      sub(
        'cameras',
        'Cameras',
        ['brand', 'type', 'price'],
        [
          'DSLR Cameras',
          'Mirrorless Cameras',
          'Action Cameras',
          'Security Cameras',
          'Lenses',
          'Tripods',
          'Drones',
          'Instant Cameras',
        ],
      ),
      sub(
        'wearables',
        'Wearables',
        ['brand', 'feature', 'price'],
        ['Smart Watches', 'Fitness Bands', 'VR Headsets', 'Smart Glasses'],
      ),
    ],
  },
  {
    id: 'fashion',
    name: 'Fashion',
    description: 'Clothing, footwear and accessories for men, women and kids',
    filters: ['brand', 'price', 'size', 'color', 'gender'],
    subcategories: [
      sub(
        'mens',
        "Men's Clothing",
        ['size', 'color', 'brand'],
        ['T-Shirts', 'Shirts', 'Jeans', 'Trousers', 'Kurtas', 'Ethnic Sets', 'Jackets', 'Innerwear'],
      ),
      sub(
        'womens',
        "Women's Clothing",
        ['size', 'color', 'brand'],
        ['Sarees', 'Kurtis', 'Salwar Suits', 'Dresses', 'Tops', 'Jeans', 'Lehengas', 'Nightwear'],
      ),
      sub(
        'kids',
        "Kids' Clothing",
        ['size', 'age', 'gender'],
        ['Boys Clothing', 'Girls Clothing', 'Infant Wear', 'School Uniforms', 'Ethnic Wear', 'Winter Wear'],
      ),
      sub(
        'shoes',
        'Footwear',
        ['size', 'color', 'brand'],
        ['Sneakers', 'Sports Shoes', 'Formal Shoes', 'Sandals', 'Chappals', 'Heels', 'Flats', 'Boots'],
      ),
      sub(
        'accessories',
        'Accessories',
        ['brand', 'color', 'type'],
        ['Watches', 'Sunglasses', 'Wallets', 'Belts', 'Handbags', 'Jewellery', 'Backpacks', 'Caps'],
      ),
      sub(
        'luggage',
        'Luggage',
        ['size', 'brand', 'capacity'],
        ['Trolley Bags', 'Duffel Bags', 'Backpacks', 'Laptop Bags', 'Travel Accessories'],
      ),
      sub(
        'trending',
        'Trending Styles',
        ['brand', 'price'],
        ['Oversized Tees', 'Co-ord Sets', 'Cargo Pants', 'Festive Picks'],
      ),
    ],
  },
  {
    id: 'home',
    name: 'Home & Kitchen',
    description: 'Furniture, decor, bedding, storage, cleaning and kitchen appliances',
    filters: ['brand', 'price', 'room', 'color'],
    subcategories: [
      sub(
        'kitchen',
        'Kitchen & Appliances',
        ['brand', 'energy-rating', 'capacity'],
        [
          'Large Appliances',
          'Small Appliances',
          'Climate Control',
          'Vacuums',
          'Specialty',
          'Cookware',
          'Dinnerware',
          'Storage Containers',
        ],
      ),
      sub(
        'furniture',
        'Furniture',
        ['room', 'color', 'price'],
        [
          'Sofas',
          'Beds',
          'Dining Tables',
          'Office Chairs',
          'Wardrobes',
          'Bookshelves',
          'TV Units',
          'Shoe Racks',
        ],
      ),
      sub(
        'decor',
        'Home Decor',
        ['room', 'color'],
        [
          'Wall Art',
          'Clocks',
          'Lamps',
          'Showpieces',
          'Artificial Plants',
          'Candles',
          'Photo Frames',
          'Diyas and Lights',
        ],
      ),
      sub(
        'bedding',
        'Bedding',
        ['size', 'color'],
        ['Bedsheets', 'Comforters', 'Pillows', 'Blankets', 'Mattresses', 'Curtains'],
      ),
      sub(
        'storage',
        'Storage',
        ['room', 'capacity'],
        ['Organisers', 'Laundry Baskets', 'Storage Boxes', 'Hangers', 'Kitchen Racks'],
      ),
      sub(
        'cleaning',
        'Cleaning',
        ['brand', 'type'],
        ['Detergents', 'Floor Cleaners', 'Mops', 'Dishwash', 'Toilet Cleaners', 'Air Fresheners'],
      ),
    ],
  },
  {
    id: 'books',
    name: 'Books',
    description: 'Fiction, non-fiction, children’s books and textbooks',
    filters: ['genre', 'author', 'format', 'price'],
    subcategories: [
      sub(
        'fiction',
        'Fiction',
        ['genre', 'author'],
        [
          'Literary Fiction',
          'Thrillers',
          'Romance',
          'Fantasy',
          'Science Fiction',
          'Indian Writing',
          'Classics',
          'Short Stories',
        ],
      ),
      sub(
        'non-fiction',
        'Non-Fiction',
        ['subject', 'author'],
        ['Biographies', 'Self Help', 'Business', 'History', 'Politics', 'Health', 'Spirituality', 'Cooking'],
      ),
      sub(
        'childrens',
        "Children's Books",
        ['age', 'format'],
        ['Picture Books', 'Story Books', 'Activity Books', 'Comics', 'Young Adult'],
      ),
      sub(
        'textbooks',
        'Textbooks',
        ['subject', 'grade-level'],
        ['School Books', 'NCERT', 'Engineering', 'Medical', 'Competitive Exams', 'UPSC', 'Dictionaries'],
      ),
      sub('format', 'By Format', ['format'], ['Paperback', 'Hardcover', 'Box Sets', 'Audiobooks']),
    ],
  },
  {
    id: 'beauty',
    name: 'Beauty',
    description: 'Skincare, makeup, haircare and fragrances',
    filters: ['brand', 'skin-type', 'hair-type', 'price'],
    subcategories: [
      sub(
        'skincare',
        'Skincare',
        ['skin-type', 'brand'],
        ['Face Wash', 'Moisturisers', 'Sunscreen', 'Serums', 'Face Masks', 'Toners'],
      ),
      sub(
        'makeup',
        'Makeup',
        ['brand', 'color'],
        ['Lipsticks', 'Kajal and Eyeliner', 'Foundation', 'Compact', 'Nail Polish', 'Makeup Kits'],
      ),
      sub(
        'haircare',
        'Haircare',
        ['hair-type', 'brand'],
        ['Shampoo', 'Conditioner', 'Hair Oil', 'Hair Colour', 'Hair Dryers', 'Straighteners'],
      ),
      sub('fragrance', 'Fragrance', ['brand', 'gender'], ['Perfumes', 'Deodorants', 'Attars', 'Body Mists']),
      sub('personal-care', 'Personal Care', ['brand'], ['Trimmers', 'Shavers', 'Bath and Body', 'Oral Care']),
    ],
  },
  {
    id: 'grocery',
    name: 'Grocery',
    description: 'Staples, snacks, beverages and daily essentials',
    filters: ['brand', 'dietary', 'price'],
    subcategories: [
      sub(
        'packaged',
        'Packaged Food',
        ['dietary', 'brand'],
        ['Atta and Flours', 'Rice', 'Dals and Pulses', 'Oils and Ghee', 'Masalas', 'Sugar and Salt'],
      ),
      sub(
        'general',
        'General Store',
        ['brand'],
        ['Biscuits', 'Spreads', 'Sauces', 'Pickles', 'Papad', 'Dry Fruits'],
      ),
      sub('coffee', 'Tea and Coffee', ['brand'], ['Tea', 'Green Tea', 'Instant Coffee', 'Filter Coffee']),
      sub('drinks', 'Drinks', ['brand', 'dietary'], ['Juices', 'Soft Drinks', 'Health Drinks', 'Water']),
      sub('snacks', 'Snacks', ['brand', 'dietary'], ['Namkeen', 'Chips', 'Chocolates', 'Sweets']),
      sub('cereals', 'Breakfast Cereals', ['brand', 'dietary'], ['Oats', 'Muesli', 'Cornflakes', 'Poha']),
      sub('instant', 'Instant Food', ['brand'], ['Noodles', 'Pasta', 'Ready to Eat', 'Soups']),
      sub(
        'energy',
        'Energy and Nutrition',
        ['brand', 'dietary'],
        ['Protein Powders', 'Energy Bars', 'Energy Drinks', 'Vitamins'],
      ),
    ],
  },
  {
    id: 'kids',
    name: 'Toys & Kids',
    description: 'Toys, games, baby care and school essentials',
    filters: ['age', 'brand', 'price'],
    subcategories: [
      sub(
        'toys',
        'Toys & Games',
        ['age', 'type'],
        [
          'Action Figures',
          'Board Games',
          'Puzzles',
          'Remote Control Toys',
          'Soft Toys',
          'Building Blocks',
          'Dolls',
          'Educational Toys',
        ],
      ),
      sub(
        'baby',
        'Baby Care',
        ['age', 'brand'],
        ['Diapers', 'Baby Food', 'Baby Bath', 'Feeding Bottles', 'Strollers'],
      ),
      sub('clothing', 'Kids Clothing', ['age', 'size', 'color'], ['Boys', 'Girls', 'Infants', 'Footwear']),
      sub('school', 'School Supplies', ['age'], ['Bags', 'Stationery', 'Lunch Boxes', 'Water Bottles']),
    ],
  },
  {
    id: 'sports',
    name: 'Sports',
    description: 'Fitness, cricket, cycling and outdoor gear',
    filters: ['brand', 'price', 'size'],
    subcategories: [
      sub(
        'fitness',
        'Fitness',
        ['type', 'brand'],
        ['Dumbbells', 'Yoga Mats', 'Treadmills', 'Resistance Bands', 'Exercise Bikes', 'Gym Gloves'],
      ),
      sub('cricket', 'Cricket', ['brand', 'size'], ['Bats', 'Balls', 'Pads', 'Helmets', 'Kit Bags']),
      sub('outdoor', 'Outdoor', ['type'], ['Cycles', 'Camping', 'Trekking', 'Swimming', 'Skating']),
      sub(
        'team-sports',
        'Team Sports',
        ['type', 'brand'],
        ['Football', 'Badminton', 'Basketball', 'Table Tennis', 'Volleyball'],
      ),
    ],
  },
  {
    id: 'automotive',
    name: 'Car & Motorbike',
    description: 'Accessories, riding gear and tyres for cars and bikes',
    filters: ['brand', 'price', 'type'],
    subcategories: [
      sub(
        'car-accessories',
        'Car Accessories',
        ['type', 'brand'],
        [
          'Car Chargers',
          'Seat Covers',
          'Car Perfumes',
          'Dash Cams',
          'Vacuum Cleaners',
          'Car Covers',
          'Mats',
          'Phone Holders',
        ],
      ),
      sub(
        'motorbike-accessories',
        'Motorbike Accessories',
        ['type', 'brand'],
        ['Bike Covers', 'Mobile Holders', 'Locks', 'Lights'],
      ),
      sub(
        'riding-gear',
        'Riding Gear',
        ['size', 'brand'],
        ['Helmets', 'Riding Jackets', 'Gloves', 'Knee Guards'],
      ),
      sub('tyres', 'Tyres', ['brand', 'size'], ['Car Tyres', 'Bike Tyres', 'Tubes', 'Tyre Inflators']),
    ],
  },
  {
    id: 'appliances',
    name: 'Appliances',
    description: 'Refrigerators, washing machines, air conditioners and more',
    filters: ['brand', 'energy-rating', 'capacity', 'price'],
    subcategories: [
      sub(
        'large',
        'Large Appliances',
        ['energy-rating', 'capacity'],
        ['Refrigerators', 'Washing Machines', 'Air Conditioners', 'Microwaves'],
      ),
      sub(
        'small',
        'Small Appliances',
        ['brand', 'capacity'],
        ['Mixer Grinders', 'Air Fryers', 'Kettles', 'Irons', 'Water Purifiers'],
      ),
    ],
  },
  {
    id: 'home-appliances',
    name: 'Home Appliances',
    description: 'Appliances for every room of the home',
    filters: ['brand', 'energy-efficiency', 'price'],
    subcategories: [
      sub(
        'climate',
        'Climate Control',
        ['energy-efficiency'],
        ['Fans', 'Air Coolers', 'Heaters', 'Air Purifiers'],
      ),
      sub('cleaning', 'Cleaning Appliances', ['brand'], ['Vacuum Cleaners', 'Robot Vacuums', 'Steam Mops']),
    ],
  },
  {
    id: 'all',
    name: 'All Categories',
    description: 'Everything in the store',
    filters: ['category', ...BASIC],
    subcategories: [],
    pseudo: true,
  },
  {
    id: 'trending',
    name: 'Trending',
    description: 'What shoppers across India are buying now',
    filters: ['category', ...BASIC],
    pseudo: true,
    subcategories: [
      sub('deals', 'Deals', ['price'], ['Flash Sale', 'Clearance', 'Deal of the Day']),
      sub('new-arrivals', 'New Arrivals', BASIC, []),
      sub('tech-gadgets', 'Tech Gadgets', BASIC, []),
    ],
  },
  {
    id: 'featured',
    name: 'Featured',
    description: 'Hand-picked products from our sellers',
    filters: ['category', ...BASIC],
    subcategories: [],
    pseudo: true,
  },
];

/** The roots the header and side menu show, in the spec's order (docs/behaviour/catalogue.md#category-tree). */
export const NAVIGATION_ROOTS = [
  'electronics',
  'home',
  'home/kitchen',
  'fashion',
  'books',
  'beauty',
  'kids/toys',
  'sports',
  'mobile-phones',
  'grocery',
  'automotive',
] as const;

/**
 * The category dropdown next to the search box (docs/behaviour/catalogue.md#category-tree). `value` is the category
 * path searched.
 */
export const SEARCH_CATEGORY_OPTIONS = [
  { value: '', label: 'All' },
  { value: 'electronics', label: 'Electronics' },
  { value: 'home/kitchen', label: 'Home & Kitchen' },
  { value: 'fashion', label: 'Fashion' },
  { value: 'books', label: 'Books' },
  { value: 'beauty', label: 'Beauty' },
  { value: 'kids/toys', label: 'Toys & Games' },
  { value: 'sports', label: 'Sports' },
  { value: 'mobile-phones', label: 'Mobile Phones' },
  { value: 'grocery', label: 'Grocery' },
] as const;

const byId = new Map(CATEGORIES.map((c) => [c.id, c]));

export function findCategory(id: string): Category | undefined {
  return byId.get(id);
}

/** Every leaf path (root/sub/item) that real products can live in; pseudo-categories excluded. */
export function leafPaths(): string[] {
  return CATEGORIES.filter((c) => !c.pseudo).flatMap((c) =>
    c.subcategories.flatMap((s) =>
      s.items.length ? s.items.map((i) => `${c.id}/${s.id}/${i.id}`) : [`${c.id}/${s.id}`],
    ),
  );
}
