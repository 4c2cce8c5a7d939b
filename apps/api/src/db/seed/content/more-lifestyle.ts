// More real models for fashion, home, beauty, grocery, kids, sports, automotive and books.
import { book } from './books.ts';
import { food } from './grocery.ts';
import { row, type MoreModels } from './more-models.ts';

const tee = (brand: string, title: string, mrp: number, fabric: string, fit: string, colour: string) =>
  row(`${brand} | ${title} | ${mrp} | Fabric=${fabric}; Fit=${fit}; Colour=${colour}`);

export const MORE_FASHION: MoreModels = {
  'fashion/mens/t-shirts': [
    tee(
      'U.S. Polo Assn.',
      "Men's Solid Polo T-Shirt (White, Slim Fit)",
      1499,
      'Cotton Pique',
      'Slim',
      'White',
    ),
    tee('Jack & Jones', "Men's Printed Crew Neck T-Shirt (Black)", 999, '100% Cotton', 'Regular', 'Black'),
    tee('Puma', "Men's Essentials Logo T-Shirt (Navy)", 1299, 'Cotton', 'Regular', 'Navy'),
    tee('Bewakoof', "Men's Oversized Graphic T-Shirt (Olive)", 899, '100% Cotton', 'Oversized', 'Olive'),
  ],
  'fashion/mens/shirts': [
    tee('Van Heusen', "Men's Slim Fit Solid Formal Shirt (White)", 1999, '100% Cotton', 'Slim', 'White'),
    tee('Arrow', "Men's Regular Fit Striped Formal Shirt (Blue)", 2299, 'Cotton Blend', 'Regular', 'Blue'),
    tee(
      'Roadster',
      "Men's Checked Casual Flannel Shirt (Maroon)",
      1299,
      'Cotton Flannel',
      'Regular',
      'Maroon',
    ),
  ],
  'fashion/mens/jeans': [
    tee('Wrangler', "Men's Regular Fit Jeans (Mid Blue)", 2599, 'Denim', 'Regular', 'Mid Blue'),
    tee('Pepe Jeans', "Men's Tapered Fit Jeans (Black)", 2999, 'Stretch Denim', 'Tapered', 'Black'),
  ],
  'fashion/mens/trousers': [
    tee('Allen Solly', "Men's Slim Fit Chinos (Khaki)", 1999, 'Cotton Stretch', 'Slim', 'Khaki'),
  ],
  'fashion/mens/kurtas': [
    tee('Manyavar', "Men's Silk Blend Short Kurta (Mustard)", 2499, 'Silk Blend', 'Regular', 'Mustard'),
  ],
  'fashion/mens/jackets': [
    tee('Wildcraft', "Men's Hooded Windcheater Jacket (Black)", 2999, 'Polyester', 'Regular', 'Black'),
  ],
  'fashion/mens/innerwear': [
    tee('Van Heusen', "Men's Cotton Trunks (Pack of 3, Navy)", 799, 'Cotton Elastane', 'Regular', 'Navy'),
  ],
  'fashion/womens/sarees': [
    tee(
      'Kanchipuram Silks',
      'Kanjivaram Pure Silk Saree with Zari Border (Red)',
      12999,
      'Pure Silk',
      'Regular',
      'Red',
    ),
    tee(
      'Saree Mall',
      'Georgette Printed Saree with Blouse Piece (Navy Blue)',
      1999,
      'Georgette',
      'Regular',
      'Navy',
    ),
  ],
  'fashion/womens/kurtis': [
    tee('Libas', "Women's Printed Straight Rayon Kurta (Green)", 1499, 'Rayon', 'Straight', 'Green'),
    tee('Anouk', "Women's Anarkali Kurta with Gota Work (Maroon)", 2499, 'Cotton Blend', 'Flared', 'Maroon'),
  ],
  'fashion/womens/dresses': [
    tee(
      'Dressberry',
      "Women's Fit and Flare Midi Dress (Black)",
      1899,
      'Polyester',
      'Fit and Flare',
      'Black',
    ),
  ],
  'fashion/womens/tops': [
    tee('Vero Moda', "Women's Puff Sleeve Top (Pink)", 1499, 'Viscose', 'Regular', 'Pink'),
  ],
  'fashion/womens/jeans': [
    tee("Levi's", "Women's 711 Skinny Fit Jeans (Dark Blue)", 3299, 'Stretch Denim', 'Skinny', 'Dark Blue'),
  ],
  'fashion/womens/nightwear': [
    tee('Clovia', "Women's Cotton Night Suit (Blue Print)", 1299, 'Cotton', 'Relaxed', 'Blue'),
  ],
  'fashion/kids/boys-clothing': [
    tee('U.S. Polo Assn. Kids', 'Boys Solid Polo T-Shirt (Navy)', 999, 'Cotton', 'Regular', 'Navy'),
  ],
  'fashion/kids/girls-clothing': [
    tee('Hopscotch', 'Girls Cotton Printed Top and Shorts Set (Yellow)', 899, 'Cotton', 'Regular', 'Yellow'),
  ],
  'fashion/shoes/sneakers': [
    row("Nike | Men's Court Vision Low Sneakers (White) | 6295 | Material=Synthetic Leather; Colour=White"),
    row("Red Tape | Men's Casual Sneakers (Navy) | 3999 | Material=Synthetic; Colour=Navy"),
  ],
  'fashion/shoes/sports-shoes': [
    row("ASICS | Men's Gel-Contend 8 Running Shoes (Black) | 5499 | Material=Mesh; Colour=Black"),
    row("Skechers | Women's Go Walk 7 Walking Shoes (Grey) | 5999 | Material=Mesh; Colour=Grey"),
  ],
  'fashion/shoes/formal-shoes': [
    row("Hush Puppies | Men's Leather Oxford Shoes (Brown) | 4999 | Material=Genuine Leather; Colour=Brown"),
  ],
  'fashion/shoes/heels': [
    row("Catwalk | Women's Stiletto Heels (Black) | 2495 | Material=Synthetic; Heel Height=3 inch"),
  ],
  'fashion/shoes/flats': [
    row("Bata | Women's Ballerina Flats (Beige) | 999 | Material=Synthetic; Colour=Beige"),
  ],
  'fashion/shoes/sandals': [
    row("Sparx | Men's Floater Sandals (Black) | 1199 | Material=Synthetic; Colour=Black"),
  ],
  'fashion/accessories/watches': [
    row(
      "Fastrack | Men's Analog Watch with Silicone Strap (Black) | 1995 | Dial Colour=Black; Water Resistance=30 m",
    ),
  ],
  'fashion/accessories/sunglasses': [
    row('Ray-Ban | Aviator Classic Sunglasses RB3025 (Gold) | 9890 | Lens=Polarised; UV Protection=UV400'),
  ],
  'fashion/accessories/belts': [
    row("Tommy Hilfiger | Men's Leather Reversible Belt (Black) | 2999 | Material=Genuine Leather"),
  ],
  'fashion/accessories/wallets': [
    row("Woodland | Men's Leather Bifold Wallet (Brown) | 1495 | Material=Genuine Leather"),
  ],
  'fashion/accessories/handbags': [row("Lavie | Women's Satchel Handbag (Tan) | 3999 | Material=PU Leather")],
  'fashion/luggage/trolley-bags': [
    row(
      'VIP | Polo 55 cm Cabin Hard Trolley Bag (Graphite Grey) | 7500 | Size=Cabin 55 cm; Material=Polypropylene',
    ),
  ],
  'fashion/luggage/backpacks': [
    row('American Tourister | Valex 28 L Laptop Backpack (Black) | 3300 | Capacity=28 L; Material=Polyester'),
  ],
  'fashion/trending/oversized-tees': [
    tee('Bewakoof', 'Unisex Oversized Acid Wash T-Shirt (Black)', 1099, '100% Cotton', 'Oversized', 'Black'),
  ],
  'fashion/trending/co-ord-sets': [
    tee('Tokyo Talkies', "Women's Linen Blend Co-ord Set (Beige)", 2499, 'Linen Blend', 'Relaxed', 'Beige'),
  ],
  'fashion/trending/cargo-pants': [
    tee('Urbano Fashion', "Men's Cotton Cargo Joggers (Olive)", 1599, 'Cotton', 'Relaxed', 'Olive'),
  ],
  'kids/clothing/boys': [
    tee('Max', 'Boys Cotton Shorts (Pack of 2, Navy)', 699, 'Cotton', 'Regular', 'Navy'),
  ],
  'kids/clothing/girls': [
    tee('Gini & Jony', 'Girls Cotton Leggings (Pink)', 599, 'Cotton Lycra', 'Slim', 'Pink'),
  ],
};

