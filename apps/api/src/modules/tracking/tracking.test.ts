import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@haat/domain/validation/messages';
import { AppError } from '../../http/app-error.ts';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';
import { normaliseContact, trackGuestOrder } from './tracking.service.ts';

describe(`POST /api/tracking/lookup (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ FORM_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(() => t.close());

  const lookup = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/tracking/lookup', payload: payload as object });

  it('answers 404 ORDER_NOT_FOUND for a well-formed lookup that matches no order', async () => {
    const res = await lookup({ orderNumber: 'HT-2025-000123', contact: 'asha@example.com' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      error: MESSAGES.trackOrder.notFound,
      code: 'ORDER_NOT_FOUND',
    });
  });

  it.each([
    [{ contact: 'asha@example.com' }, MESSAGES.trackOrder.orderNumberRequired, 'orderNumber'],
    [
      { orderNumber: '  ', contact: 'asha@example.com' },
      MESSAGES.trackOrder.orderNumberRequired,
      'orderNumber',
    ],
    [{ orderNumber: 'HT-1' }, MESSAGES.trackOrder.contactRequired, 'contact'],
    [{ orderNumber: 'X'.repeat(41), contact: 'asha@example.com' }, 'Order number is too long', 'orderNumber'],
  ])('validates before looking up (%#)', async (payload, error, field) => {
    const res = await lookup(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error, code: 'VALIDATION_FAILED', field });
  });
});

describe('trackGuestOrder', () => {
  it('looks up with the normalised contact and turns no match into ORDER_NOT_FOUND', async () => {
    const findGuestOrder = vi.fn(async () => null);
    const err = await trackGuestOrder(
      { findGuestOrder },
      { orderNumber: 'HT-9', contact: ' Asha@Example.COM ' },
    ).catch((e: unknown) => e);
    expect(findGuestOrder).toHaveBeenCalledWith('HT-9', 'asha@example.com');
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({
      statusCode: 404,
      code: 'ORDER_NOT_FOUND',
      message: MESSAGES.trackOrder.notFound,
    });
  });

  it('normalises phone numbers to digits with an optional plus', () => {
    expect(normaliseContact('+91 98765-43210')).toBe('+919876543210');
    expect(normaliseContact('(0771) 400 1234')).toBe('07714001234');
  });
});
