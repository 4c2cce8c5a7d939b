// Loaded only for a signed-in shopper without a chosen location (see location-startup.tsx): sets the location from
// the default address (or the first) of the profile, unless the shopper chose one while the profile loaded.
import type { QueryClient } from '@tanstack/react-query';
import { locationFromAddresses } from '../../features/location/address-location.ts';
import { profileQueryOptions } from '../../features/profile/api/get-profile.ts';
import { hasChosenLocation, useLocationStore } from '../../lib/stores/location-store.ts';

export async function locationFromDefaultAddress(
  queryClient: QueryClient,
  isCancelled: () => boolean,
): Promise<void> {
  const { addresses } = await queryClient.fetchQuery(profileQueryOptions());
  const store = useLocationStore.getState();
  const fromAddress = locationFromAddresses(addresses);
  if (!isCancelled() && fromAddress && !hasChosenLocation(store.location)) store.setLocation(fromAddress);
}