/** A second round for the fashion shelves shoppers browse most (each model lists five or six colours). */
export const MORE_FASHION_2: MoreModels = {
  'fashion/mens/t-shirts': [
    tee('Nike', "Men's Dri-FIT Legend Training T-Shirt (Grey)", 1795, 'Polyester', 'Regular', 'Grey'),
    tee('Adidas', "Men's 3-Stripes Essentials T-Shirt (Black)", 1599, 'Cotton', 'Regular', 'Black'),
    tee('The Souled Store', "Men's Solid Henley T-Shirt (Maroon)", 799, '100% Cotton', 'Regular', 'Maroon'),
  ],
  'fashion/mens/shirts': [
    tee(
      'U.S. Polo Assn.',
      "Men's Slim Fit Oxford Casual Shirt (Sky Blue)",
      2199,
      '100% Cotton',
      'Slim',
      'Sky Blue',
    ),
  ],
  'fashion/mens/jeans': [
    tee('Spykar', "Men's Slim Fit Mid-Rise Jeans (Light Blue)", 2499, 'Stretch Denim', 'Slim', 'Light Blue'),
  ],
  'fashion/mens/trousers': [
    tee('Arrow', "Men's Tailored Fit Formal Trousers (Navy)", 2799, 'Poly Viscose', 'Tailored', 'Navy'),
  ],
  'fashion/mens/kurtas': [
    tee('Jompers', "Men's Cotton Chikankari Kurta (White)", 1299, 'Cotton', 'Regular', 'White'),
  ],
  'fashion/mens/ethnic-sets': [
    tee('Vastramay', "Men's Kurta and Dhoti Set (Yellow)", 2999, 'Cotton Silk', 'Regular', 'Yellow'),
  ],
  'fashion/mens/jackets': [
    tee("Levi's", "Men's Trucker Denim Jacket (Blue)", 4999, 'Denim', 'Regular', 'Blue'),
  ],
  'fashion/womens/kurtis': [
    tee('Aurelia', "Women's Straight Cotton Kurta with Palazzo (Blue)", 1999, 'Cotton', 'Straight', 'Blue'),
    tee('Sangria', "Women's Printed A-Line Kurta (Mustard)", 1299, 'Viscose Rayon', 'A-Line', 'Mustard'),
  ],
  'fashion/womens/salwar-suits': [
    tee(
      'Biba',
      "Women's Printed Cotton Kurta, Salwar and Dupatta Set (Green)",
      3999,
      'Cotton',
      'Straight',
      'Green',
    ),
  ],
  'fashion/womens/dresses': [
    tee('Only', "Women's Floral Wrap Midi Dress (Blue)", 2499, 'Polyester', 'Regular', 'Blue'),
  ],
  'fashion/womens/tops': [
    tee('H&M', "Women's Ribbed Crop Top (Black)", 799, 'Cotton Blend', 'Slim', 'Black'),
    tee('Marks & Spencer', "Women's Cotton Relaxed Shirt (White)", 1999, '100% Cotton', 'Relaxed', 'White'),
  ],
  'fashion/womens/jeans': [
    tee('Only', "Women's Wide Leg High Rise Jeans (Light Blue)", 2999, 'Denim', 'Wide Leg', 'Light Blue'),
  ],
  'fashion/womens/lehengas': [
    tee('Kalini', "Women's Sequinned Net Lehenga Choli (Pink)", 5999, 'Net', 'Flared', 'Pink'),
  ],
  'fashion/womens/sarees': [
    tee('Mitera', 'Chiffon Printed Saree with Blouse Piece (Green)', 1499, 'Chiffon', 'Regular', 'Green'),
  ],
  'fashion/kids/ethnic-wear': [
    tee('Vastramay', 'Boys Cotton Kurta Pyjama Set (Maroon)', 1499, 'Cotton', 'Regular', 'Maroon'),
  ],
  'fashion/kids/winter-wear': [
    tee('Gini & Jony', 'Kids Quilted Puffer Jacket (Navy)', 1999, 'Nylon', 'Regular', 'Navy'),
  ],
  'fashion/shoes/sneakers': [
    row("Adidas | Men's Grand Court 2.0 Sneakers (White) | 5999 | Material=Synthetic Leather; Colour=White"),
  ],
  'fashion/shoes/sports-shoes': [
    row("Campus | Men's Maxico Running Shoes (Grey) | 1899 | Material=Mesh; Colour=Grey"),
  ],
  'fashion/shoes/boots': [
    row("Woodland | Men's Leather Ankle Boots (Camel) | 5995 | Material=Nubuck Leather; Colour=Camel"),
  ],
  'fashion/shoes/chappals': [
    row("Paragon | Women's Slip-on Flip Flops (Blue) | 299 | Material=Rubber; Colour=Blue"),
  ],
  'fashion/trending/oversized-tees': [
    tee('Snitch', "Men's Oversized Drop Shoulder T-Shirt (Beige)", 999, '100% Cotton', 'Oversized', 'Beige'),
  ],
  'fashion/trending/festive-picks': [
    tee('Biba', "Women's Silk Blend Festive Anarkali Set (Maroon)", 4999, 'Silk Blend', 'Flared', 'Maroon'),
  ],
  'kids/clothing/boys': [
    tee('Allen Solly Junior', 'Boys Printed Cotton Shirt (Blue)', 999, 'Cotton', 'Regular', 'Blue'),
  ],
  'kids/clothing/girls': [
    tee('Pink Rabbit', 'Girls Cotton Frock (Yellow)', 799, 'Cotton', 'Regular', 'Yellow'),
  ],
};

