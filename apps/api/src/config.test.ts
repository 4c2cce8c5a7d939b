import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const SECRET = 'k'.repeat(32);
const RAZORPAY = { RAZORPAY_KEY_ID: 'rzp_live_AbCdEf123456', RAZORPAY_KEY_SECRET: 'r'.repeat(24) };

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  throw new Error('loadConfig accepted the configuration');
}

describe('loadConfig', () => {
  it('has working defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      isProduction: false,
      host: '0.0.0.0',
      port: 3000,
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      embeddedDatabase: 'postgres',
      redisUrl: undefined,
      smtpUrl: undefined,
      supportEmail: 'support@haat.in',
      sellerPortalUrl: 'http://localhost:3002/register',
      sellerOrigin: 'http://localhost:3002',
      sellerPort: 3002,
      logLevel: 'info',
      rateLimit: { max: 300, windowMs: 60_000 },
      formRateLimit: { max: 5, windowMs: 60_000 },
      mailWorkerIntervalMs: 5_000,
      trustProxy: false,
      seed: true,
    });
  });

  it('reads and converts the variables it is given', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgresql://haat@db:5432/haat',
      DATABASE: 'pglite',
      FORM_RATE_LIMIT_MAX: '20',
      MAIL_WORKER_INTERVAL_MS: '0',
      TRUST_PROXY: 'true',
      SEED: 'false',
      REDIS_URL: '',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgresql://haat@db:5432/haat',
      embeddedDatabase: 'pglite',
      formRateLimit: { max: 20, windowMs: 60_000 },
      mailWorkerIntervalMs: 0,
      trustProxy: true,
      seed: false,
      redisUrl: undefined,
    });
  });

  it('lists every bad variable at once', () => {
    const problems = problemsOf({
      PORT: 'abc',
      DATABASE_URL: 'mysql://x',
      SUPPORT_EMAIL: 'nope',
      LOG_LEVEL: 'loud',
    });
    expect(problems).toHaveLength(4);
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual([
      'DATABASE_URL',
      'LOG_LEVEL',
      'PORT',
      'SUPPORT_EMAIL',
    ]);
    expect(problems.find((p) => p.startsWith('DATABASE_URL'))).toContain('postgres://');
  });

  it('names the variables in the error message, one a line', () => {
    expect(() => loadConfig({ PORT: '70000', MAIL_WORKER_INTERVAL_MS: '-1' })).toThrow(
      /Invalid configuration:\n {2}- (PORT|MAIL_WORKER_INTERVAL_MS): .*\n {2}- (PORT|MAIL_WORKER_INTERVAL_MS): /,
    );
  });

  it('refuses production without SMTP_URL, JWT_SECRET or Razorpay keys, listed with the other problems', () => {
    expect(problemsOf({ NODE_ENV: 'production', JWT_SECRET: SECRET, ...RAZORPAY })).toEqual([
      'SMTP_URL: required when NODE_ENV=production (the dev outbox is closed in production)',
    ]);
    expect(
      problemsOf({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com:587', ...RAZORPAY }),
    ).toEqual(['JWT_SECRET: required when NODE_ENV=production (at least 32 random characters)']);
    expect(
      problemsOf({
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://mail.example.com:587',
        JWT_SECRET: SECRET,
        RAZORPAY_KEY_ID: 'rzp_live_only_the_id',
      }),
    ).toEqual([
      'RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET: required when NODE_ENV=production (the offline test gateway takes no money)',
    ]);
    const problems = problemsOf({ NODE_ENV: 'production', PORT: 'abc' });
    expect(problems).toHaveLength(4);
    expect(problems.some((p) => p.startsWith('SMTP_URL'))).toBe(true);
    expect(problems.some((p) => p.startsWith('JWT_SECRET'))).toBe(true);
  });

  it('reads the account settings: a JWT secret of at least 32 characters and the per-IP form limit', () => {
    expect(loadConfig({})).toMatchObject({
      jwtSecret: undefined,
      authRateLimit: { max: 20, windowMs: 900_000 },
    });
    expect(loadConfig({ JWT_SECRET: '', AUTH_RATE_LIMIT_MAX: '1000' })).toMatchObject({
      jwtSecret: undefined,
      authRateLimit: { max: 1000, windowMs: 900_000 },
    });
    expect(loadConfig({ JWT_SECRET: SECRET }).jwtSecret).toBe(SECRET);
    expect(problemsOf({ JWT_SECRET: 'short' })).toEqual(['JWT_SECRET: must be at least 32 characters']);
  });

  it('starts in production when SMTP_URL, JWT_SECRET and the Razorpay keys are set', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail.example.com:587',
      JWT_SECRET: SECRET,
      ...RAZORPAY,
    });
    expect(config.isProduction).toBe(true);
    expect(config.smtpUrl).toBe('smtp://mail.example.com:587');
    expect(config.razorpay).toEqual({
      keyId: RAZORPAY.RAZORPAY_KEY_ID,
      keySecret: RAZORPAY.RAZORPAY_KEY_SECRET,
      webhookSecret: undefined,
    });
  });

  it('reads the payment settings: Razorpay only with both keys, the webhook secret, the reconciler period', () => {
    expect(loadConfig({})).toMatchObject({ razorpay: undefined, paymentReconcileMs: 60_000 });
    expect(loadConfig({ NODE_ENV: 'test' }).paymentReconcileMs).toBe(0);
    expect(loadConfig({ RAZORPAY_KEY_ID: 'rzp_test_x', RAZORPAY_KEY_SECRET: '' }).razorpay).toBeUndefined();
    const config = loadConfig({
      ...RAZORPAY,
      RAZORPAY_WEBHOOK_SECRET: 'whsec',
      // Linked accounts now live in sellers.razorpay_account_id; a leftover variable is ignored, not an error.
      RAZORPAY_LINKED_ACCOUNTS: 'sel_001:acc_x',
      PAYMENT_RECONCILE_MS: '0',
    });
    expect(config.razorpay).toEqual({
      keyId: RAZORPAY.RAZORPAY_KEY_ID,
      keySecret: RAZORPAY.RAZORPAY_KEY_SECRET,
      webhookSecret: 'whsec',
    });
    expect(config.paymentReconcileMs).toBe(0);
    expect(problemsOf({ OFFLINE_GATEWAY_SECRET: 'short' })).toEqual([
      'OFFLINE_GATEWAY_SECRET: must be at least 32 characters',
    ]);
  });
});
