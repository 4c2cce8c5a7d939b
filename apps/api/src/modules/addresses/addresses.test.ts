// The address book through HTTP: presence before format, the whole book in every answer, one default that
// moves, follows deletion and survives racing saves, the limit, and another shopper's ids answering 404.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADDRESS_MESSAGES as M,
  MAX_ADDRESSES,
  addressListResponseSchema,
  addressSavedResponseSchema,
  type Address,
} from '@haat/domain/addresses/address.schema';
import { addresses } from '../../db/schema/orders.ts';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';
import { LIMITS, newShopper, type Shopper } from '../cart/cart.test-support.ts';
import { findUserAddress } from './addresses.repository.ts';

const home = {
  fullName: 'Asha Verma',
  phone: '+91 98765-43210',
  addressLine1: '12 MG Road',
  addressLine2: 'Near Trinity Metro',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
  country: 'India',
  addressType: 'Home',
};
const office = {
  ...home,
  addressLine1: '4th Floor, Prestige Tower',
  addressLine2: '',
  addressType: 'Office',
};

describe(`address book (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(LIMITS);
  }, 120_000);
  afterAll(async () => t?.close());

  const book = async (s: Shopper) => {
    const res = await s.call('GET', '/api/users/addresses');
    expect(res.statusCode, res.body).toBe(200);
    return addressListResponseSchema.parse(res.json());
  };
  const add = async (s: Shopper, body: Record<string, unknown>) => {
    const res = await s.call('POST', '/api/users/addresses', body);
    expect(res.statusCode, res.body).toBe(201);
    return addressSavedResponseSchema.parse(res.json());
  };
  const defaults = (list: Address[]) => list.filter((a) => a.isDefault).map((a) => a.addressLine1);

  it('answers 401 without a token, before looking at the body', async () => {
    for (const [method, url] of [
      ['GET', '/api/users/addresses'],
      ['POST', '/api/users/addresses'],
      ['PUT', '/api/users/addresses/00000000-0000-4000-8000-000000000000'],
      ['DELETE', '/api/users/addresses/00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const res = await t.app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("an empty book says 'No addresses found'", async () => {
    expect(await book(await newShopper(t))).toEqual({ success: true, addresses: [], message: M.noAddresses });
  });

  it('names every missing field in one message, before any format check', async () => {
    const s = await newShopper(t);
    const res = await s.call('POST', '/api/users/addresses', {
      fullName: ' ',
      phone: 'not a phone',
      postalCode: 'abc',
      addressLine1: '1 Park Street',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      error: 'Please fill the following required fields: Full Name, City, State, Country, Address Type',
      field: 'fullName',
    });
    const none = await s.call('POST', '/api/users/addresses', []);
    expect(none.json().error).toBe(
      'Please fill the following required fields: Full Name, Phone, Address Line 1, City, State, Postal Code, Country, Address Type',
    );
    expect((await book(s)).addresses).toEqual([]);
  });

  it('then checks formats: pincode, phone, address type', async () => {
    const s = await newShopper(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...home, postalCode: '056001' }, M.postalCodeInvalid],
      [{ ...home, phone: '12345' }, M.phoneInvalid],
    ];
    for (const [body, message] of cases) {
      const res = await s.call('POST', '/api/users/addresses', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(message);
    }
    const villa = await s.call('POST', '/api/users/addresses', { ...home, addressType: 'Villa' });
    expect(villa.statusCode).toBe(400);
    expect(villa.json()).toMatchObject({ success: false, field: 'addressType' });
  });

  it('the first address becomes the default; phone and blanks are normalised; answers the whole book', async () => {
    const s = await newShopper(t);
    const first = await add(s, home);
    expect(first.message).toBe(M.added);
    expect(first.address).toMatchObject({ phone: '9876543210', isDefault: true, addressType: 'Home' });
    const second = await add(s, office);
    expect(second.address.isDefault).toBe(false);
    expect(second.address).not.toHaveProperty('addressLine2');
    expect(second.addresses.map((a) => a.addressLine1)).toEqual([home.addressLine1, office.addressLine1]);
    expect(await findUserAddress(t.database.db, s.userId, second.address._id)).toEqual(second.address);
  });

  it('isDefault true moves the default, on add and on edit; default first, then newest', async () => {
    const s = await newShopper(t);
    await add(s, home);
    const b = await add(s, { ...office, isDefault: true });
    expect(defaults(b.addresses)).toEqual([office.addressLine1]);
    const c = await add(s, { ...home, addressLine1: 'C' });
    expect(c.addresses.map((a) => a.addressLine1)).toEqual([office.addressLine1, 'C', home.addressLine1]);

    const homeId = c.addresses.find((a) => a.addressLine1 === home.addressLine1)!._id;
    const res = await s.call('PUT', `/api/users/addresses/${homeId}`, {
      ...home,
      city: 'Bangalore',
      isDefault: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const edited = addressSavedResponseSchema.parse(res.json());
    expect(edited.message).toBe(M.updated);
    expect(edited.address).toMatchObject({ _id: homeId, city: 'Bangalore', isDefault: true });
    expect(edited.addresses[0]?._id).toBe(homeId);
    expect(defaults(edited.addresses)).toHaveLength(1);

    // isDefault false on the default keeps it: a book with addresses always has one default.
    const keep = await s.call('PUT', `/api/users/addresses/${homeId}`, { ...home, isDefault: false });
    expect(defaults(addressSavedResponseSchema.parse(keep.json()).addresses)).toEqual([home.addressLine1]);
  });

  it('an edit checks presence too', async () => {
    const s = await newShopper(t);
    const { address } = await add(s, home);
    const res = await s.call('PUT', `/api/users/addresses/${address._id}`, { ...home, city: '', state: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Please fill the following required fields: City, State');
  });

  it('deleting the default makes the newest remaining address the default', async () => {
    const s = await newShopper(t);
    const a = await add(s, { ...home, addressLine1: 'A' });
    await add(s, { ...home, addressLine1: 'B' });
    await add(s, { ...home, addressLine1: 'C' });
    const res = await s.call('DELETE', `/api/users/addresses/${a.address._id}`);
    expect(res.statusCode, res.body).toBe(200);
    const after = addressListResponseSchema.parse(res.json());
    expect(after.message).toBe(M.deleted);
    expect(after.addresses.map((x) => [x.addressLine1, x.isDefault])).toEqual([
      ['C', true],
      ['B', false],
    ]);
    const gone = await s.call('DELETE', `/api/users/addresses/${a.address._id}`);
    expect(gone.statusCode).toBe(404);
  });

  it("another shopper's address answers 404 and stays as it was", async () => {
    const owner = await newShopper(t);
    const stranger = await newShopper(t);
    const { address } = await add(owner, home);
    const put = await stranger.call('PUT', `/api/users/addresses/${address._id}`, office);
    expect(put.statusCode).toBe(404);
    expect(put.json()).toMatchObject({ success: false, error: M.notFound });
    expect((await stranger.call('DELETE', `/api/users/addresses/${address._id}`)).statusCode).toBe(404);
    expect(await findUserAddress(t.database.db, stranger.userId, address._id)).toBeUndefined();
    expect((await book(owner)).addresses).toEqual([address]);
    expect((await book(stranger)).addresses).toEqual([]);
  });

  it(`holds at most ${MAX_ADDRESSES} addresses`, async () => {
    const s = await newShopper(t);
    await t.database.db.insert(addresses).values(
      Array.from({ length: MAX_ADDRESSES }, (_, i) => ({
        userId: s.userId,
        fullName: 'Asha',
        phone: '9876543210',
        addressLine1: `Line ${i}`,
        city: 'Pune',
        state: 'Maharashtra',
        postalCode: '411001',
        isDefault: i === 0,
      })),
    );
    const res = await s.call('POST', '/api/users/addresses', home);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, error: M.tooMany });
  });

  it('racing saves with isDefault leave exactly one default', async () => {
    const s = await newShopper(t);
    await add(s, home);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        s.call('POST', '/api/users/addresses', { ...home, addressLine1: `Race ${i}`, isDefault: true }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    const rows = await t.database.db
      .select()
      .from(addresses)
      .where(and(eq(addresses.userId, s.userId), eq(addresses.isDefault, true)));
    expect(rows).toHaveLength(1);
    expect((await book(s)).addresses).toHaveLength(9);
  });
});
