// Words for the seeded written reviews (ADR 0007): what shoppers of each kind of product praise and complain about,
// openers and closers by the stars given, titles, and Indian reviewer names. build-reviews.ts composes them, so
// no two products read alike. Praise and gripes are whole sentences starting with a common word (a gripe may be
// lower-cased after "Only thing:").

export type ReviewKind =
  | 'phone'
  | 'audio'
  | 'gadget'
  | 'clothing'
  | 'footwear'
  | 'accessory'
  | 'beauty'
  | 'grocery'
  | 'kitchen'
  | 'home'
  | 'appliance'
  | 'book'
  | 'toy'
  | 'baby'
  | 'sports'
  | 'auto';

export interface KindTexts {
  praise: readonly string[];
  gripes: readonly string[];
  goodTitles: readonly string[];
  badTitles: readonly string[];
}

/** The kind of product a listing is, from its category path. */
export function reviewKindOf(category: string, subcategory: string, item: string): ReviewKind {
  if (category === 'mobile-phones') {
    return subcategory === 'smartphones' || subcategory === 'price-range' ? 'phone' : 'gadget';
  }
  if (category === 'fashion') {
    if (subcategory === 'shoes') return 'footwear';
    return subcategory === 'accessories' || subcategory === 'luggage' ? 'accessory' : 'clothing';
  }
  if (category === 'kids') {
    if (subcategory === 'clothing') return 'clothing';
    return subcategory === 'baby' ? 'baby' : 'toy';
  }
  if (category === 'home' && subcategory === 'kitchen') {
    return /cookware|dinnerware|storage|specialty/.test(item) ? 'kitchen' : 'appliance';
  }
  if (category === 'electronics' && subcategory === 'audio') return 'audio';
  const direct: Record<string, ReviewKind> = {
    electronics: 'gadget',
    home: 'home',
    appliances: 'appliance',
    'home-appliances': 'appliance',
    beauty: 'beauty',
    grocery: 'grocery',
    books: 'book',
    sports: 'sports',
    automotive: 'auto',
  };
  return direct[category] ?? 'gadget';
}

