// Shipping zones from two Indian pincodes (issue 7): which postal circle and region each end lies in, and so
// how far a parcel travels. Pure lookups on the pincode's leading digits; no directory is needed.
import type { ShippingZone } from './shipping-estimate.schema.ts';

export type ShippingRegion = 'North' | 'West' | 'Central' | 'South' | 'East' | 'North-East' | 'Army Postal';

export interface PostalArea {
  /** The postal circle (one or two states) or, for the enclaves below, the territory itself. */
  circle: string;
  region: ShippingRegion;
  /** Hard-to-reach areas that couriers price as their own zone. */
  special: boolean;
}

/**
 * India Post's circles by the first two digits of a pincode (the first digit is the postal zone: 1–2 North,
 * 3–4 West, 5–6 South, 7–8 East, 9 Army Postal Service). Regions follow the courier convention: Madhya
 * Pradesh and Chhattisgarh are Central; Assam and the other north-eastern states are North-East. Prefixes
 * not listed (29, 35, 54, 55, 65, 66, 86–89) are allotted to no circle: such a pincode is "unknown".
 */
const CIRCLES: readonly { from: number; to: number; area: PostalArea }[] = [
  { from: 11, to: 11, area: { circle: 'Delhi', region: 'North', special: false } },
  { from: 12, to: 13, area: { circle: 'Haryana', region: 'North', special: false } },
  { from: 14, to: 16, area: { circle: 'Punjab/Chandigarh', region: 'North', special: false } },
  { from: 17, to: 17, area: { circle: 'Himachal Pradesh', region: 'North', special: false } },
  // J&K and Ladakh: mountain roads, winter closures, restricted courier service.
  { from: 18, to: 19, area: { circle: 'Jammu & Kashmir/Ladakh', region: 'North', special: true } },
  { from: 20, to: 28, area: { circle: 'Uttar Pradesh/Uttarakhand', region: 'North', special: false } },
  { from: 30, to: 34, area: { circle: 'Rajasthan', region: 'West', special: false } },
  { from: 36, to: 39, area: { circle: 'Gujarat', region: 'West', special: false } },
  { from: 40, to: 44, area: { circle: 'Maharashtra/Goa', region: 'West', special: false } },
  { from: 45, to: 48, area: { circle: 'Madhya Pradesh', region: 'Central', special: false } },
  { from: 49, to: 49, area: { circle: 'Chhattisgarh', region: 'Central', special: false } },
  { from: 50, to: 53, area: { circle: 'Telangana/Andhra Pradesh', region: 'South', special: false } },
  { from: 56, to: 59, area: { circle: 'Karnataka', region: 'South', special: false } },
  { from: 60, to: 64, area: { circle: 'Tamil Nadu/Puducherry', region: 'South', special: false } },
  { from: 67, to: 69, area: { circle: 'Kerala', region: 'South', special: false } },
  { from: 70, to: 74, area: { circle: 'West Bengal', region: 'East', special: false } },
  { from: 75, to: 77, area: { circle: 'Odisha', region: 'East', special: false } },
  { from: 78, to: 78, area: { circle: 'Assam', region: 'North-East', special: true } },
  { from: 79, to: 79, area: { circle: 'North-East', region: 'North-East', special: true } },
  { from: 80, to: 85, area: { circle: 'Bihar/Jharkhand', region: 'East', special: false } },
  // Field post offices are reached only through the Army Base Circle's own network.
  { from: 90, to: 99, area: { circle: 'Army Postal Service', region: 'Army Postal', special: true } },
];

/**
 * Territories inside a circle that a parcel reaches only by sea or over the hills, checked before the circle
 * (longest prefix first): 744 Andaman & Nicobar (Port Blair 744101, in the West Bengal circle); 68255
 * Lakshadweep (Kavaratti 682555, Agatti 682553 … in the Kerala circle: 682551–682559, while the rest of 682 is
 * Ernakulam); 737 Sikkim (Gangtok 737101, in the West Bengal circle but a north-eastern state).
 */
const ENCLAVES: readonly { prefix: string; area: PostalArea }[] = [
  { prefix: '68255', area: { circle: 'Lakshadweep', region: 'South', special: true } },
  { prefix: '744', area: { circle: 'Andaman & Nicobar', region: 'East', special: true } },
  { prefix: '737', area: { circle: 'Sikkim', region: 'North-East', special: true } },
];

const SIX_DIGITS = /^[1-9][0-9]{5}$/;

/** The postal area of a pincode, or undefined when it is malformed or its prefix belongs to no circle. */
export function postalAreaOf(pincode: string): PostalArea | undefined {
  const code = pincode.trim();
  if (!SIX_DIGITS.test(code)) return undefined;
  const enclave = ENCLAVES.find((e) => code.startsWith(e.prefix));
  if (enclave) return enclave.area;
  const two = Number(code.slice(0, 2));
  return CIRCLES.find((c) => two >= c.from && two <= c.to)?.area;
}

/**
 * The zone between a seller's and a buyer's pincode, nearest first:
 * - local: the same sorting district (first three digits) inside the same circle;
 * - state: the same circle;
 * - special: either end is a special area (North-East, J&K/Ladakh, Andaman, Lakshadweep, Army Postal);
 * - region: the same region;
 * - national: anywhere else.
 * An unknown or malformed pincode on either end gives `national` with `known: false`, so the caller can price
 * the national rate and flag the estimate as a fallback.
 */
export function zoneBetween(fromPincode: string, toPincode: string): { zone: ShippingZone; known: boolean } {
  const from = postalAreaOf(fromPincode);
  const to = postalAreaOf(toPincode);
  if (!from || !to) return { zone: 'national', known: false };
  if (from.circle === to.circle) {
    const sameDistrict = fromPincode.trim().slice(0, 3) === toPincode.trim().slice(0, 3);
    return { zone: sameDistrict ? 'local' : 'state', known: true };
  }
  if (from.special || to.special) return { zone: 'special', known: true };
  if (from.region === to.region) return { zone: 'region', known: true };
  return { zone: 'national', known: true };
}
