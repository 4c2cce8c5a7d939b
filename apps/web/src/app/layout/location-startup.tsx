// The startup rule of docs/behaviour/location.md#where-the-location-comes-from: a location stored within 24 hours
// stands; otherwise a signed-in shopper's default address (or first) gives it, when that has a postal code and a
// city; otherwise the placeholder stays. Mounted once in the shell. It runs again on sign-in, and never replaces a
// location the shopper has chosen.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuthStore } from '../../features/auth/stores/auth-store.ts';
import { hasChosenLocation, useLocationStore } from '../../lib/stores/location-store.ts';

export function LocationStartup() {
  const queryClient = useQueryClient();
  const isSignedIn = useAuthStore((s) => s.isSignedIn);

  useEffect(() => {
    if (!isSignedIn || hasChosenLocation(useLocationStore.getState().location)) return;
    let cancelled = false;
    // The profile's fetcher and schema load only for a signed-in shopper without a location.
    import('./location-from-address.ts')
      .then(({ locationFromDefaultAddress }) => locationFromDefaultAddress(queryClient, () => cancelled))
      .catch(() => {
        // No profile (offline, session ended): the placeholder stays, as for a visitor.
      });
    return () => {
      cancelled = true;
    };
  }, [isSignedIn, queryClient]);

  return null;
}
