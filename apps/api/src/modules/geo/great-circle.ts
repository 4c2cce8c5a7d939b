// Great-circle distance between two points on the Earth (haversine on a sphere of the mean radius).
const EARTH_RADIUS_KM = 6371.0088;
const RADIANS = Math.PI / 180;

export function greatCircleKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = (lat2 - lat1) * RADIANS;
  const dLon = (lon2 - lon1) * RADIANS;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RADIANS) * Math.cos(lat2 * RADIANS) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Kilometres per degree of latitude (and of longitude at the equator). */
export const KM_PER_DEGREE = (Math.PI / 180) * EARTH_RADIUS_KM;
