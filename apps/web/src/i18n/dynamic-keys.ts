// The interface texts the code translates through a variable (t(message), t(category.name)) rather than a
// literal, so key extraction cannot see them. Each source table is listed once here; the extraction plugin adds
// every text found in them to the catalogue. Only plain data modules belong here: the extractor loads this file
// in Node, without React.
import { ACCOUNT_MESSAGES } from '@haat/domain/account/account-messages';
import { ADDRESS_MESSAGES, ADDRESS_TYPES } from '@haat/domain/addresses/address.schema';
import { AUTH_MESSAGES } from '@haat/domain/auth/auth-messages';
import { CART_MESSAGES } from '@haat/domain/cart/cart-api.schema';
import { CATEGORIES } from '@haat/domain/catalog/category-tree';
import { PANELS } from '@haat/domain/catalog/filter-panel-data';
import { COUPON_MESSAGES } from '@haat/domain/coupons/coupon.schema';
import { LOCATION_MESSAGES } from '@haat/domain/location/location-messages';
import { POPULAR_CITIES } from '@haat/domain/location/popular-cities';
import { ORDER_MESSAGES, PAYMENT_STATUSES } from '@haat/domain/orders/order.schema';
import { TRACKING_TEXTS } from '@haat/domain/orders/tracking-texts';
import { STATUS_TEXTS } from '@haat/domain/orders/order-status';
import { PAYMENT_MESSAGES } from '@haat/domain/payments/payment.schema';
import { RETURN_MESSAGES, RETURN_REASONS, RETURN_TYPES } from '@haat/domain/returns/return-policy';
import { RETURN_STATUS_MESSAGES, RETURN_STATUSES } from '@haat/domain/returns/return-status';
import { REVIEW_MESSAGES } from '@haat/domain/reviews/review.schema';
import { SEARCH_MESSAGES } from '@haat/domain/search/search.schema';
import { VOICE_ALERTS, VOICE_MESSAGES } from '@haat/domain/search/voice';
import { LANGUAGES } from '@haat/domain/shell/languages';
import { BUSINESS_HOURS, COMING_SOON_PROGRAMS, SUPPORT_CONTACT } from '@haat/domain/shell/store-info';
import { DELIVERY_MESSAGES } from '@haat/domain/shipping/delivery-promise';
import { SHIPPING_MESSAGES } from '@haat/domain/shipping/shipping-estimate.schema';
import { MESSAGES } from '@haat/domain/validation/messages';

/** Every string value in a message table, at any depth; functions (messages built from data) are left out. */
function allTexts(table: unknown): string[] {
  if (typeof table === 'string') return [table];
  if (Array.isArray(table)) return table.flatMap(allTexts);
  if (table && typeof table === 'object') return Object.values(table).flatMap(allTexts);
  return [];
}

const DISPLAY_FIELDS = new Set([
  'name',
  'label',
  'title',
  'description',
  'subtitle',
  'unit',
  'city',
  'days',
  'hours',
]);

/** The display fields of a data table (names, labels, titles), at any depth; ids and values are left out. */
function displayTexts(table: unknown): string[] {
  if (Array.isArray(table)) return table.flatMap(displayTexts);
  if (!table || typeof table !== 'object') return [];
  return Object.entries(table).flatMap(([field, value]) =>
    typeof value === 'string' ? (DISPLAY_FIELDS.has(field) ? [value] : []) : displayTexts(value),
  );
}

const MESSAGE_TABLES = [
  ACCOUNT_MESSAGES,
  ADDRESS_MESSAGES,
  AUTH_MESSAGES,
  CART_MESSAGES,
  COUPON_MESSAGES,
  DELIVERY_MESSAGES,
  LOCATION_MESSAGES,
  ORDER_MESSAGES,
  PAYMENT_MESSAGES,
  RETURN_MESSAGES,
  RETURN_STATUS_MESSAGES,
  REVIEW_MESSAGES,
  SEARCH_MESSAGES,
  SHIPPING_MESSAGES,
  VOICE_ALERTS,
  VOICE_MESSAGES,
  // Lists of names shown as they are stored: statuses, reasons, address types, programs.
  ADDRESS_TYPES,
  COMING_SOON_PROGRAMS,
  PAYMENT_STATUSES,
  RETURN_REASONS,
  RETURN_STATUSES,
  RETURN_TYPES,
  [SUPPORT_CONTACT.address, SUPPORT_CONTACT.location],
  // The API's answer while its database is unreachable (503), shown where a call's error is shown.
  [MESSAGES.serviceUnavailable],
  // The store's tracking texts, read back from an event's description (features/orders/tracking-text).
  TRACKING_TEXTS,
  // The spec's display string of each order, parcel and tracking-event status code, shown for the code (ADR 0023).
  STATUS_TEXTS,
];

/** A table without its brand lists: brands are names shown as written, never catalogue keys. */
function withoutBrands(table: unknown): unknown {
  if (Array.isArray(table)) return table.map(withoutBrands);
  if (!table || typeof table !== 'object') return table;
  const entries = Object.entries(table).map(([field, value]) => [field, withoutBrands(value)] as const);
  const object = Object.fromEntries(entries) as Record<string, unknown>;
  if (object.facet === 'brands') delete object.options;
  return object;
}

const DATA_TABLES = [BUSINESS_HOURS, CATEGORIES, LANGUAGES, withoutBrands(PANELS), POPULAR_CITIES];

export const DYNAMIC_KEYS: readonly string[] = [
  ...new Set([...MESSAGE_TABLES.flatMap(allTexts), ...DATA_TABLES.flatMap(displayTexts)]),
].filter((text) => text.trim() !== '');