export const KIND_TEXTS: Record<ReviewKind, KindTexts> = {
  phone: {
    praise: [
      'Battery easily lasts a full day with WhatsApp, YouTube and a bit of gaming.',
      'The display is bright enough to read outdoors even in the afternoon sun.',
      'Camera takes really sharp photos in daylight, colours look natural.',
      'Phone feels smooth, no lag while switching between apps.',
      'Fast charging is genuinely fast, 0 to 80 percent in under an hour.',
      'Call quality and network reception are good even inside the metro.',
      'Build feels solid and premium for this price.',
      'Very little bloatware, and the updates have been coming on time.',
    ],
    gripes: [
      'The phone heats up a little while charging and during long video calls.',
      'Low light photos are grainy, the night mode does not help much.',
      'The speaker is not very loud, hard to hear in a noisy room.',
      'Battery drains faster than expected when 5G is on.',
      'The charger in the box is slower than advertised.',
      'Some preinstalled apps keep pushing notifications.',
    ],
    goodTitles: [
      'Value for money phone',
      'Best phone in this budget',
      'Superb camera and battery',
      'Smooth performer',
    ],
    badTitles: ['Heating issue', 'Camera is disappointing', 'Not worth the price', 'Battery backup is poor'],
  },
  audio: {
    praise: [
      'Sound is clear with punchy bass, vocals are crisp.',
      'Paired with my phone on the first try and reconnects by itself.',
      'Battery backup is as promised, I charge it once in three or four days.',
      'Comfortable to wear for long calls and my daily commute.',
      'Mic quality is good, people on office calls hear me clearly.',
    ],
    gripes: [
      'The connection drops once in a while when the phone is in my back pocket.',
      'Bass is a bit overpowering at full volume.',
      'The touch controls are too sensitive.',
      'It takes a long time to charge fully.',
    ],
    goodTitles: ['Amazing sound quality', 'Great bass', 'Perfect for daily commute', 'Worth buying'],
    badTitles: ['Connectivity problems', 'Sound is average', 'Stopped charging', 'Mic is poor'],
  },
  gadget: {
    praise: [
      'Setup was quick, it was ready to use in a few minutes.',
      'Build quality is good, feels like it will last.',
      'Performance is smooth for everyday work.',
      'Compact design, does not take much space on the desk.',
      'Works perfectly with my laptop as well as my phone.',
      'Cheaper than the offline shops for the same model.',
    ],
    gripes: [
      'The cable provided is quite short.',
      'The instruction manual is not very helpful.',
      'Some buttons feel a bit cheap and plasticky.',
      'It runs a little warm after a few hours of use.',
      'The companion app asks for too many permissions.',
    ],
    goodTitles: ['Works like a charm', 'Good for daily use', 'Worth buying', 'Excellent quality'],
    badTitles: ['Stopped working in a month', 'Not as described', 'Average quality', 'Faulty piece received'],
  },
  clothing: {
    praise: [
      'The fabric is soft and breathable, comfortable even in Chennai humidity.',
      'Fits exactly as per the size chart.',
      'Colour is the same as in the pictures, did not fade after three washes.',
      'Stitching is neat and the finishing is good.',
      'Got many compliments when I wore it to a family function.',
      'Material feels good quality for this price.',
    ],
    gripes: [
      'The colour ran a little in the first wash, so wash it separately.',
      'Size runs slightly small, order one size up.',
      'Fabric is thinner than it looks in the photos.',
      'A few loose threads near the hem had to be trimmed.',
      'It wrinkles very easily and needs ironing every time.',
    ],
    goodTitles: ['Perfect fit', 'Lovely fabric', 'Nice colour', 'Comfortable and stylish', 'Paisa vasool'],
    badTitles: ['Size is wrong', 'Colour faded', 'Poor fabric quality', 'Not as shown in the picture'],
  },
  footwear: {
    praise: [
      'Very comfortable, I walk 8 to 10 thousand steps daily in these without any pain.',
      'The cushioning is good and the sole has a nice grip.',
      'True to size, my usual size fit perfectly.',
      'Lightweight and looks stylish with jeans as well as formals.',
      'Stitching and sole bonding look strong.',
    ],
    gripes: [
      'They bite a little at the heel for the first few days.',
      'The sole is slippery on wet floors during the monsoon.',
      'Half a size smaller than the usual size.',
      'The colour looks a bit darker than the photos.',
    ],
    goodTitles: ['Super comfortable', 'Great for daily use', 'Stylish and light', 'Good grip'],
    badTitles: ['Sole came off', 'Uncomfortable fit', 'Poor quality', 'Size issue'],
  },
  accessory: {
    praise: [
      'Looks premium, much better than I expected.',
      'Finish is neat and it matches most of my outfits.',
      'Sturdy build, feels like it will last for years.',
      'Light and easy to carry.',
      'Nice packaging, good enough to gift.',
    ],
    gripes: [
      'There was a slight chemical smell for a few days.',
      'The colour is slightly different from the pictures.',
      'The metal parts feel a little thin.',
      'It picks up scratches quite easily.',
    ],
    goodTitles: ['Classy and useful', 'Looks premium', 'Great gift', 'Good buy'],
    badTitles: ['Cheap material', 'Broke within weeks', 'Not worth it', 'Looks different in real'],
  },
  beauty: {
    praise: [
      'Suits my skin, no irritation at all.',
      'The texture is light and not sticky.',
      'The fragrance is mild and pleasant, not overpowering.',
      'A small quantity is enough, so it will last long.',
      'It was sealed properly and the expiry date is far away.',
      'Works as well as the expensive brands I used before.',
    ],
    gripes: [
      'The smell is a bit too strong for me.',
      'The pump stopped working before the bottle was finished.',
      'The quantity is small for the price.',
      'It did not show much difference even after three weeks.',
      'The effect lasts only a few hours.',
    ],
    goodTitles: ['Holy grail product', 'Works well for me', 'Lovely texture', 'Must try'],
    badTitles: ['Caused irritation', 'Did not suit me', 'No visible results', 'Strong smell'],
  },
  grocery: {
    praise: [
      'Fresh stock, the packing date was just a week old.',
      'Tastes just like the one we get at our local kirana.',
      'The packaging was sealed properly and nothing spilt.',
      'Good quality, clean and well packed.',
      'Cheaper than the supermarket for the same pack.',
      'Whole family liked the taste, already ordered again.',
    ],
    gripes: [
      'The pack arrived slightly dented.',
      'Expiry date is closer than I would like.',
      'The taste is a little different from what I am used to.',
      'The quantity looks less than the pack size suggests.',
    ],
    goodTitles: ['Fresh and tasty', 'Good quality', 'Regular buy now', 'Ekdum fresh'],
    badTitles: ['Stale product', 'Damaged packing', 'Not fresh', 'Taste is off'],
  },
  kitchen: {
    praise: [
      'Good quality material, feels heavy and durable.',
      'Cleaning is easy, nothing sticks.',
      'Perfect size for a family of four.',
      'Looks nice on the dining table too.',
      'Makes daily cooking and storing so much easier, my mother loves it.',
    ],
    gripes: [
      'The lid does not sit very tight.',
      'It stains easily with haldi.',
      'Smaller than it looked in the photos.',
      'The finish scratches easily, so handle it gently.',
    ],
    goodTitles: ['Very useful in the kitchen', 'Good quality', 'Sturdy and neat', 'Worth every rupee'],
    badTitles: ['Coating came off', 'Leaks from the lid', 'Poor build', 'Not as shown'],
  },
  home: {
    praise: [
      'Looks elegant and goes well with our living room.',
      'Good quality material, sturdy and well finished.',
      'Exactly as shown in the pictures.',
      'Well packed, reached without a single scratch.',
      'Adds a nice touch to the room, my wife loved it.',
    ],
    gripes: [
      'A couple of screws were missing, had to buy them locally.',
      'The finish has small scratches on one side.',
      'It is smaller than I imagined from the pictures.',
      'The colour is a shade lighter than in the photos.',
    ],
    goodTitles: ['Beautiful piece', 'Good quality', 'Looks lovely at home', 'Value for money'],
    badTitles: ['Damaged on arrival', 'Poor finish', 'Not as pictured', 'Flimsy'],
  },
  appliance: {
    praise: [
      'Easy to use, the controls are simple enough for my parents.',
      'Performance is very good for the price.',
      'Runs quietly and the power consumption seems low.',
      'Solid build and it looks good in the house.',
      'Delivered well packed, and it worked right out of the box.',
      'Does exactly what it says, no complaints in daily use.',
    ],
    gripes: [
      'The power cord is too short.',
      'It makes a slight noise when running.',
      'Customer care took a week to respond to a query.',
      'The manual could have been clearer.',
      'The body gets a little warm after long use.',
    ],
    goodTitles: ['Excellent appliance', 'Great performance', 'Happy with the purchase', 'Good value'],
    badTitles: ['Service is poor', 'Noisy and slow', 'Stopped working soon', 'Not recommended'],
  },
  book: {
    praise: [
      'Could not put it down, finished it in two evenings.',
      'Paper and print quality are good, easy on the eyes.',
      'Arrived in perfect condition with no bent corners.',
      'Simple language and a lot to take away.',
      'Gifted one copy to a friend as well.',
    ],
    gripes: [
      'The print is a bit small.',
      'The cover had a small crease.',
      'Some chapters feel repetitive.',
      'The binding feels weak, pages may come loose.',
    ],
    goodTitles: ['A must read', 'Loved every page', 'Very insightful', 'Great book'],
    badTitles: ['Poor print quality', 'Boring in parts', 'Looks like a pirated copy', 'Overhyped'],
  },
  toy: {
    praise: [
      'My son plays with it every day, keeps him busy for hours.',
      'Bright colours and no sharp edges.',
      'Good quality, survived quite a few falls already.',
      'Great gift, the birthday girl loved it.',
      'Useful and fun at the same time.',
    ],
    gripes: [
      'Batteries are not included, the box does not say so clearly.',
      'Some small parts, not for kids under three.',
      'The stickers started peeling off in a week.',
      'It is smaller than it looks in the photos.',
    ],
    goodTitles: ['Kids love it', 'Perfect gift', 'Good quality', 'Fun and useful'],
    badTitles: ['Broke on day one', 'Cheap plastic', 'Not for the price', 'Missing parts'],
  },
  baby: {
    praise: [
      'Very gentle on my baby’s skin, no rashes at all.',
      'Soft material and easy to wash.',
      'Safe and well made, I trust this brand.',
      'Makes the daily routine with my daughter much easier.',
    ],
    gripes: [
      'The size runs small for a six month old.',
      'The fragrance is a bit strong for a newborn.',
      'The pack has fewer pieces than the local store pack.',
    ],
    goodTitles: ['Gentle and safe', 'Great for my little one', 'Trusted quality', 'Must have for new moms'],
    badTitles: ['Caused rashes', 'Not suitable for babies', 'Poor quality', 'Overpriced'],
  },
  sports: {
    praise: [
      'Good grip and solid build, using it daily for my morning workout.',
      'Perfect for beginners, good quality for the price.',
      'Lightweight and easy to carry to the ground.',
      'The material feels durable, no wear after a month of use.',
      'Good value compared to the sports shop near my house.',
    ],
    gripes: [
      'The grip started wearing out after a few weeks.',
      'It has a rubbery smell initially.',
      'Slightly heavier than I expected.',
      'The carry bag is of poor quality.',
    ],
    goodTitles: ['Great for workouts', 'Solid build', 'Good for beginners', 'Value for money'],
    badTitles: ['Tore in a week', 'Poor grip', 'Not durable', 'Disappointed'],
  },
  auto: {
    praise: [
      'Fits perfectly, no modifications needed.',
      'Easy to install, took ten minutes.',
      'Good quality material, holding up well in the rain.',
      'Works exactly as described, very useful on long drives.',
      'Sturdy build, survived the Mumbai potholes so far.',
    ],
    gripes: [
      'The fitting is slightly loose.',
      'The adhesive did not hold in the summer heat.',
      'The instructions are hard to follow.',
      'The colour faded within a couple of months in the sun.',
    ],
    goodTitles: ['Perfect fit', 'Useful accessory', 'Good for long drives', 'Sturdy and reliable'],
    badTitles: ['Does not fit', 'Poor quality', 'Stopped working', 'Waste of money'],
  },
};