export const MORE_HOME: MoreModels = {
  'home/kitchen/cookware': [
    row('Prestige | Popular Plus 3 L Aluminium Pressure Cooker | 2150 | Capacity=3 L; Material=Aluminium'),
  ],
  'home/kitchen/dinnerware': [
    row(
      'Larah by Borosil | Moon Series Opalware Dinner Set (35 Pieces) | 4990 | Pieces=35; Material=Opalware',
    ),
  ],
  'home/kitchen/small-appliances': [
    row('Bajaj | Majesty 1000 W Pop-up Toaster (White) | 2145 | Power=1000 W'),
  ],
  'home/furniture/sofas': [
    row(
      'Sleepyhead | Bumble 2 Seater Fabric Sofa (Grey) | 24999 | Material=Fabric and Solid Wood Frame; Seating=2 Seater',
    ),
  ],
  'home/furniture/beds': [
    row(
      'Wakefit | Orion King Size Sheesham Wood Bed (Honey Teak) | 42999 | Size=King; Material=Sheesham Wood',
    ),
  ],
  'home/furniture/office-chairs': [
    row('Featherlite | Astra Mid Back Office Chair (Black) | 9999 | Material=Mesh and Nylon'),
  ],
  'home/furniture/bookshelves': [
    row('Wakefit | Jasper Engineered Wood Bookshelf (Walnut) | 5999 | Material=Engineered Wood; Shelves=4'),
  ],
  'home/decor/clocks': [row('Titan | Contemporary Wall Clock 35 cm (Black) | 2195 | Diameter=35 cm')],
  'home/decor/lamps': [row('Philips | Lumina Table Lamp with LED Bulb (White) | 1899 | Power=9 W')],
  'home/decor/wall-art': [
    row('Art Street | Warli Art Framed Canvas Painting (Brown) | 1499 | Size=16 x 12 inch'),
  ],
  'home/bedding/bedsheets': [
    row(
      'Raymond Home | 180 TC Cotton Double Bedsheet with 2 Pillow Covers (Blue) | 1999 | Size=Double 228 x 254 cm; Material=Cotton',
    ),
  ],
  'home/bedding/blankets': [
    row('Bombay Dyeing | Fleece Single Bed Blanket (Grey) | 1299 | Size=Single; Material=Polyester Fleece'),
  ],
  'home/bedding/curtains': [
    row(
      'Home Sizzler | Eyelet Polyester Window Curtains 5 ft (Set of 2, Beige) | 999 | Length=5 ft; Pack Of=2',
    ),
  ],
  'home/storage/storage-boxes': [
    row('Kuber Industries | Foldable Fabric Storage Box with Lid (Grey) | 699 | Material=Non-woven Fabric'),
  ],
  'home/cleaning/detergents': [row('Ariel | Matic Front Load Detergent Powder 2 kg | 699 | Weight=2 kg')],
  'home/cleaning/dishwash': [row('Pril | Lime Dishwash Liquid 500 ml | 125 | Volume=500 ml')],
  'home/cleaning/floor-cleaners': [row('Dettol | Disinfectant Floor Cleaner Pine 1 L | 229 | Volume=1 L')],
};

