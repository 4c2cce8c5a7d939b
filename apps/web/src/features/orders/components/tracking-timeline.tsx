// The tracking events of an order, newest first, as a vertical timeline; without events the spec's message and,
// when the tracking call failed, its error (docs/behaviour/orders.md#messages).
import { statusText } from '@haat/domain/orders/order-status';
import { MapPin, PackageCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ORDER_MESSAGES, type TrackingEvent } from '@haat/domain/orders/order.schema';
import { formatDateTime } from '../../../lib/format.ts';
import { eventsNewestFirst } from '../order-view.ts';
import { translateTrackingText } from '../tracking-text.ts';

function when(timestamp: string): string {
  const date = new Date(timestamp);
  // Couriers and sellers in India speak IST, and so does the delivery time the server writes.
  return Number.isNaN(date.getTime()) ? timestamp : formatDateTime(date);
}

export function TrackingTimeline({
  events,
  trackingError,
}: {
  events: readonly Pick<TrackingEvent, 'statusCode' | 'description' | 'location' | 'timestamp'>[];
  trackingError?: string | null;
}) {
  const { t } = useTranslation();
  if (events.length === 0) {
    return (
      <div role="status" className="rounded-md bg-page px-3 py-4 text-center text-sm">
        <p className="font-medium text-ink-muted">{t(ORDER_MESSAGES.noTrackingEvents)}</p>
        {trackingError && <p className="mt-1 text-xs text-danger">{t(trackingError)}</p>}
      </div>
    );
  }
  const sorted = eventsNewestFirst(events);
  return (
    <ol aria-label={t('Tracking events')} className="relative">
      {sorted.map((event, index) => (
        <li
          key={`${event.timestamp}-${event.statusCode}-${index}`}
          className="relative flex gap-3 pb-4 last:pb-0"
          data-testid="tracking-event"
        >
          {index < sorted.length - 1 && (
            <span aria-hidden="true" className="absolute start-[11px] top-6 h-full w-0.5 bg-line" />
          )}
          <span
            aria-hidden="true"
            className={`relative z-10 mt-0.5 grid size-6 shrink-0 place-items-center rounded-full ${
              index === 0 ? 'bg-brand-600 text-white' : 'bg-brand-50 text-brand-700'
            }`}
          >
            <PackageCheck className="size-3.5" />
          </span>
          <div className="min-w-0 flex-1">
            <p className={`text-sm ${index === 0 ? 'font-bold text-ink' : 'font-semibold text-ink'}`}>
              {t(statusText(event.statusCode))}
            </p>
            {event.description && (
              <p className="text-sm text-ink-muted">{translateTrackingText(t, event.description)}</p>
            )}
            <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs text-ink-subtle">
              <time dateTime={event.timestamp}>{when(event.timestamp)}</time>
              {event.location && (
                <span className="inline-flex items-center gap-0.5">
                  <MapPin aria-hidden="true" className="size-3" />
                  {event.location}
                </span>
              )}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
