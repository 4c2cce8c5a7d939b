// Shipping zones, slab rates, free shipping and delivery dates: tables for the rules, properties for invariants.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SHIPPING_ZONES, type ShippingZone } from './shipping-estimate.schema.ts';
import {
  deliveryWindow,
  heavySurchargePaise,
  parcelRatePaise,
  quoteShipping,
  zoneBetween,
  type ShippingParcelInput,
} from './shipping-rules.ts';

const line = (weightGrams: number, quantity = 1, unitPricePaise = 10_000, freeShipping = false) => ({
  quantity,
  unitPricePaise,
  weightGrams,
  freeShipping,
});
const parcel = (
  sellerPincode: string,
  lines: ShippingParcelInput['lines'],
  id = 's1',
): ShippingParcelInput => ({
  sellerId: id,
  sellerName: `Seller ${id}`,
  sellerPincode,
  lines,
});
/** Monday 23 November 2026, 10:00 IST. */
const MONDAY_10_IST = new Date('2026-11-23T04:30:00Z');

describe('zoneBetween', () => {
  it.each<[string, string, ShippingZone, string]>([
    ['560001', '560034', 'local', 'Bengaluru to Bengaluru: same sorting district'],
    ['560001', '575001', 'state', 'Bengaluru to Mangaluru'],
    ['110001', '122001', 'region', 'Delhi to Gurugram: North, another circle'],
    ['400001', '380001', 'region', 'Mumbai to Ahmedabad: West'],
    ['462001', '492001', 'region', 'Bhopal to Raipur: Central'],
    ['411001', '560001', 'national', 'Pune to Bengaluru'],
    ['700001', '110001', 'national', 'Kolkata to Delhi'],
    ['110001', '781001', 'special', 'Delhi to Guwahati: North-East'],
    ['560001', '795001', 'special', 'Bengaluru to Imphal'],
    ['110001', '190001', 'special', 'Delhi to Srinagar: J&K'],
    ['700001', '744101', 'special', 'Kolkata to Port Blair: same circle, but by sea'],
    ['682001', '682555', 'special', 'Kochi to Kavaratti: same 682, but Lakshadweep'],
    ['700001', '737101', 'special', 'Kolkata to Gangtok: Sikkim'],
    ['560001', '900001', 'special', 'Army Postal Service'],
    ['190001', '194101', 'state', 'Srinagar to Leh: within the J&K/Ladakh circle'],
    ['781001', '781005', 'local', 'Guwahati to Guwahati'],
  ])('%s → %s is %s (%s)', (from, to, zone) => {
    expect(zoneBetween(from, to)).toEqual({ zone, known: true });
  });

  it.each([
    ['560001', '290001'],
    ['350001', '560001'],
    ['560001', '550001'],
    ['870001', '110001'],
    ['56000', '560001'],
    ['560001', 'abcdef'],
    ['012345', '560001'],
  ])('an unknown or malformed pincode (%s → %s) is national, not known', (from, to) => {
    expect(zoneBetween(from, to)).toEqual({ zone: 'national', known: false });
  });

  it('is symmetric', () => {
    const pin = fc.integer({ min: 100000, max: 999999 }).map(String);
    fc.assert(
      fc.property(pin, pin, (a, b) => {
        expect(zoneBetween(a, b)).toEqual(zoneBetween(b, a));
      }),
    );
  });
});

