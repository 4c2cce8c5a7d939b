// The location picker's three variants (docs/behaviour/location.md#location-picker) behind one name, for routes to
// place: navbar (the header's "Deliver to"), card (a card with Change) and inline (one line with Change).
import { DeliverToButton } from './deliver-to-button.tsx';
import { LocationCard } from './location-card.tsx';
import { LocationInline } from './location-inline.tsx';

export type LocationSelectorVariant = 'navbar' | 'card' | 'inline';

export function LocationSelector({
  variant,
  className,
}: {
  variant: LocationSelectorVariant;
  className?: string;
}) {
  if (variant === 'card') return <LocationCard className={className} />;
  if (variant === 'inline') return <LocationInline className={className} />;
  return <DeliverToButton variant="stacked" />;
}
