// The database object storage keeps bytes exactly (every byte value, a NUL-heavy run, an empty file) on PGlite and
// PostgreSQL alike, and records who uploaded them.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedObjects } from '../../db/schema/uploads.ts';
import { createTestDatabase, testDatabaseKind } from '../../testing/build-test-app.ts';
import type { Database } from '../../db/client.ts';
import { createCustomer } from '../users/users.test-support.ts';
import { createDatabaseObjectStorage } from './database-object-storage.ts';
import type { ObjectStorage } from './object-storage.ts';

describe(`database object storage (${testDatabaseKind})`, () => {
  let database: Database;
  let drop: () => Promise<void>;
  let storage: ObjectStorage;

  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
    storage = createDatabaseObjectStorage(database.db);
  });
  afterAll(() => drop?.());

  it('gives back exactly the bytes it was given', async () => {
    const everyByte = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    const samples = {
      'reviews/every-byte.png': Buffer.concat([everyByte, Buffer.from(everyByte).reverse()]),
      'reviews/nuls.png': Buffer.concat([Buffer.alloc(1000), Buffer.from('\\x00\'";'), Buffer.alloc(10)]),
      'reviews/random.jpg': randomBytes(300_000),
      'reviews/empty.png': Buffer.alloc(0),
    };
    for (const [key, bytes] of Object.entries(samples)) {
      await storage.put({ key, contentType: 'image/png', bytes, ownerUserId: null });
    }
    for (const [key, bytes] of Object.entries(samples)) {
      const got = await storage.get(key);
      expect(got?.contentType).toBe('image/png');
      expect(Buffer.isBuffer(got?.bytes), key).toBe(true);
      expect(got?.bytes.equals(bytes), key).toBe(true);
    }
  });

  it('records the owner and the size, and answers null for an unknown key', async () => {
    const { user } = await createCustomer(database.db);
    await storage.put({
      key: 'reviews/owned.jpg',
      contentType: 'image/jpeg',
      bytes: Buffer.from([0xff, 0xd8, 0xff]),
      ownerUserId: user.id,
    });
    const [row] = await database.db
      .select({ owner: storedObjects.ownerUserId, size: storedObjects.byteSize })
      .from(storedObjects)
      .where(eq(storedObjects.key, 'reviews/owned.jpg'));
    expect(row).toEqual({ owner: user.id, size: 3 });
    expect(await storage.get('reviews/unknown.jpg')).toBeNull();
  });

  it('refuses to overwrite a key', async () => {
    const object = {
      key: 'reviews/once.png',
      contentType: 'image/png',
      bytes: Buffer.from('a'),
      ownerUserId: null,
    };
    await storage.put(object);
    await expect(storage.put({ ...object, bytes: Buffer.from('b') })).rejects.toThrow();
    expect((await storage.get('reviews/once.png'))?.bytes.toString()).toBe('a');
  });
});