describe('parcel rate', () => {
  it.each<[ShippingZone, number, number]>([
    ['local', 500, 4_000],
    ['local', 1_000, 6_000],
    ['state', 501, 7_500],
    ['region', 1, 6_000],
    ['region', 10_000, 6_000 + 19 * 3_000],
    ['region', 10_001, 6_000 + 20 * 3_000 + 4_900],
    ['national', 25_000, 8_000 + 49 * 4_000 + 4_900],
    ['national', 25_001, 8_000 + 50 * 4_000 + 9_900],
    ['special', 1_200, 10_000 + 2 * 5_000],
    ['local', 0, 4_000],
  ])('%s, %i g → %i paise', (zone, grams, expected) => {
    expect(parcelRatePaise(zone, [line(grams)])).toBe(expected);
  });

  it('multiplies weight by quantity and ignores free-shipping lines', () => {
    expect(parcelRatePaise('state', [line(400, 3)])).toBe(5_000 + 2 * 2_500);
    expect(parcelRatePaise('state', [line(400, 1), line(20_000, 2, 10_000, true)])).toBe(5_000);
    expect(parcelRatePaise('special', [line(20_000, 2, 10_000, true)])).toBe(0);
  });

  it('heavy surcharge is ₹49 above 10 kg and ₹99 above 25 kg', () => {
    expect([10_000, 10_001, 25_000, 25_001].map(heavySurchargePaise)).toEqual([0, 4_900, 4_900, 9_900]);
  });

  it('never falls as the weight grows, and every zone costs more than the nearer one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60_000 }), fc.integer({ min: 0, max: 5_000 }), (grams, more) => {
        for (const zone of SHIPPING_ZONES) {
          expect(parcelRatePaise(zone, [line(grams + more)])).toBeGreaterThanOrEqual(
            parcelRatePaise(zone, [line(grams)]),
          );
        }
        const rates = SHIPPING_ZONES.map((zone) => parcelRatePaise(zone, [line(grams)]));
        expect([...rates].sort((a, b) => a - b)).toEqual(rates);
      }),
    );
  });
});

describe('delivery windows (IST, Sundays skipped, 6 PM cut-off)', () => {
  it.each<[string, ShippingZone, string, string]>([
    ['2026-11-23T04:30:00Z', 'local', '2026-11-24', '2026-11-25'], // Monday 10:00 IST
    ['2026-11-23T12:29:00Z', 'local', '2026-11-24', '2026-11-25'], // Monday 17:59 IST
    ['2026-11-23T12:30:00Z', 'local', '2026-11-25', '2026-11-26'], // Monday 18:00 IST: from Tuesday
    ['2026-11-22T23:00:00Z', 'local', '2026-11-24', '2026-11-25'], // Sunday 23:00 UTC is Monday 04:30 IST
    ['2026-11-28T04:30:00Z', 'local', '2026-11-30', '2026-12-01'], // Saturday: Sunday skipped
    ['2026-11-28T14:00:00Z', 'local', '2026-11-30', '2026-12-01'], // Saturday 19:30 IST: processed Sunday
    ['2026-11-23T04:30:00Z', 'state', '2026-11-25', '2026-11-26'],
    ['2026-11-23T04:30:00Z', 'region', '2026-11-26', '2026-11-28'],
    ['2026-11-23T04:30:00Z', 'national', '2026-11-27', '2026-12-01'],
    ['2026-11-23T04:30:00Z', 'special', '2026-11-30', '2026-12-03'],
    ['2026-12-31T13:00:00Z', 'state', '2027-01-04', '2027-01-05'], // New Year's Eve 18:30 IST: from Friday
  ])('%s, %s: %s to %s', (now, zone, from, to) => {
    expect(deliveryWindow(zone, new Date(now))).toEqual({ from, to });
  });

  it('never lands on a Sunday and never before the order', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2025-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }),
        fc.constantFrom(...SHIPPING_ZONES),
        (now, zone) => {
          const { from, to } = deliveryWindow(zone, now);
          expect(from <= to).toBe(true);
          expect(from > isoIst(now)).toBe(true);
          for (const day of [from, to]) expect(new Date(`${day}T00:00:00Z`).getUTCDay()).not.toBe(0);
        },
      ),
    );
  });
});

const isoIst = (d: Date) => new Date(d.getTime() + 330 * 60_000).toISOString().slice(0, 10);

