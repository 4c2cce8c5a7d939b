// Tracking per parcel (docs/behaviour/tracking.md#tracking-per-parcel): an order of several sellers shows each
// parcel's own events under its seller's name, and the events of the whole order (placement, payment) once, not
// interleaved parcel by parcel. An order of one seller keeps a single timeline.
import { useTranslation } from 'react-i18next';
import type { SubOrder, TrackingEvent } from '@haat/domain/orders/order.schema';
import { TrackingTimeline } from './tracking-timeline.tsx';

type Event = Pick<TrackingEvent, 'statusCode' | 'description' | 'location' | 'timestamp' | 'subOrderId'>;

export interface ParcelEvents {
  subOrder: Pick<SubOrder, '_id' | 'sellerName' | 'statusCode'> | null;
  events: Event[];
}

/** The whole order's events first (only when there are any), then one group per parcel in the order's own order. */
export function eventsByParcel(
  events: readonly Event[],
  subOrders: readonly Pick<SubOrder, '_id' | 'sellerName' | 'statusCode'>[],
): ParcelEvents[] {
  const known = new Set(subOrders.map((s) => s._id));
  const whole = events.filter((e) => !e.subOrderId || !known.has(e.subOrderId));
  const groups: ParcelEvents[] = whole.length > 0 ? [{ subOrder: null, events: whole }] : [];
  for (const subOrder of subOrders) {
    groups.push({ subOrder, events: events.filter((e) => e.subOrderId === subOrder._id) });
  }
  return groups;
}

export function ParcelTracking({
  events,
  subOrders,
  trackingError,
}: {
  events: readonly Event[];
  subOrders: readonly Pick<SubOrder, '_id' | 'sellerName' | 'statusCode'>[];
  trackingError?: string | null;
}) {
  const { t } = useTranslation();
  if (subOrders.length < 2) return <TrackingTimeline events={events} trackingError={trackingError ?? null} />;
  const groups = eventsByParcel(events, subOrders);
  return (
    <div className="space-y-4">
      {groups.map(({ subOrder, events: own }) => {
        const index = subOrder ? subOrders.indexOf(subOrder) : -1;
        return (
          <section
            key={subOrder?._id ?? 'order'}
            aria-label={
              subOrder
                ? t('Package {{index}} of {{total}}', { index: index + 1, total: subOrders.length })
                : t('Whole order')
            }
            data-testid="parcel-tracking"
            className="rounded-md border border-line p-3"
          >
            <h3 className="mb-2 flex flex-wrap items-baseline gap-x-2 text-sm font-bold text-ink">
              {subOrder ? (
                <>
                  <span>
                    {t('Package {{index}} of {{total}}', { index: index + 1, total: subOrders.length })}
                  </span>
                  <span className="text-xs font-semibold text-ink-muted">
                    {t('Sold by {{seller}}', { seller: subOrder.sellerName })}
                  </span>
                </>
              ) : (
                t('Whole order')
              )}
            </h3>
            <TrackingTimeline events={own} trackingError={subOrder ? null : (trackingError ?? null)} />
          </section>
        );
      })}
    </div>
  );
}
