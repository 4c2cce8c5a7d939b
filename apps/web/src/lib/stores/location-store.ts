// The delivery location (docs/behaviour/location.md#where-the-location-comes-from): kept as plain JSON under
// user_location and trusted for 24 hours.
import { LOCATION_VALIDITY_MS } from '@haat/domain/location/location-rules';
import { create } from 'zustand';
import { tk } from '../../i18n/translation-key.ts';

export const LOCATION_STORAGE_KEY = 'user_location';
export const DEFAULT_CITY = tk('Select Location');

export interface UserLocation {
  city: string;
  state: string;
  pincode: string;
  country: string;
  coordinates: { latitude: number; longitude: number } | null;
  isDetected: boolean;
  /** ISO timestamp of the last change; empty for the placeholder. */
  lastUpdated: string;
}

export const DEFAULT_LOCATION: UserLocation = {
  city: DEFAULT_CITY,
  state: '',
  pincode: '',
  country: 'India',
  coordinates: null,
  isDetected: false,
  lastUpdated: '',
};

function str(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}

/** Parses the stored JSON; the placeholder when missing, malformed or older than 24 hours. */
export function parseStoredLocation(raw: string | null, now = Date.now()): UserLocation {
  if (!raw) return DEFAULT_LOCATION;
  let data: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return DEFAULT_LOCATION;
    data = parsed as Record<string, unknown>;
  } catch {
    return DEFAULT_LOCATION;
  }
  const saved = Date.parse(str(data.lastUpdated));
  if (!Number.isFinite(saved) || now - saved >= LOCATION_VALIDITY_MS || saved > now + 60_000)
    return DEFAULT_LOCATION;
  const city = str(data.city).trim();
  if (!city) return DEFAULT_LOCATION;
  const c = data.coordinates as { latitude?: unknown; longitude?: unknown } | null | undefined;
  const coordinates =
    c && typeof c.latitude === 'number' && typeof c.longitude === 'number'
      ? { latitude: c.latitude, longitude: c.longitude }
      : null;
  return {
    city,
    state: str(data.state),
    pincode: str(data.pincode),
    country: str(data.country) || DEFAULT_LOCATION.country,
    coordinates,
    isDetected: data.isDetected === true,
    lastUpdated: new Date(saved).toISOString(),
  };
}

export function hasChosenLocation(location: UserLocation): boolean {
  return location.lastUpdated !== '';
}

function readStorage(): string | null {
  try {
    return localStorage.getItem(LOCATION_STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeStorage(location: UserLocation | null): void {
  try {
    if (location) localStorage.setItem(LOCATION_STORAGE_KEY, JSON.stringify(location));
    else localStorage.removeItem(LOCATION_STORAGE_KEY);
  } catch {
    // Storage full or blocked: the location still holds for this visit.
  }
}

interface LocationState {
  location: UserLocation;
  /** Saves a chosen or detected location, stamping it now. */
  setLocation: (
    next: Omit<UserLocation, 'lastUpdated' | 'country' | 'coordinates' | 'isDetected'> &
      Partial<Pick<UserLocation, 'country' | 'coordinates' | 'isDetected'>>,
  ) => void;
  clearLocation: () => void;
  /** Re-reads storage, e.g. after another tab changed it or the 24 hours ran out. */
  reload: () => void;
}

export const useLocationStore = create<LocationState>()((set) => ({
  location: typeof window === 'undefined' ? DEFAULT_LOCATION : parseStoredLocation(readStorage()),
  setLocation: (next) => {
    const location: UserLocation = {
      ...DEFAULT_LOCATION,
      ...next,
      country: next.country || DEFAULT_LOCATION.country,
      lastUpdated: new Date().toISOString(),
    };
    writeStorage(location);
    set({ location });
  },
  clearLocation: () => {
    writeStorage(null);
    set({ location: DEFAULT_LOCATION });
  },
  reload: () => set({ location: parseStoredLocation(readStorage()) }),
}));

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === LOCATION_STORAGE_KEY || event.key === null) useLocationStore.getState().reload();
  });
}