describe('quoteShipping', () => {
  it('quotes one row per seller: zone, weight, items, rate, dates; the total is their sum', () => {
    const quote = quoteShipping(
      [
        parcel('560034', [line(300, 2), line(100, 1, 5_000, true)], 'blr'),
        parcel('110001', [line(700)], 'del'),
      ],
      '560001',
      MONDAY_10_IST,
    );
    expect(quote.parcels).toEqual([
      {
        sellerId: 'blr',
        sellerName: 'Seller blr',
        items: 3,
        weightGrams: 700,
        ratePaise: 4_000 + 2_000,
        zone: 'local',
        estimatedDelivery: { from: '2026-11-24', to: '2026-11-25' },
      },
      {
        sellerId: 'del',
        sellerName: 'Seller del',
        items: 1,
        weightGrams: 700,
        ratePaise: 8_000 + 4_000,
        zone: 'national',
        estimatedDelivery: { from: '2026-11-27', to: '2026-12-01' },
      },
    ]);
    expect(quote.totalPaise).toBe(18_000);
    expect(quote.fallback).toBe(false);
    expect(quote.freeShipping).toBe(false);
    expect(quote.estimatedDelivery).toEqual({ from: '2026-11-27', to: '2026-12-01' });
  });

  it('ships everything free above ₹999 (₹999 itself still pays)', () => {
    const at = (price: number) =>
      quoteShipping([parcel('110001', [line(2_000, 1, price)])], '781001', MONDAY_10_IST);
    expect(at(99_900)).toMatchObject({ freeShipping: false, totalPaise: 10_000 + 3 * 5_000 });
    expect(at(99_901)).toMatchObject({ freeShipping: true, totalPaise: 0 });
    expect(at(99_901).parcels[0]).toMatchObject({ ratePaise: 0, zone: 'special', weightGrams: 2_000 });
  });

  it('prices an unknown pincode at the national rate and flags the fallback', () => {
    const quote = quoteShipping([parcel('560001', [line(400)])], '290001', MONDAY_10_IST);
    expect(quote).toMatchObject({ fallback: true, totalPaise: 8_000 });
    expect(quote.parcels[0]?.zone).toBe('national');
  });

  it('refuses no parcels and impossible lines', () => {
    expect(() => quoteShipping([], '560001', MONDAY_10_IST)).toThrow(RangeError);
    expect(() => quoteShipping([parcel('560001', [line(100, 0)])], '560001', MONDAY_10_IST)).toThrow(
      RangeError,
    );
    expect(() => quoteShipping([parcel('560001', [line(-1)])], '560001', MONDAY_10_IST)).toThrow(RangeError);
  });

  it('properties: total is the sum of rates, free orders cost 0, the order window covers every parcel', () => {
    const pin = fc.oneof(
      fc.constantFrom('560001', '110001', '781001', '744101', '400001', '290001'),
      fc.integer({ min: 100000, max: 999999 }).map(String),
    );
    const lineArb = fc.record({
      quantity: fc.integer({ min: 1, max: 10 }),
      unitPricePaise: fc.integer({ min: 0, max: 200_000 }),
      weightGrams: fc.integer({ min: 0, max: 30_000 }),
      freeShipping: fc.boolean(),
    });
    const parcelArb = fc.record({
      sellerId: fc.string(),
      sellerName: fc.string(),
      sellerPincode: pin,
      lines: fc.array(lineArb, { minLength: 1, maxLength: 4 }),
    });
    fc.assert(
      fc.property(
        fc.array(parcelArb, { minLength: 1, maxLength: 4 }),
        pin,
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (ps, to, now) => {
          const quote = quoteShipping(ps, to, now);
          expect(quote.totalPaise).toBe(quote.parcels.reduce((s, p) => s + p.ratePaise, 0));
          const subtotal = ps.flatMap((p) => p.lines).reduce((s, l) => s + l.unitPricePaise * l.quantity, 0);
          expect(quote.freeShipping).toBe(subtotal > 99_900);
          if (quote.freeShipping) expect(quote.totalPaise).toBe(0);
          ps.forEach((p, i) => {
            const q = quote.parcels[i]!;
            if (p.lines.every((l) => l.freeShipping)) expect(q.ratePaise).toBe(0);
            expect(q.items).toBe(p.lines.reduce((s, l) => s + l.quantity, 0));
            expect(q.estimatedDelivery.to <= quote.estimatedDelivery.to).toBe(true);
            expect(q.estimatedDelivery.from <= quote.estimatedDelivery.from).toBe(true);
          });
          expect(quote.fallback).toBe(ps.some((p) => !zoneBetween(p.sellerPincode, to).known));
        },
      ),
    );
  });
});
