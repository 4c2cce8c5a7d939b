// The default object storage: bytes in the stored_objects table, so every API instance serves every upload with
// nothing but the database the store already has (ADR 0007). Review photos are a few hundred KB at most.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { storedObjects } from '../../db/schema/uploads.ts';
import type { ObjectStorage } from './object-storage.ts';

export function createDatabaseObjectStorage(db: Db): ObjectStorage {
  return {
    async put({ key, contentType, bytes, ownerUserId }) {
      await db.insert(storedObjects).values({ key, contentType, bytes, byteSize: bytes.length, ownerUserId });
    },
    async get(key) {
      const [row] = await db
        .select({ contentType: storedObjects.contentType, bytes: storedObjects.bytes })
        .from(storedObjects)
        .where(eq(storedObjects.key, key));
      return row ?? null;
    },
  };
}
