// The marketplace's sellers: Indian businesses across the states, each selling in a few category roots.
import type { GstStateCode } from './indian-states.ts';

/** PAN holder type (4th PAN character): C company, F firm or LLP, P proprietor. */
export type EntityType = 'C' | 'F' | 'P';

export interface SellerSeed {
  legalName: string;
  displayName: string;
  entity: EntityType;
  /** The name the PAN is issued in: its initial is the PAN's 5th character (the surname for a proprietor). */
  panName: string;
  stateCode: GstStateCode;
  city: string;
  pincode: string;
  /** Category roots this seller lists products in. */
  sells: string[];
}

type Row = [legalName: string, displayName: string, entity: EntityType, panName: string, stateCode: GstStateCode, city: string, pincode: string, sells: string];

const ROWS: Row[] = [
  ['Sharma Mobile World Private Limited', 'Sharma Mobile World', 'C', 'Sharma', '07', 'New Delhi', '110005', 'mobile-phones electronics'],
  ['Balaji Telecom', 'Balaji Telecom', 'P', 'Reddy', '36', 'Hyderabad', '500003', 'mobile-phones'],
  ['Cellcity Retail LLP', 'CellCity', 'F', 'Cellcity', '27', 'Mumbai', '400069', 'mobile-phones electronics'],
  ['Kumaran Digital Hub Private Limited', 'Kumaran Digital', 'C', 'Kumaran', '33', 'Chennai', '600017', 'electronics mobile-phones'],
  ['Techno Bazaar India Private Limited', 'TechnoBazaar', 'C', 'Techno', '29', 'Bengaluru', '560034', 'electronics'],
  ['Lamington Road Electronics', 'Lamington Electronics', 'P', 'Mehta', '27', 'Mumbai', '400007', 'electronics appliances'],
  ['Nehru Place Computers LLP', 'NP Computers', 'F', 'Nehru', '07', 'New Delhi', '110019', 'electronics'],
  ['Eastern Gadgets Private Limited', 'Eastern Gadgets', 'C', 'Eastern', '19', 'Kolkata', '700091', 'electronics mobile-phones'],
  ['Jaipur Handloom House', 'Jaipur Handloom House', 'P', 'Agarwal', '08', 'Jaipur', '302001', 'fashion home'],
  ['Surat Silk Mills Private Limited', 'Surat Silk Mills', 'C', 'Surat', '24', 'Surat', '395003', 'fashion'],
  ['Tiruppur Knitwear Exports', 'Tiruppur Knits', 'F', 'Tiruppur', '33', 'Tiruppur', '641604', 'fashion kids'],
  ['Lucknow Chikan Kari Emporium', 'Chikan Kari Emporium', 'P', 'Rizvi', '09', 'Lucknow', '226001', 'fashion'],
  ['Ludhiana Woollens Private Limited', 'Ludhiana Woollens', 'C', 'Ludhiana', '03', 'Ludhiana', '141001', 'fashion home'],
  ['Agra Footwear Company', 'Agra Footwear Co.', 'F', 'Agra', '09', 'Agra', '282001', 'fashion sports'],
  ['Kolhapuri Chappal Ghar', 'Kolhapuri Chappal Ghar', 'P', 'Patil', '27', 'Kolhapur', '416001', 'fashion'],
  ['Shree Ganesh Home Store', 'Shree Ganesh Home', 'P', 'Joshi', '27', 'Pune', '411001', 'home appliances'],
  ['Kaveri Home Needs Private Limited', 'Kaveri Home Needs', 'C', 'Kaveri', '29', 'Mysuru', '570001', 'home grocery'],
  ['Jodhpur Wood Crafts LLP', 'Jodhpur Wood Crafts', 'F', 'Jodhpur', '08', 'Jodhpur', '342001', 'home'],
  ['Moradabad Brass Emporium', 'Moradabad Brass', 'P', 'Khan', '09', 'Moradabad', '244001', 'home'],
  ['Kerala Kitchen Essentials', 'Kerala Kitchen', 'P', 'Nair', '32', 'Kochi', '682016', 'home appliances home-appliances'],
  ['Annapurna Kitchenware Private Limited', 'Annapurna Kitchenware', 'C', 'Annapurna', '23', 'Indore', '452001', 'home appliances'],
  ['Coolbreeze Appliances Private Limited', 'Coolbreeze Appliances', 'C', 'Coolbreeze', '24', 'Ahmedabad', '380009', 'appliances home-appliances home'],
  ['Shah Electronics Point', 'Shah Electronics', 'P', 'Shah', '24', 'Vadodara', '390001', 'appliances home-appliances electronics'],
  ['Gupta Electricals', 'Gupta Electricals', 'P', 'Gupta', '10', 'Patna', '800001', 'home-appliances appliances'],
  ['Daryaganj Book Depot', 'Daryaganj Book Depot', 'P', 'Bansal', '07', 'New Delhi', '110002', 'books'],
  ['College Street Booksellers LLP', 'College Street Books', 'F', 'College', '19', 'Kolkata', '700073', 'books'],
  ['Mylapore Readers Private Limited', 'Readers Corner', 'C', 'Mylapore', '33', 'Chennai', '600002', 'books kids'],
  ['Sapna Book Mart', 'Sapna Book Mart', 'P', 'Rao', '29', 'Bengaluru', '560009', 'books'],
  ['Glow Beauty House LLP', 'Glow Beauty House', 'F', 'Glow', '27', 'Mumbai', '400050', 'beauty'],
  ['Himalayan Herbals Traders', 'Himalayan Herbals', 'P', 'Negi', '05', 'Dehradun', '248001', 'beauty grocery'],
  ['Kannauj Attar House', 'Kannauj Attar House', 'P', 'Tiwari', '09', 'Kanpur', '208001', 'beauty'],
  ['Ayur Naturals Private Limited', 'Ayur Naturals', 'C', 'Ayur', '32', 'Thiruvananthapuram', '695001', 'beauty grocery'],
  ['Annapoorna Supermart Private Limited', 'Annapoorna Supermart', 'C', 'Annapoorna', '29', 'Hubballi', '580020', 'grocery'],
  ['Agarwal Kirana Store', 'Agarwal Kirana', 'P', 'Agarwal', '23', 'Bhopal', '462001', 'grocery'],
  ['Assam Tea Traders LLP', 'Assam Tea Traders', 'F', 'Assam', '18', 'Guwahati', '781001', 'grocery'],
  ['Coorg Coffee Estates Private Limited', 'Coorg Coffee Estates', 'C', 'Coorg', '29', 'Madikeri', '571201', 'grocery'],
  ['Bikaneri Namkeen Bhandar', 'Bikaneri Namkeen', 'P', 'Bhujia', '08', 'Bikaner', '334001', 'grocery'],
  ['Odisha Fresh Foods LLP', 'Odisha Fresh Foods', 'F', 'Odisha', '21', 'Bhubaneswar', '751001', 'grocery'],
  ['Little Champs Toys Private Limited', 'Little Champs Toys', 'C', 'Little', '06', 'Gurugram', '122001', 'kids'],
  ['Channapatna Toy Makers', 'Channapatna Toys', 'F', 'Channapatna', '29', 'Channapatna', '562160', 'kids'],
  ['Kids Kingdom Retail', 'Kids Kingdom', 'P', 'Verma', '20', 'Ranchi', '834001', 'kids fashion'],
  ['Jalandhar Sports Industries', 'Jalandhar Sports', 'F', 'Jalandhar', '03', 'Jalandhar', '144001', 'sports'],
  ['Meerut Cricket Works', 'Meerut Cricket Works', 'P', 'Singh', '09', 'Meerut', '250001', 'sports'],
  ['Fitlife Equipments Private Limited', 'Fitlife Equipments', 'C', 'Fitlife', '36', 'Hyderabad', '500034', 'sports'],
  ['Karol Bagh Auto Accessories', 'Karol Bagh Auto', 'P', 'Malhotra', '07', 'New Delhi', '110005', 'automotive'],
  ['Chakan Motor Spares LLP', 'Chakan Motor Spares', 'F', 'Chakan', '27', 'Pune', '410501', 'automotive'],
  ['Coimbatore Tyres and Wheels', 'CBE Tyres', 'P', 'Subramanian', '33', 'Coimbatore', '641001', 'automotive'],
  ['Raipur Trading Company', 'Raipur Trading Co.', 'F', 'Raipur', '22', 'Raipur', '492001', 'home grocery home-appliances'],
  ['Goa Lifestyle Stores', 'Goa Lifestyle', 'P', 'Fernandes', '30', 'Panaji', '403001', 'fashion beauty'],
  ['Chandigarh Smart Home LLP', 'Chandigarh Smart Home', 'F', 'Chandigarh', '04', 'Chandigarh', '160017', 'electronics home-appliances'],
];

export const SELLER_SEEDS: readonly SellerSeed[] = ROWS.map(
  ([legalName, displayName, entity, panName, stateCode, city, pincode, sells]) => ({
    legalName,
    displayName,
    entity,
    panName,
    stateCode,
    city,
    pincode,
    sells: sells.split(' '),
  }),
);