export const OPENERS: Record<1 | 2 | 3 | 4 | 5, readonly string[]> = {
  5: [
    'Excellent product.',
    'Totally worth it.',
    'Very happy with this purchase.',
    'Using it for a month now and loving it.',
    'Exceeded my expectations.',
    'Ordered after reading the reviews and I am glad I did.',
    'Mast product, full paisa vasool.',
    'Second time buying this.',
  ],
  4: [
    'Good product overall.',
    'Quite happy with it.',
    'Nice product for the price.',
    'Does the job well.',
    'Using it for two weeks now.',
    'Accha hai, mostly satisfied.',
  ],
  3: [
    'It is okay.',
    'Average product.',
    'Decent, but not great.',
    'Mixed feelings about this one.',
    'Theek thaak hai.',
  ],
  2: ['Not happy with this.', 'Expected much better.', 'Below average.', 'Disappointed with the quality.'],
  1: [
    'Very bad experience.',
    'Worst purchase so far.',
    'Do not buy this.',
    'Totally disappointed.',
    'Bilkul bekaar.',
  ],
};

export const CLOSERS: Record<1 | 2 | 3 | 4 | 5, readonly string[]> = {
  5: [
    'Highly recommended.',
    'Go for it without a second thought.',
    'Delivery was also quick.',
    'Will definitely buy again.',
    'Five stars from me.',
  ],
  4: ['Overall worth the money.', 'Would recommend.', 'Good buy at the sale price.', 'Happy overall.'],
  3: ['Okay for the price.', 'Buy only if you get it on sale.', 'Could have been better.'],
  2: ['Would not buy again.', 'Thinking of returning it.', 'Not worth the money.'],
  1: [
    'Returned it.',
    'Save your money.',
    'Requested a replacement, let us see.',
    'Very poor quality control.',
  ],
};