export const MORE_BEAUTY_GROCERY: MoreModels = {
  'beauty/skincare/face-wash': [
    row('Neutrogena | Oil-Free Acne Wash 100 ml | 599 | Volume=100 ml; Skin Type=Oily and acne-prone'),
  ],
  'beauty/skincare/moisturisers': [
    row('Cetaphil | Moisturising Cream for Dry Skin 100 g | 899 | Weight=100 g; Skin Type=Dry and sensitive'),
  ],
  'beauty/skincare/sunscreen': [
    row('Lakmé | Sun Expert SPF 50 Ultra Matte Sunscreen 50 ml | 399 | Volume=50 ml; SPF=50'),
  ],
  'beauty/haircare/shampoo': [
    row(
      'Head & Shoulders | Anti-Dandruff Smooth and Silky Shampoo 650 ml | 729 | Volume=650 ml; Hair Type=Dry hair',
    ),
  ],
  'beauty/haircare/conditioner': [row('TRESemmé | Keratin Smooth Conditioner 190 ml | 310 | Volume=190 ml')],
  'beauty/haircare/hair-oil': [row('Dabur | Amla Hair Oil 200 ml | 140 | Volume=200 ml')],
  'beauty/makeup/lipsticks': [
    row(
      'Maybelline New York | SuperStay Matte Ink Liquid Lipstick, Pioneer (5 ml) | 699 | Shade=Pioneer; Finish=Matte',
    ),
  ],
  'beauty/makeup/foundation': [
    row(
      "L'Oréal Paris | True Match Liquid Foundation 220 Natural Beige (30 ml) | 999 | Shade=220 Natural Beige",
    ),
  ],
  'beauty/fragrance/perfumes': [
    row('Fogg | Impressio Eau de Parfum for Men 100 ml | 699 | Volume=100 ml; Ideal For=Men'),
  ],
  'beauty/fragrance/deodorants': [
    row('Nivea | Men Fresh Active Deodorant 150 ml | 249 | Volume=150 ml; Ideal For=Men'),
  ],
  'beauty/personal-care/oral-care': [
    row('Sensodyne | Sensitive Toothpaste Fresh Mint 150 g | 260 | Weight=150 g'),
  ],
  'grocery/packaged/atta-and-flours': [
    food('Pillsbury', 'Chakki Fresh Atta', 275, '5 kg'),
    food('Rajdhani', 'Besan', 120, '1 kg'),
  ],
  'grocery/packaged/rice': [
    food('Kohinoor', 'Super Silver Basmati Rice', 749, '5 kg'),
    food('Fortune', 'Everyday Basmati Rice', 99, '1 kg'),
  ],
  'grocery/packaged/dals-and-pulses': [
    food('Tata Sampann', 'Unpolished Chana Dal', 150, '1 kg'),
    food('Fortune', 'Rajma', 89, '500 g'),
  ],
  'grocery/packaged/oils-and-ghee': [
    food('Saffola', 'Gold Refined Cooking Oil', 999, '5 L'),
    food('Dhara', 'Kachi Ghani Mustard Oil', 189, '1 L'),
    food('Patanjali', 'Cow Ghee', 649, '1 L'),
  ],
  'grocery/packaged/masalas': [
    food('Catch', 'Garam Masala', 85, '100 g'),
    food('Eastern', 'Chicken Masala', 75, '100 g', false),
  ],
  'grocery/general/biscuits': [
    food('Sunfeast', 'Dark Fantasy Choco Fills', 100, '300 g'),
    food("McVitie's", 'Digestive Biscuits', 99, '250 g'),
  ],
  'grocery/general/spreads': [food('Nutella', 'Hazelnut Spread with Cocoa', 365, '350 g')],
  'grocery/general/dry-fruits': [
    food('Nutraj', 'Premium Raisins', 249, '500 g'),
    food('Happilo', 'Premium Dried Californian Walnuts', 599, '200 g'),
  ],
  'grocery/coffee/tea': [
    food('Red Label', 'Natural Care Tea', 280, '500 g'),
    food('Taj Mahal', 'Rich and Flavourful Tea', 310, '500 g'),
  ],
  'grocery/coffee/instant-coffee': [food('Davidoff', 'Rich Aroma Instant Coffee', 425, '100 g')],
  'grocery/drinks/juices': [food('B Natural', 'Mixed Fruit Juice', 110, '1 L')],
  'grocery/drinks/soft-drinks': [food('Coca-Cola', 'Soft Drink Bottle', 100, '2 L')],
  'grocery/drinks/health-drinks': [food('Complan', 'Royale Chocolate Nutrition Drink', 299, '500 g')],
  'grocery/snacks/namkeen': [
    food("Haldiram's", 'Khatta Meetha', 110, '400 g'),
    food('Balaji', 'Ratlami Sev', 100, '400 g'),
  ],
  'grocery/snacks/chips': [food('Pringles', 'Sour Cream and Onion Potato Crisps', 120, '107 g')],
  'grocery/snacks/chocolates': [food('Nestlé', 'KitKat Share Bag', 200, '200 g')],
  'grocery/cereals/oats': [food('Saffola', 'Rolled Oats', 210, '1 kg')],
  'grocery/cereals/muesli': [food("Bagrry's", 'Crunchy Muesli Fruit and Nut', 425, '750 g')],
  'grocery/instant/noodles': [
    food("Ching's Secret", 'Schezwan Instant Noodles (Pack of 4)', 120, '4 x 60 g'),
  ],
  'grocery/instant/ready-to-eat': [
    food('ITC Kitchens of India', 'Ready to Eat Butter Chicken', 275, '285 g', false),
  ],
  'grocery/energy/protein-powders': [food('AS-IT-IS', 'Raw Whey Protein Concentrate 80%', 2599, '1 kg')],
  'grocery/energy/energy-drinks': [food('Monster', 'Energy Drink Can (Pack of 6)', 750, '6 x 350 ml')],
};

