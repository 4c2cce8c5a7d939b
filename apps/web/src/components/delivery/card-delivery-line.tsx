// A product card's delivery line ("Delivery by Wed, 25 Nov" / "Not deliverable to 744101") for the chosen pincode.
// Without a pincode it draws nothing and loads nothing; with one, the line's code arrives in its own small chunk
// and its height is held while the page's cards ask for their dates together.
import { lazy, Suspense } from 'react';
import { useDeliveryPincode } from './delivery-pincode.ts';

const CardDeliveryText = lazy(() =>
  import('./card-delivery-text.tsx').then((m) => ({ default: m.CardDeliveryText })),
);

/** One line of text-xs at every width, so the card keeps its height from the placeholder to the answer. */
const lineClass = 'h-4 truncate text-[11px] leading-4 md:text-xs';

export function CardDeliveryLine({ productId }: { productId: string }) {
  const pincode = useDeliveryPincode();
  if (!pincode) return null;
  return (
    <Suspense fallback={<p aria-hidden="true" className={lineClass} />}>
      <CardDeliveryText productId={productId} pincode={pincode} className={lineClass} />
    </Suspense>
  );
}
