// Facts about the store shown across the shell and the static pages
// (docs/behaviour/shell.md#the-store-and-its-shoppers, docs/behaviour/static-pages.md).
export const BRAND_NAME = 'Haat';

/** The twelve Coming Soon programs; each is shown with the brand prefix ("Haat Pay"). */
export const COMING_SOON_PROGRAMS = [
  'Affiliates',
  'Bookings',
  'Ads',
  'Fleix',
  'News',
  'Pay',
  'Print on Demand',
  'Music',
  'Movies',
  'Videos',
  'Shop on Reels',
  'Reader',
] as const;

export const SUPPORT_CONTACT = {
  email: 'support@haat.in',
  phone: '+91 771 400 1234',
  phoneHref: 'tel:+917714001234',
  address: 'Haat Marketplace, Pandri, Raipur, Chhattisgarh 492001, India',
  location: 'Raipur, Chhattisgarh, India',
} as const;

export const BUSINESS_HOURS = [
  { days: 'Monday – Friday', hours: '9:00 AM – 6:00 PM' },
  { days: 'Saturday', hours: '10:00 AM – 4:00 PM' },
  { days: 'Sunday', hours: 'Closed' },
] as const;

export const TOAST_DURATION_MS = 2000;
export const TOAST_MAX_VISIBLE = 3;
export const API_TIMEOUT_MS = 30_000;
export const CAROUSEL_INTERVAL_MS = 5000;
export const CAROUSEL_RESUME_MS = 3000;
export const CAROUSEL_SWIPE_PX = 50;
export const MEGA_MENU_ITEMS_PER_SUBCATEGORY = 8;
export const MEGA_MENU_FEATURED_TILES = 6;
export const SIDE_MENU_ITEMS_PER_SUBCATEGORY = 6;