export const MORE_KIDS_SPORTS_AUTO: MoreModels = {
  'kids/toys/educational-toys': [
    row('Skillmatics | Guess in 10 Animal Planet Card Game | 499 | Age Range=6 years and up'),
  ],
  'kids/baby/strollers': [
    row('LuvLap | Starshine Baby Stroller and Pram (Grey) | 5999 | Age Range=0-3 years; Max Weight=15 kg'),
  ],
  'kids/baby/feeding-bottles': [
    row(
      'Pigeon | Peristaltic Plus Wide Neck PP Feeding Bottle 240 ml | 650 | Capacity=240 ml; Material=BPA-free Polypropylene',
    ),
  ],
  'kids/school/lunch-boxes': [
    row(
      'Cello | Max Fresh Click Steel Lunch Box with 2 Containers (Blue) | 549 | Containers=2; Material=Stainless Steel',
    ),
  ],
  'kids/school/stationery': [row('Camlin | Kokuyo Wax Crayons 24 Shades | 120 | Shades=24')],
  'sports/fitness/gym-gloves': [
    row('Boldfit | Gym Gloves with Wrist Wrap (Grey) | 499 | Sizes Available=M, L, XL'),
  ],
  'sports/cricket/pads': [row('SG | Campus Batting Pads, Youth (White) | 1999 | Size=Youth')],
  'sports/cricket/helmets': [row('SG | Aeroshield 2.0 Cricket Helmet (Navy) | 2499 | Sizes Available=M, L')],
  'sports/outdoor/camping': [row('Coleman | Sundome 3-Person Dome Tent (Green) | 7999 | Capacity=3 persons')],
  'sports/outdoor/trekking': [row('Quechua | MH100 Hiking Backpack 20 L (Grey) | 1299 | Capacity=20 L')],
  'sports/team-sports/basketball': [row('Nivia | Engraver Basketball, Size 7 (Orange) | 899 | Size=7')],
  'sports/team-sports/table-tennis': [
    row('GKI | Kung Fu Table Tennis Racquet (Red and Black) | 799 | Pieces=1 racquet'),
  ],
  'automotive/motorbike-accessories/bike-covers': [
    row('Autofurnish | Water Resistant Scooty Cover for Honda Activa (Grey) | 599 | Material=Polyester'),
  ],
  'automotive/riding-gear/gloves': [
    row('Rynox | Urban Riding Gloves (Black) | 2450 | Material=Textile with Knuckle Guard'),
  ],
  'automotive/car-accessories/mats': [
    row('Autofurnish | 3D Rubber Car Floor Mats for Maruti Suzuki Swift (Black) | 2499 | Material=Rubber'),
  ],
  'beauty/skincare/serums': [
    row('Plum | 15% Vitamin C Face Serum 30 ml | 649 | Volume=30 ml; Key Ingredient=Vitamin C'),
  ],
  'beauty/skincare/face-masks': [
    row('WOW Skin Science | Activated Charcoal Face Mask 100 ml | 399 | Volume=100 ml'),
  ],
  'beauty/makeup/nail-polish': [row('Lakmé | True Wear Nail Colour, Ruby Red (9 ml) | 199 | Shade=Ruby Red')],
  'beauty/makeup/compact': [
    row('Maybelline New York | Fit Me Compact Powder, Ivory Fair (8 g) | 399 | Shade=Ivory Fair'),
  ],
  'kids/toys/soft-toys': [
    row('Dimpy Stuff | Plush Unicorn Soft Toy 30 cm (Pink) | 699 | Age Range=3 years and up; Height=30 cm'),
  ],
  'kids/toys/remote-control-toys': [
    row(
      'Mirana | Rechargeable RC Monster Truck 1:16 (Red) | 1999 | Age Range=6 years and up; Battery=Rechargeable',
    ),
  ],
  'kids/toys/board-games': [
    row('Funskool | Scrabble Original Word Game | 1299 | Age Range=8 years and up; Players=2-4'),
  ],
  'kids/toys/puzzles': [
    row(
      'Ravensburger | Disney Princess 100 Piece Jigsaw Puzzle | 799 | Age Range=6 years and up; Pieces=100',
    ),
  ],
  'kids/toys/building-blocks': [
    row('LEGO | City Police Car 60312 (94 Pieces) | 999 | Age Range=5 years and up; Pieces=94'),
  ],
  'kids/toys/dolls': [row('Barbie | Fashionistas Doll with Pink Dress | 999 | Age Range=3 years and up')],
  'kids/toys/action-figures': [
    row('Hasbro | Marvel Legends Iron Man 6 inch Figure | 2499 | Age Range=4 years and up'),
  ],
  'kids/school/bags': [row('Wildcraft | Kids Wiki School Backpack 26 L (Red) | 1499 | Capacity=26 L')],
  'kids/school/water-bottles': [
    row(
      'Milton | Kool Tuff Insulated Kids Water Bottle 600 ml (Blue) | 399 | Capacity=600 ml; Material=Plastic',
    ),
  ],
  'kids/baby/diapers': [
    row('Huggies | Wonder Pants Diapers, Medium (7-12 kg), 76 Count | 1199 | Size=Medium; Count=76'),
  ],
  'sports/fitness/dumbbells': [
    row('Aurion | Neoprene Coated Dumbbells 10 kg Set (Pair of 5 kg) | 1899 | Weight=10 kg'),
  ],
  'sports/fitness/yoga-mats': [
    row('Strauss | Anti-Skid TPE Yoga Mat 6 mm (Blue) | 1199 | Thickness=6 mm; Material=TPE'),
  ],
  'sports/fitness/resistance-bands': [
    row('Strauss | Heavy Resistance Loop Bands (Set of 3) | 599 | Pieces=3'),
  ],
  'sports/cricket/bats': [
    row(
      'MRF | Genius Grand Edition English Willow Cricket Bat, Short Handle | 14999 | Material=English Willow; Size=Short Handle',
    ),
  ],
  'sports/cricket/balls': [
    row('Cosco | Cricket Tennis Balls, Heavy (Pack of 6) | 600 | Material=Rubber; Pack Of=6'),
  ],
  'sports/outdoor/cycles': [
    row(
      'Firefox | Bad Attitude 26T 21-Speed Mountain Bike (Matt Black) | 19999 | Wheel Size=26 inch; Gears=21',
    ),
  ],
  'sports/team-sports/football': [row('Adidas | Starlancer Club Football, Size 5 (White) | 1299 | Size=5')],
  'sports/team-sports/badminton': [
    row('Yonex | Mavis 350 Nylon Shuttlecocks (Pack of 6, White) | 1250 | Pack Of=6'),
  ],
  'automotive/car-accessories/seat-covers': [
    row('Elegant | Leatherite Car Seat Covers for Hyundai Creta (Beige) | 7499 | Material=Leatherite'),
  ],
  'automotive/car-accessories/car-covers': [
    row('Fabtec | Waterproof Car Body Cover for Maruti Suzuki Baleno (Grey) | 1999 | Material=Polyester'),
  ],
  'automotive/riding-gear/helmets': [
    row('Vega | Cliff DX ISI Certified Open Face Helmet (Black) | 1350 | Certification=ISI'),
  ],
  'automotive/tyres/car-tyres': [
    row('Apollo | Amazer 4G Life 175/65 R14 82T Tubeless Car Tyre | 4800 | Size=175/65 R14; Type=Tubeless'),
  ],
  'automotive/tyres/bike-tyres': [
    row('MRF | Nylogrip Zapper 90/90-17 49P Tubeless Front Bike Tyre | 1950 | Size=90/90-17; Type=Tubeless'),
  ],
};