/** Joins a 4-star review's one small complaint. */
export const SMALL_GRIPE_LEADS = ['Only thing:', 'One small issue:', 'Minor point:', 'The only downside,'];
/** Joins a 3-star review's praise and complaint. */
export const MIXED_LEADS = ['But', 'However,', 'On the other hand,'];

export const MIXED_TITLES = [
  'Okay okay',
  'Average',
  'Decent for the price',
  'Good and bad',
  'Could be better',
];

export const FIRST_NAMES = [
  'Aarav',
  'Aditi',
  'Akash',
  'Ananya',
  'Anil',
  'Anjali',
  'Arjun',
  'Deepa',
  'Deepak',
  'Divya',
  'Farhan',
  'Gaurav',
  'Gurpreet',
  'Harish',
  'Ishaan',
  'Jyoti',
  'Karthik',
  'Kavya',
  'Lakshmi',
  'Manish',
  'Meera',
  'Mohammed',
  'Neha',
  'Nikhil',
  'Pooja',
  'Pradeep',
  'Priya',
  'Rahul',
  'Rajesh',
  'Ramesh',
  'Ritu',
  'Rohan',
  'Sandeep',
  'Sanjay',
  'Shalini',
  'Shreya',
  'Simran',
  'Sneha',
  'Suresh',
  'Swati',
  'Tanvi',
  'Tushar',
  'Varun',
  'Vikram',
  'Vinod',
  'Yash',
  'Zoya',
  'Abhishek',
  'Bhavna',
  'Chetan',
  'Fatima',
  'Irfan',
  'Joseph',
  'Kiran',
  'Madhuri',
  'Naveen',
  'Pallavi',
  'Rekha',
  'Sachin',
  'Sunita',
  'Vijay',
  'Anushka',
  'Hemant',
  'Lavanya',
  'Mahesh',
  'Nandini',
] as const;

export const LAST_NAMES = [
  'Sharma',
  'Verma',
  'Gupta',
  'Iyer',
  'Nair',
  'Reddy',
  'Rao',
  'Patel',
  'Shah',
  'Mehta',
  'Singh',
  'Kaur',
  'Gill',
  'Das',
  'Banerjee',
  'Chatterjee',
  'Mukherjee',
  'Ghosh',
  'Joshi',
  'Kulkarni',
  'Deshpande',
  'Patil',
  'Pillai',
  'Menon',
  'Khan',
  'Sheikh',
  'Qureshi',
  'Fernandes',
  'D’Souza',
  'Agarwal',
  'Bansal',
  'Yadav',
  'Mishra',
  'Tiwari',
  'Pandey',
  'Chauhan',
  'Thakur',
  'Naidu',
  'Hegde',
  'Shetty',
  'Bhat',
  'Saxena',
  'Kapoor',
  'Malhotra',
  'Bose',
] as const;
