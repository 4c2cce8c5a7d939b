// Every filter panel of docs/behaviour/catalogue.md#filter-panels as data, with the default ranges of
// docs/behaviour/catalogue.md#panel-defaults and option lists of brands and values sold in India (live facet values
// are added to them on the page).
import type {
  CheckboxSection,
  FilterOption,
  FilterPanel,
  PanelId,
  PriceSection,
  RangeSection,
  RatingSection,
  ToggleKey,
  ToggleSection,
} from './filter-panel-types.ts';

// ——— Section builders ———

/** 'A, B, C' → options whose value is their label (values never hold a comma). */
const opts = (labels: string): FilterOption[] =>
  labels
    .split(', ')
    .filter(Boolean)
    .map((label) => ({ value: label, label }));
const idOpts = (...pairs: [string, string][]): FilterOption[] =>
  pairs.map(([value, label]) => ({ value, label }));

/**
 * A price section from the spec's range for the panel: its ends are the slider's span until the results' prices
 * are known, never a filter (docs/decisions/0010-price-slider-ranges.md); `bounds` overrides them where the spec
 * gives the slider its own ends.
 */
const price = (
  specRange: readonly [number, number | null],
  step = 1,
  bounds?: readonly [number, number],
): PriceSection => ({
  kind: 'price',
  id: 'price',
  title: 'Price Range',
  popular: true,
  step,
  bounds: bounds ?? [specRange[0], specRange[1] ?? specRange[0] + 1000],
});

const brands = (names = ''): CheckboxSection => ({
  kind: 'checkbox',
  id: 'brands',
  title: 'Brands',
  key: 'brands',
  popular: true,
  facet: 'brands',
  options: opts(names),
  searchable: true,
});

const categories = (options: FilterOption[], title = 'Categories'): CheckboxSection => ({
  kind: 'checkbox',
  id: 'categories',
  title,
  key: 'categories',
  popular: true,
  facet: 'categories',
  options,
  single: true,
});

const specList = (
  id: string,
  title: string,
  key: string,
  options: FilterOption[],
  extra: Partial<CheckboxSection> = {},
): CheckboxSection => ({
  kind: 'checkbox',
  id,
  title,
  key,
  facet: { specification: key },
  options,
  searchable: true,
  ...extra,
});

const range = (
  id: string,
  title: string,
  unit: string,
  defaultRange: readonly [number, number],
  step: number,
  knownValues: readonly number[],
): RangeSection => ({
  kind: 'range',
  id,
  title,
  key: id,
  unit,
  defaultRange,
  step,
  knownValues: knownValues.map((n) => `${n} ${unit}`),
});

const RATING: RatingSection = { kind: 'rating', id: 'rating', title: 'Customer Rating' };

const toggles = (...keys: ToggleKey[]): ToggleSection => ({
  kind: 'toggles',
  id: 'availability',
  title: 'Offers & Availability',
  toggles: keys.map((key) => ({ key, label: TOGGLE_LABELS[key] })),
});

const TOGGLE_LABELS: Record<ToggleKey, string> = {
  newArrivals: 'New Arrivals Only',
  onSale: 'On Sale',
  inStock: 'In Stock',
  freeShipping: 'Free Shipping',
};
const ALL_TOGGLES: ToggleKey[] = ['newArrivals', 'onSale', 'inStock', 'freeShipping'];

const COLOURS = opts(
  'Black, White, Blue, Navy Blue, Red, Maroon, Green, Yellow, Orange, Pink, Purple, Grey, Beige, Brown, Silver, Gold, Multicolour',
);
const PHONE_BRANDS =
  'Samsung, Apple, Redmi, realme, OnePlus, vivo, OPPO, Motorola, POCO, iQOO, Nothing, Lava, Nokia';
const RAM_GB = [1, 2, 3, 4, 6, 8, 12, 16];
const PHONE_STORAGE_GB = [16, 32, 64, 128, 256, 512, 1024];
const PHONE_OS = specList('os', 'Operating System', 'os', opts('Android 14, iOS 18'));
const NETWORK = specList('connectivity', 'Network', 'connectivity', opts('5G, 4G, 2G'));

// ——— The panels ———

