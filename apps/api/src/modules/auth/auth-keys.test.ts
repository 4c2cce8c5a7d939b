// Where the auth keys come from: JWT_SECRET when set; in development a secret generated once per DATA_DIR
// (secrets.json, 0600) so sign-ins survive restarts; in tests a throw-away one; never none in production.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { deriveAuthKeys, loadAuthKeys, readOrCreateSecret } from './auth-keys.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-keys-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('auth keys', () => {
  it('derives separate, stable keys for access tokens and OTP hashes from JWT_SECRET', async () => {
    const secret = 's'.repeat(40);
    const a = await loadAuthKeys({ jwtSecret: secret, env: 'development', dataDir: '/nonexistent' });
    const b = deriveAuthKeys(secret);
    expect(Buffer.from(a.accessToken).equals(Buffer.from(b.accessToken))).toBe(true);
    expect(a.otp.equals(b.otp)).toBe(true);
    expect(Buffer.from(a.accessToken).equals(a.otp)).toBe(false);
    expect(a.accessToken).toHaveLength(32);
  });

  it('generates the development secret once per DATA_DIR, readable by the owner only, and reuses it', async () => {
    const dataDir = path.join(tempDir(), 'nested', 'data');
    const first = await loadAuthKeys({ jwtSecret: undefined, env: 'development', dataDir });
    const file = path.join(dataDir, 'secrets.json');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).jwtSecret.length).toBeGreaterThanOrEqual(32);
    const again = await loadAuthKeys({ jwtSecret: undefined, env: 'development', dataDir });
    expect(Buffer.from(again.accessToken).equals(Buffer.from(first.accessToken))).toBe(true);
    expect(fs.readdirSync(dataDir)).toEqual(['secrets.json']);
  });

  it('agrees on one secret when several processes start at once', async () => {
    const file = path.join(tempDir(), 'secrets.json');
    const secrets = await Promise.all(Array.from({ length: 8 }, () => readOrCreateSecret(file)));
    expect(new Set(secrets).size).toBe(1);
  });

  it('refuses a secrets file with a short secret rather than signing with it', async () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'secrets.json'), JSON.stringify({ jwtSecret: 'short' }));
    await expect(loadAuthKeys({ jwtSecret: undefined, env: 'development', dataDir: dir })).rejects.toThrow(
      /at least 32/,
    );
  });

  it('writes nothing for test apps and never runs production without JWT_SECRET', async () => {
    const dataDir = tempDir();
    const a = await loadAuthKeys({ jwtSecret: undefined, env: 'test', dataDir });
    const b = await loadAuthKeys({ jwtSecret: undefined, env: 'test', dataDir });
    expect(Buffer.from(a.accessToken).equals(Buffer.from(b.accessToken))).toBe(false);
    expect(fs.readdirSync(dataDir)).toEqual([]);
    await expect(loadAuthKeys({ jwtSecret: undefined, env: 'production', dataDir })).rejects.toThrow(
      'JWT_SECRET',
    );
  });
});
