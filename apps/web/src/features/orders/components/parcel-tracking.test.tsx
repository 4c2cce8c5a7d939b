// Tracking per parcel (docs/behaviour/tracking.md#tracking-per-parcel): a two-seller order shows each parcel's own
// events under its seller's name, each event once; a one-seller order keeps one timeline.
import { screen, within } from '@testing-library/react';
import type { TrackingEventStatus } from '@haat/domain/orders/order-status';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { eventsByParcel, ParcelTracking } from './parcel-tracking.tsx';

const subOrders = [
  { _id: 'sub-a', sellerName: 'Sharma Appliances', statusCode: 'dispatched' },
  { _id: 'sub-b', sellerName: 'Kolkata Books', statusCode: 'packed' },
] as const;
const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 5, minute)).toISOString();
const event = (
  statusCode: TrackingEventStatus,
  subOrderId: string | null,
  minute: number,
  location: string | null = null,
) => ({
  statusCode,
  description: '',
  location,
  timestamp: at(minute),
  subOrderId,
});
const events = [
  event('confirmed', 'sub-a', 0),
  event('confirmed', 'sub-b', 0),
  event('payment_received', null, 1),
  event('packed', 'sub-b', 5),
  event('dispatched', 'sub-a', 9, 'Delhi hub'),
];

describe('tracking per parcel', () => {
  it("groups a two-seller order's events by parcel under the seller's name, each event once", () => {
    renderWithProviders(<ParcelTracking events={events} subOrders={subOrders} />);
    const groups = screen.getAllByTestId('parcel-tracking');
    expect(groups.map((g) => g.querySelector('h3')?.textContent)).toEqual([
      'Whole order',
      'Package 1 of 2Sold by Sharma Appliances',
      'Package 2 of 2Sold by Kolkata Books',
    ]);
    const statuses = (group: HTMLElement) =>
      within(group)
        .getAllByTestId('tracking-event')
        .map((li) => li.querySelector('p')?.textContent);
    // Each event's code, shown as the spec's display string of it (ADR 0023).
    expect(statuses(groups[0]!)).toEqual(['Payment Received']);
    expect(statuses(groups[1]!)).toEqual(['Order Dispatched', 'Order Confirmed']);
    expect(statuses(groups[2]!)).toEqual(['Order Packed', 'Order Confirmed']);
    expect(within(groups[1]!).getByText('Delhi hub')).toBeInTheDocument();
    expect(screen.getAllByTestId('tracking-event')).toHaveLength(events.length);
    expect(screen.getByRole('region', { name: 'Package 2 of 2' })).toBeInTheDocument();
  });

  it('keeps one timeline for a one-seller order, and leaves out an empty whole-order group', () => {
    renderWithProviders(<ParcelTracking events={events.slice(0, 1)} subOrders={subOrders.slice(0, 1)} />);
    expect(screen.queryByTestId('parcel-tracking')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('tracking-event')).toHaveLength(1);
    expect(
      eventsByParcel([events[0]!, events[1]!], subOrders).map((g) => g.subOrder?._id ?? 'order'),
    ).toEqual(['sub-a', 'sub-b']);
  });

  it('says there are no events in a parcel that has none yet', () => {
    renderWithProviders(<ParcelTracking events={[events[0]!]} subOrders={subOrders} />);
    const second = screen.getAllByTestId('parcel-tracking')[1]!;
    expect(within(second).getByRole('status')).toHaveTextContent('No tracking events available');
  });
});
