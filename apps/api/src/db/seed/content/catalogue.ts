// Every product line of the seed, in a fixed order (product ids follow it). Add new families here.
import { APPLIANCE_LINES } from './appliances.ts';
import { AUTOMOTIVE_LINES } from './automotive.ts';
import { BEAUTY_LINES } from './beauty.ts';
import { BOOK_LINES } from './books.ts';
import { ELECTRONICS_LINES } from './electronics.ts';
import { FASHION_LINES } from './fashion.ts';
import { GROCERY_LINES } from './grocery.ts';
import { HOME_KITCHEN_LINES } from './home-kitchen.ts';
import { HOME_LINES } from './home.ts';
import { KIDS_LINES } from './kids.ts';
import { MOBILE_PHONE_LINES } from './mobile-phones.ts';
import {
  MORE_BEAUTY_GROCERY,
  MORE_BOOKS,
  MORE_FASHION,
  MORE_FASHION_2,
  MORE_HOME,
  MORE_KIDS_SPORTS_AUTO,
} from './more-lifestyle.ts';
import { withMoreModels } from './more-models.ts';
import { MORE_TECH } from './more-tech.ts';
import { SPORTS_LINES } from './sports.ts';
import type { SubcategoryLine } from './types.ts';

const BASE_LINES: readonly SubcategoryLine[] = [
  ...MOBILE_PHONE_LINES,
  ...ELECTRONICS_LINES,
  ...FASHION_LINES,
  ...HOME_KITCHEN_LINES,
  ...HOME_LINES,
  ...BOOK_LINES,
  ...BEAUTY_LINES,
  ...GROCERY_LINES,
  ...KIDS_LINES,
  ...SPORTS_LINES,
  ...AUTOMOTIVE_LINES,
  ...APPLIANCE_LINES,
];

export const CATALOGUE_LINES: readonly SubcategoryLine[] = withMoreModels(
  BASE_LINES,
  MORE_TECH,
  MORE_FASHION,
  MORE_FASHION_2,
  MORE_HOME,
  MORE_BEAUTY_GROCERY,
  MORE_KIDS_SPORTS_AUTO,
  MORE_BOOKS,
);
