// The server's auth keys: one master secret (JWT_SECRET) from which the access-token key and the OTP-hash key are
// derived (HKDF), so one setting rotates both. Outside production an unset secret is generated once per DATA_DIR.
import { hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.ts';

export interface AuthKeys {
  /** HS256 key of the access tokens. */
  accessToken: Uint8Array;
  /** HMAC-SHA256 key of stored OTP hashes. */
  otp: Buffer;
}

const MIN_SECRET_LENGTH = 32;

export async function loadAuthKeys(config: Pick<Config, 'jwtSecret' | 'env' | 'dataDir'>): Promise<AuthKeys> {
  return deriveAuthKeys(await masterSecret(config));
}

export function deriveAuthKeys(secret: string): AuthKeys {
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', secret, 'haat', info, 32));
  return { accessToken: new Uint8Array(derive('access-token')), otp: derive('otp') };
}

async function masterSecret(config: Pick<Config, 'jwtSecret' | 'env' | 'dataDir'>): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret;
  // loadConfig refuses production without JWT_SECRET; this guards callers that build a Config by hand.
  if (config.env === 'production') throw new Error('JWT_SECRET is required in production');
  // Test apps never restart, and their DATA_DIR default is the developer's own data: nothing is written for them.
  if (config.env === 'test') return randomBytes(32).toString('base64url');
  return readOrCreateSecret(path.join(config.dataDir, 'secrets.json'));
}

/**
 * Development: a secret generated at the first start and kept in DATA_DIR/secrets.json (mode 0600), so sign-ins
 * survive restarts. The file is written beside its final name and linked into place, so two processes starting at
 * once agree on one secret and nobody reads a half-written file.
 */
export async function readOrCreateSecret(file: string): Promise<string> {
  const existing = await readSecret(file);
  if (existing) return existing;
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await fs.writeFile(
    temp,
    `${JSON.stringify({ jwtSecret: randomBytes(48).toString('base64url') }, null, 2)}\n`,
    {
      mode: 0o600,
      flag: 'wx',
    },
  );
  try {
    await fs.link(temp, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    await fs.rm(temp, { force: true });
  }
  const created = await readSecret(file);
  if (!created) throw new Error(`${file}: could not create the development JWT secret`);
  return created;
}

async function readSecret(file: string): Promise<string | undefined> {
  let raw: string;
  try {
    raw = await fs.readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  const secret = (JSON.parse(raw) as { jwtSecret?: unknown }).jwtSecret;
  if (typeof secret !== 'string' || secret.length < MIN_SECRET_LENGTH) {
    throw new Error(`${file}: jwtSecret must be a string of at least ${MIN_SECRET_LENGTH} characters`);
  }
  return secret;
}