export const MORE_BOOKS: MoreModels = {
  'books/fiction/literary-fiction': [
    book('Penguin India', 'The Ministry of Utmost Happiness', 'Arundhati Roy', 599, 464),
    book('Vintage', 'Norwegian Wood', 'Haruki Murakami', 499, 400),
  ],
  'books/fiction/thrillers': [
    book('Penguin Random House', 'The Silent Patient', 'Alex Michaelides', 399, 352),
    book('HarperCollins India', 'Sacred Games', 'Vikram Chandra', 699, 928),
  ],
  'books/fiction/romance': [book('Penguin India', 'I Too Had a Love Story', 'Ravinder Singh', 199, 208)],
  'books/fiction/fantasy': [
    book('Westland', 'The Secret of the Nagas', 'Amish Tripathi', 399, 396),
    book('Bloomsbury India', 'The Hobbit', 'J. R. R. Tolkien', 399, 320),
  ],
  'books/fiction/science-fiction': [book('Hachette India', 'Dune', 'Frank Herbert', 499, 624)],
  'books/fiction/indian-writing': [book('Penguin India', 'Train to Pakistan', 'Khushwant Singh', 299, 192)],
  'books/fiction/classics': [book('Fingerprint Publishing', 'Pride and Prejudice', 'Jane Austen', 199, 432)],
  'books/non-fiction/biographies': [
    book(
      'Penguin India',
      'An Autobiography or The Story of My Experiments with Truth',
      'M. K. Gandhi',
      299,
      480,
    ),
    book('Simon & Schuster', 'Steve Jobs', 'Walter Isaacson', 799, 656),
  ],
  'books/non-fiction/self-help': [
    book('Jaico Publishing House', 'The Power of Your Subconscious Mind', 'Joseph Murphy', 199, 312),
    book('HarperCollins India', 'Do Epic Shit', 'Ankur Warikoo', 499, 264),
  ],
  'books/non-fiction/business': [
    book('Manjul Publishing', 'Rich Dad Poor Dad', 'Robert T. Kiyosaki', 399, 336),
    book('Penguin Random House', 'Zero to One', 'Peter Thiel', 499, 224),
  ],
  'books/non-fiction/history': [book('Aleph Book Company', 'Inglorious Empire', 'Shashi Tharoor', 699, 360)],
  'books/non-fiction/cooking': [book('Westland', 'Indian Vegetarian Cookbook', 'Tarla Dalal', 350, 216)],
  'books/childrens/story-books': [book('Puffin', 'Grandma’s Bag of Stories', 'Sudha Murty', 250, 192)],
  'books/childrens/young-adult': [book('Penguin Random House', 'Wonder', 'R. J. Palacio', 399, 320)],
  'books/textbooks/competitive-exams': [
    book('Arihant Publications', 'Objective General English', 'S. P. Bakshi', 425, 752),
  ],
  'books/textbooks/upsc': [
    book('Orient BlackSwan', 'Certificate Physical and Human Geography', 'G. C. Leong', 495, 288),
  ],
  'books/format/paperback': [
    book('Penguin India', 'The Palace of Illusions', 'Chitra Banerjee Divakaruni', 399, 384),
  ],
  'books/format/hardcover': [
    book('Penguin Random House', 'Sapiens: A Graphic History', 'Yuval Noah Harari', 1499, 248, 'Hardcover'),
  ],
};
