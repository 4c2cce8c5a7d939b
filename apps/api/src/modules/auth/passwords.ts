// Password hashing with argon2id (OWASP parameters: 19 MiB, 2 passes, 1 lane).
import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** Algorithm is a const enum the package declares ambiently; 2 is its Argon2id member. */
const ARGON2ID = 2 as Algorithm.Argon2id;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** False for a wrong password and for a hash that cannot be read: a bad row never lets anyone in. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
const dummy = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

/** Made at start-up, so that not even the first sign-in for an unknown account answers faster. */
export async function prepareDummyHash(): Promise<void> {
  await dummy();
}

/**
 * Spends the time of a real check when there is no account, so the answer's timing does not tell whether an
 * e-mail or phone number is registered. Always false.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(await dummy(), password);
  return false;
}
