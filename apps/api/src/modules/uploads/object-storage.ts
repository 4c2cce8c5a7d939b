// Where uploaded files live (ADR 0007, docs/architecture.md#growing-past-one-machine): routes see only this
// interface, so the database default can be swapped for S3 or another object store without touching the upload or
// review code.

export interface ObjectStorage {
  /** Stores `bytes` under `key`, a generated name that never changes: a key is written once. */
  put(object: { key: string; contentType: string; bytes: Buffer; ownerUserId: string | null }): Promise<void>;
  get(key: string): Promise<{ contentType: string; bytes: Buffer } | null>;
}