export const PANELS: Readonly<Record<PanelId, FilterPanel>> = {
  trending: {
    id: 'trending',
    sections: [
      price([100, 500000], 100, [0, 1000]),
      categories([], 'Category'),
      RATING,
      {
        kind: 'toggles',
        id: 'availability',
        title: 'Offers',
        toggles: [
          { key: 'newArrivals', label: 'New Arrivals Only' },
          { key: 'onSale', label: 'Deals & Discounts' },
        ],
      },
    ],
  },
  general: {
    id: 'general',
    sections: [
      price([100, 500000], 100, [100, 500000]),
      categories([], 'Categories'),
      brands('Samsung, Apple, Sony, boAt, Philips, Prestige, Puma, Biba, Lakmé, Tata Sampann'),
      RATING,
      toggles(...ALL_TOGGLES),
    ],
  },
  'phone-a': {
    id: 'phone-a',
    sections: [
      price([0, 5000], 1),
      brands(PHONE_BRANDS),
      { ...range('ram', 'RAM', 'GB', [1, 16], 1, RAM_GB), popular: true },
      range('storage', 'Storage', 'GB', [16, 1024], 16, PHONE_STORAGE_GB),
      range('camera', 'Rear Camera', 'MP', [8, 108], 1, [8, 12, 13, 16, 32, 48, 50, 64, 108]),
      range('battery', 'Battery', 'mAh', [2000, 7000], 100, [3000, 4000, 4500, 5000, 5500, 6000, 7000]),
      range(
        'screenSize',
        'Screen Size',
        'inch',
        [4, 7],
        0.1,
        [4.5, 5, 5.5, 6, 6.1, 6.2, 6.3, 6.4, 6.5, 6.56, 6.6, 6.67, 6.7, 6.72, 6.74, 6.78, 6.8, 6.9, 7],
      ),
      PHONE_OS,
      NETWORK,
      RATING,
      toggles(...ALL_TOGGLES),
    ],
  },
  'phone-b': {
    id: 'phone-b',
    sections: [
      price([200, 2000], 1),
      brands(PHONE_BRANDS),
      specList('ram', 'RAM', 'ram', opts(RAM_GB.map((n) => `${n} GB`).join(', ')), { popular: true }),
      specList(
        'storage',
        'Internal Storage',
        'storage',
        opts(PHONE_STORAGE_GB.map((n) => `${n} GB`).join(', ')),
      ),
      range('battery', 'Battery', 'mAh', [3000, 7000], 100, [3000, 4000, 4500, 5000, 5500, 6000, 7000]),
      NETWORK,
      RATING,
      toggles(...ALL_TOGGLES),
    ],
  },
  'phone-c': {
    id: 'phone-c',
    sections: [
      price([0, 2000], 1),
      brands(PHONE_BRANDS),
      specList('ram', 'RAM', 'ram', opts(RAM_GB.map((n) => `${n} GB`).join(', '))),
      NETWORK,
      RATING,
      toggles('onSale', 'inStock'),
    ],
  },
  electronics: {
    id: 'electronics',
    sections: [
      price([10, 100000], 10),
      categories([]),
      brands('Samsung, Sony, LG, HP, Dell, Lenovo, ASUS, Apple, boAt, JBL, Logitech, Xiaomi, Canon, OnePlus'),
      specList(
        'connectivity',
        'Connectivity',
        'connectivity',
        opts('Bluetooth 5.3, Wi-Fi 6, Wi-Fi 5, 2.4 GHz Wireless, 3.5 mm wired, USB wired'),
      ),
      RATING,
      toggles(...ALL_TOGGLES),
    ],
  },
  laptop: {
    id: 'laptop',
    sections: [
      price([300, 5000], 1),
      brands('HP, Dell, Lenovo, ASUS, Acer, Apple, MSI, Samsung, Infinix'),
      specList(
        'processor',
        'Processor',
        'processor',
        opts(
          'Intel Core i3-1315U, Intel Core i5-1235U, Intel Core i5-1335U, Intel Core i7-12700H, AMD Ryzen 5 7520U, AMD Ryzen 5 5625U, Apple M3',
        ),
        { popular: true },
      ),
      range('ram', 'RAM', 'GB', [4, 64], 4, [4, 8, 16, 32, 64]),
      {
        ...range('storage', 'Storage', 'GB', [128, 2048], 128, []),
        knownValues: ['128 GB SSD', '256 GB SSD', '512 GB SSD', '1 TB SSD', '2 TB SSD'],
      },
      range('screenSize', 'Screen Size', 'inch', [11, 17], 0.1, [13.3, 14, 15.6, 16]),
      range('batteryLife', 'Battery Life', 'hours', [3, 15], 0.5, [6, 8, 10, 12, 15]),
      RATING,
      toggles(...ALL_TOGGLES),
    ],
  },
  audio: {
    id: 'audio',
    sections: [
      price([20, 1000], 10),
      brands('boAt, JBL, Sony, Noise, realme, OnePlus, Boult, Zebronics, Marshall, Sennheiser'),
      specList(
        'type',
        'Type',
        'type',
        idOpts(
          ['Headphone', 'Headphones'],
          ['Earbud', 'Earbuds'],
          ['Neckband', 'Neckbands'],
          ['Bluetooth Speaker', 'Bluetooth Speakers'],
          ['Soundbar', 'Soundbars'],
          ['Home Theatre', 'Home Theatres'],
          ['Party Speaker', 'Party Speakers'],
        ),
        { popular: true },
      ),
      specList('connectivity', 'Connectivity', 'connectivity', opts('Bluetooth 5.3, 3.5 mm wired')),
      range('batteryLife', 'Battery Life', 'hours', [5, 50], 1, [6, 8, 10, 12, 20, 30, 40, 50]),
      RATING,
      toggles(...ALL_TOGGLES),
    ],
  },
  fashion: {
    id: 'fashion',
    sections: [
      price([100, 50000], 100),
      categories([]),
      brands(
        "Allen Solly, Van Heusen, Levi's, Arrow, Biba, Libas, Fabindia, Manyavar, Puma, Adidas, Nike, Bata, Campus, Woodland, Roadster",
      ),
      specList('gender', 'Gender', 'gender', opts('Men, Women, Unisex, Boys, Girls, Kids')),
      specList('sizes', 'Size', 'sizes', opts('S, M, L, XL, XXL, Free Size, UK 5, UK 6, UK 7, UK 8, UK 9'), {
        popular: true,
      }),
      specList('colors', 'Colour', 'colors', COLOURS),
      specList(
        'materials',
        'Material',
        'materials',
        opts(
          'Cotton, 100% Cotton, Cotton Blend, Polyester, Denim, Stretch Denim, Leather, Silk Blend, Georgette, Linen',
        ),
      ),
      specList(
        'fit',
        'Fit',
        'fit',
        opts('Regular, Slim, Relaxed, Oversized, Straight, Skinny, Flared, A-Line'),
      ),
      specList(
        'occasion',
        'Occasion',
        'occasion',
        opts('Casual, Formal, Festive, Wedding, Party, Sports, Travel, Lounge'),
      ),
      specList('season', 'Season', 'season', opts('Summer, Winter, All Season')),
      specList('style', 'Style', 'style', opts('Solid, Printed, Embroidered, Checked, Striped')),
      RATING,
      toggles(...ALL_TOGGLES),
    ],
  },
  home: {
    id: 'home',
    sections: [
      price([0, 2000], 10),
      categories([]),
      brands(
        'Wakefit, Sleepyhead, Nilkamal, Godrej Interio, Amazon Brand Solimo, Cello, Kuber Industries, Bombay Dyeing, Raymond Home, Philips',
      ),
      specList(
        'room',
        'Room',
        'room',
        opts('Living Room, Bedroom, Kitchen, Dining Room, Bathroom, Study, Puja Room, Utility'),
        { popular: true },
      ),
      specList(
        'materials',
        'Material',
        'materials',
        opts(
          'Engineered Wood, Solid Sheesham Wood, Cotton, Plastic, Polypropylene, Opalware, Brass, Stainless Steel, Velvet',
        ),
      ),
      specList('colors', 'Colour', 'colors', COLOURS),
      RATING,
      toggles(...ALL_TOGGLES),
    ],
  },
  kitchen: {
    id: 'kitchen',
    sections: [
      price([0, 3000], 10),
      categories([]),
      brands(
        'Prestige, Pigeon, Hawkins, Bajaj, Philips, Butterfly, Havells, Usha, Borosil, Milton, LG, Samsung, Whirlpool',
      ),
      specList(
        'type',
        'Type',
        'type',
        idOpts(
          ['Small Appliance', 'Small Appliances'],
          ['Large Appliance', 'Large Appliances'],
          ['Cookware', 'Cookware'],
          ['Dinnerware', 'Dinnerware'],
          ['Storage Container', 'Storage Containers'],
          ['Climate Control', 'Climate Control'],
          ['Vacuum', 'Vacuums'],
        ),
        { popular: true },
      ),
      specList('energyRating', 'Energy Rating', 'energyRating', opts('5 Star, 4 Star, 3 Star')),
      specList(
        'materials',
        'Material',
        'materials',
        opts('Stainless Steel, Hard Anodised Aluminium, Cast Iron, Glass, Opalware, Plastic'),
      ),
      RATING,
      toggles(...ALL_TOGGLES),
    ],
  },
  beauty: {
    id: 'beauty',
    sections: [
      price([0, 200], 1),
      categories(
        idOpts(
          ['skincare', 'Skincare'],
          ['haircare', 'Haircare'],
          ['makeup', 'Makeup'],
          ['fragrance', 'Fragrance'],
          ['personal-care', 'Personal Care'],
        ),
      ),
      brands(
        "Lakmé, Maybelline New York, L'Oréal Paris, Mamaearth, Minimalist, Plum, Nivea, Cetaphil, Himalaya, Dove, Garnier, Colorbar",
      ),
      onlyFor(
        'skincare',
        specList('skinType', 'Skin Type', 'skinType', opts('Oily, Dry, Combination, Sensitive, All')),
      ),
      onlyFor(
        'skincare',
        specList(
          'skinConcerns',
          'Skin Concerns',
          'concerns',
          opts('Acne, Dullness, Dryness, Oil Control, Sun Protection'),
        ),
      ),
      onlyFor(
        'skincare',
        specList(
          'skincareType',
          'Product Type',
          'type',
          opts('Face Wash, Moisturiser, Sunscreen, Serum, Face Mask, Toner'),
        ),
      ),
      onlyFor('haircare', specList('hairType', 'Hair Type', 'hairType', opts('Dry, Damaged, All'))),
      onlyFor(
        'haircare',
        specList(
          'hairConcerns',
          'Hair Concerns',
          'concerns',
          opts('Hair Fall, Dandruff, Frizz Control, Damage Repair, Grey Coverage'),
        ),
      ),
      onlyFor(
        'haircare',
        specList(
          'haircareType',
          'Product Type',
          'type',
          opts('Shampoo, Conditioner, Hair Oil, Hair Colour, Hair Dryer, Straightener'),
        ),
      ),
      onlyFor(
        'makeup',
        specList(
          'makeupType',
          'Product Type',
          'type',
          opts('Lipstick, Kajal and Eyeliner, Foundation, Compact, Nail Polish, Makeup Kit'),
        ),
      ),
      RATING,
      toggles(...ALL_TOGGLES),
    ],
  },
  grocery: {
    id: 'grocery',
    sections: [
      price([0, 100], 1),
      categories(
        idOpts(
          ['packaged', 'Packaged Food'],
          ['drinks', 'Beverages'],
          ['coffee', 'Tea and Coffee'],
          ['snacks', 'Snacks'],
          ['dairy', 'Dairy'],
          ['cereals', 'Breakfast Cereals'],
          ['instant', 'Instant Food'],
          ['energy', 'Energy and Nutrition'],
          ['general', 'General Store'],
        ),
      ),
      brands(
        "Tata Sampann, Aashirvaad, Fortune, Saffola, Haldiram's, Britannia, Amul, Cadbury, Maggi, Kellogg's, Bru, Catch",
      ),
      specList(
        'dietary',
        'Dietary Needs',
        'dietaryPreference',
        opts('Vegetarian, Non-Vegetarian, Organic, Vegan, Gluten Free'),
      ),
      onlyFor(
        'packaged',
        specList(
          'packagedType',
          'Type',
          'type',
          idOpts(
            ['Atta and Flour', 'Atta and Flours'],
            ['Rice', 'Rice'],
            ['Dals and Pulse', 'Dals and Pulses'],
            ['Oils and Ghee', 'Oils and Ghee'],
            ['Masala', 'Masalas'],
            ['Sugar and Salt', 'Sugar and Salt'],
          ),
        ),
      ),
      onlyFor(
        ['drinks', 'coffee', 'beverages'],
        specList(
          'beverageType',
          'Type',
          'type',
          idOpts(
            ['Tea', 'Tea'],
            ['Green Tea', 'Green Tea'],
            ['Instant Coffee', 'Instant Coffee'],
            ['Filter Coffee', 'Filter Coffee'],
            ['Juice', 'Juices'],
            ['Soft Drink', 'Soft Drinks'],
            ['Health Drink', 'Health Drinks'],
            ['Water', 'Water'],
          ),
        ),
      ),
      onlyFor(
        'snacks',
        specList(
          'snackType',
          'Type',
          'type',
          idOpts(['Namkeen', 'Namkeen'], ['Chip', 'Chips'], ['Chocolate', 'Chocolates'], ['Sweet', 'Sweets']),
        ),
      ),
      onlyFor(
        'dairy',
        specList('dairyType', 'Type', 'type', opts('Milk, Curd, Paneer, Butter, Cheese, Ghee')),
      ),
      range('expiryDays', 'Expiry', 'days', [0, 30], 1, [7, 15, 30]),
      RATING,
      toggles(...ALL_TOGGLES),
    ],
  },
  kids: {
    id: 'kids',
    sections: [
      price([0, 200], 1),
      categories(
        idOpts(
          ['toys', 'Toys & Games'],
          ['clothing', 'Clothing'],
          ['baby', 'Baby Care'],
          ['school', 'School Supplies'],
        ),
      ),
      brands(
        'Funskool, LEGO, Barbie, Hasbro, Frank, Smartivity, Hopscotch, Babyhug, Himalaya, Huggies, MamyPoko, Classmate',
      ),
      range('ageRange', 'Age', 'years', [0, 12], 1, [0, 1, 2, 3, 4, 5, 6, 8, 10, 12]),
      onlyFor(
        'toys',
        specList(
          'toyType',
          'Toy Type',
          'type',
          opts(
            'Action Figure, Board Game, Puzzle, Remote Control Toy, Soft Toy, Building Block, Doll, Educational Toy',
          ),
        ),
      ),
      onlyFor(
        'clothing',
        specList(
          'clothingType',
          'Clothing Type',
          'type',
          idOpts(
            ['Boy', "Boys' Clothing"],
            ['Girl', "Girls' Clothing"],
            ['Infant', 'Infant Wear'],
            ['Footwear', 'Footwear'],
          ),
        ),
      ),
      onlyFor(
        'clothing',
        specList(
          'sizes',
          'Size',
          'sizes',
          opts('Free Size, 0-6 months, 2-3Y, 3-4Y, 4-5Y, 6-7Y, 8-9Y, 10-11Y'),
        ),
      ),
      onlyFor('clothing', specList('colors', 'Colour', 'colors', COLOURS)),
      RATING,
      toggles(...ALL_TOGGLES),
    ],
  },
  books: {
    id: 'books',
    sections: [
      price([0, 100], 1),
      categories(
        idOpts(
          ['fiction', 'Fiction'],
          ['non-fiction', 'Non-Fiction'],
          ['childrens', "Children's Books"],
          ['textbooks', 'Textbooks'],
        ),
      ),
      specList(
        'author',
        'Author',
        'author',
        opts(
          'Chetan Bhagat, Amish Tripathi, Ruskin Bond, Sudha Murty, R.K. Narayan, Arundhati Roy, Devdutt Pattanaik',
        ),
        { popular: true },
      ),
      specList(
        'genre',
        'Genre',
        'genre',
        opts(
          'Literary Fiction, Thrillers, Romance, Fantasy, Science Fiction, Indian Writing, Classics, Biographies, Self Help, Business, History, Spirituality',
        ),
      ),
      specList('format', 'Format', 'format', opts('Paperback, Hardcover, Board Book')),
      specList('language', 'Language', 'language', opts('English, Hindi, Tamil, Bengali, Marathi')),
      brands(
        'Penguin India, Penguin Random House, HarperCollins India, Westland, Bloomsbury India, Jaico Publishing House, Puffin, Arihant Publications, NCERT',
      ),
      RATING,
      toggles(...ALL_TOGGLES),
    ],
  },
  simple: {
    id: 'simple',
    sections: [price([100, 500000], 100, [0, 1000]), { ...brands(''), popular: false }, RATING],
  },
};

function onlyFor(values: string | string[], section: CheckboxSection): CheckboxSection {
  return { ...section, showWhen: { key: 'categories', anyOf: Array.isArray(values) ? values : [values] } };
}
