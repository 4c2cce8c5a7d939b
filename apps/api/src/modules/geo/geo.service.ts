// Pincode lookups and reverse geocoding over the bundled directory (issue 9, docs/behaviour/location.md#calls): India
// Post's answer shape for a pincode, and the nearest pincode centre for a point.
import { LOCATION_ERROR_CODES, LOCATION_MESSAGES } from '@haat/domain/location/location-messages';
import {
  REVERSE_GEOCODE_MAX_KM,
  type PincodeLookupResponse,
  type ReverseGeocodeResponse,
} from '@haat/domain/location/pincode.schema';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { findPincode, findPincodeCentresIn, type PincodeCentre } from './geo.repository.ts';
import { greatCircleKm, KM_PER_DEGREE } from './great-circle.ts';

const COUNTRY = 'India';

/** GET /api/pincode/{code}: the post offices of a pincode, principal office first; 404 when the directory lacks it. */
export async function lookupPincode(db: Db, code: string): Promise<PincodeLookupResponse> {
  const row = await findPincode(db, code);
  if (!row) {
    throw AppError.notFound({
      message: LOCATION_MESSAGES.noLocationForPincode,
      code: LOCATION_ERROR_CODES.pincodeNotFound,
    });
  }
  return [
    {
      // India Post's own wording for a hit.
      Message: `Number of pincode(s) found:${row.postOffices.length}`,
      Status: 'Success',
      PostOffice: row.postOffices.map((office) => ({
        Name: office.name,
        Circle: office.circle,
        District: office.district,
        Division: office.division,
        Region: office.region,
        State: office.state,
        Country: COUNTRY,
        Pincode: row.pincode,
      })),
    },
  ];
}

/**
 * Search radii, nearest first. A box that holds every point within r km of the asked point is read; if its nearest
 * centre is within r it is the nearest of all, otherwise the box widens. Cities answer from the first box (a few
 * dozen rows); the last radius is the limit beyond which no place is named.
 */
const SEARCH_RADII_KM = [5, 15, REVERSE_GEOCODE_MAX_KM] as const;

function boxAround(lat: number, lon: number, radiusKm: number) {
  const dLat = radiusKm / KM_PER_DEGREE;
  const minLat = Math.max(-90, lat - dLat);
  const maxLat = Math.min(90, lat + dLat);
  // A degree of longitude is shortest at the band's edge nearest a pole; near a pole the band spans every longitude.
  // The antimeridian is not wrapped: no pincode lies near it.
  const cosEdge = Math.cos(Math.max(Math.abs(minLat), Math.abs(maxLat)) * (Math.PI / 180));
  const dLon = cosEdge > 1e-6 ? radiusKm / (KM_PER_DEGREE * cosEdge) : 360;
  return { minLat, maxLat, minLon: Math.max(-180, lon - dLon), maxLon: Math.min(180, lon + dLon) };
}

function nearest(
  centres: readonly PincodeCentre[],
  lat: number,
  lon: number,
): { centre: PincodeCentre; km: number } | undefined {
  let best: { centre: PincodeCentre; km: number } | undefined;
  for (const centre of centres) {
    const km = greatCircleKm(lat, lon, centre.latitude, centre.longitude);
    // Ties go to the lower pincode, so the answer does not depend on row order.
    if (!best || km < best.km || (km === best.km && centre.pincode < best.centre.pincode))
      best = { centre, km };
  }
  return best;
}

/** GET /api/geo/reverse: the nearest pincode centre within REVERSE_GEOCODE_MAX_KM, else 404. */
export async function reverseGeocode(db: Db, lat: number, lon: number): Promise<ReverseGeocodeResponse> {
  for (const radius of SEARCH_RADII_KM) {
    const found = nearest(await findPincodeCentresIn(db, boxAround(lat, lon, radius)), lat, lon);
    if (found && found.km <= radius) {
      const { centre, km } = found;
      return {
        city: centre.city,
        locality: centre.locality,
        principalSubdivision: centre.state,
        countryName: COUNTRY,
        countryCode: 'IN',
        postcode: centre.pincode,
        latitude: centre.latitude,
        longitude: centre.longitude,
        distanceKm: Math.round(km * 100) / 100,
      };
    }
  }
  throw AppError.notFound({
    message: LOCATION_MESSAGES.noPlaceNearby,
    code: LOCATION_ERROR_CODES.noPlaceNearby,
  });
}
