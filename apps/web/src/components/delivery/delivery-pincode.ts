// The pincode the delivery promise is asked for: the chosen location's, when it is a real 6-digit pincode.
// Kept apart from the promise hooks so a product card can know, at almost no cost, whether to load them at all.
import { useLocationStore } from '../../lib/stores/location-store.ts';

/** PINCODE_PATTERN of @haat/domain; importing it would bring zod schemas into every page that shows a card. */
const PINCODE = /^[1-9][0-9]{5}$/;

export function deliveryPincodeOf(pincode: string): string | null {
  const trimmed = pincode.trim();
  return PINCODE.test(trimmed) ? trimmed : null;
}

/** The chosen location's pincode, or null when none is set (nothing is asked then). */
export function useDeliveryPincode(): string | null {
  return useLocationStore((s) => deliveryPincodeOf(s.location.pincode));
}
