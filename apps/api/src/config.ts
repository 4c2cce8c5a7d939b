// The one place that reads process.env: validated with zod, failing with every bad variable listed.
import path from 'node:path';
import { z } from 'zod';

const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());

const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1).optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// or postgresql:// URL' })
      .optional(),
  ),
  // With no DATABASE_URL: the embedded PostgreSQL server (default) or PGlite (docs/operations.md#the-database).
  DATABASE: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(['postgres', 'pglite']).default('postgres'),
  ),
  REDIS_URL: optionalUrl,
  REDIS_KEY_PREFIX: z.string().max(100).default(''),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().min(3).default('Haat <no-reply@haat.in>'),
  SUPPORT_EMAIL: z.email().default('support@haat.in'),
  SELLER_PORTAL_URL: optionalUrl,
  SELLER_PORT: z.coerce.number().int().min(0).max(65535).default(3002),
  OPERATOR_URL: optionalUrl,
  OPERATOR_PORT: z.coerce.number().int().min(0).max(65535).default(3003),
  PUBLIC_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['json', 'pretty']).default('json'),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(300),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  FORM_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(5),
  FORM_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  MAIL_WORKER_INTERVAL_MS: z.coerce.number().int().min(0).default(5_000),
  POPULARITY_REFRESH_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(10 * 60_000),
  CATALOG_CACHE_MS: z.coerce.number().int().min(0).optional(),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(20),
  AUTH_RATE_LIMIT_WINDOW_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60_000),
  JWT_SECRET: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  ),
  TRUST_PROXY: z.stringbool().default(false),
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  OFFLINE_GATEWAY_SECRET: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  ),
  PAYMENT_RECONCILE_MS: z.coerce.number().int().min(0).optional(),
  WEB_DIST_DIR: z.string().optional(),
  SEED: z.stringbool().default(true),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The database opened in DATA_DIR when databaseUrl is unset (docs/decisions/0018-embedded-postgresql-default.md). */
  embeddedDatabase: 'postgres' | 'pglite';
  redisUrl: string | undefined;
  /** Put before every Redis key, so that several stores (or test runs) can share one Redis without meeting. */
  redisKeyPrefix: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  /**
   * Where Become a Seller opens Seller Central (apps/seller); unset: http://localhost:SELLER_PORT/register outside production,
   * https://seller.haat.in/register in production.
   */
  sellerPortalUrl: string;
  /** The seller portal's origin: the one origin the API answers cross-origin calls from (CORS). */
  sellerOrigin: string;
  /** Where `npm start` serves Seller Central's build beside the store, on its own origin; 0 turns it off. */
  sellerPort: number;
  /**
   * The operator console's origin (apps/operator, docs/decisions/0019-operator-console.md): the API answers its
   * cross-origin calls too. Unset: http://localhost:OPERATOR_PORT outside production, https://ops.haat.in in production.
   */
  operatorOrigin: string;
  /** Where `npm start` serves the operator console's build, on its own origin; 0 turns it off. */
  operatorPort: number;
  /** The store's address as shoppers reach it, for links in e-mails and SMS (no trailing slash). */
  publicUrl: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  logFormat: 'json' | 'pretty';
  rateLimit: { max: number; windowMs: number };
  /** The stricter per-IP limit of public forms open to abuse (contact, guest order lookup). */
  formRateLimit: { max: number; windowMs: number };
  /** How often the outbox worker looks for due mail; 0 turns the background worker off. */
  mailWorkerIntervalMs: number;
  /** How often products.popularity is recomputed from product_daily_stats; 0 computes it at start-up only. */
  popularityRefreshMs: number;
  /** How long a listing's total and facet counts are reused for the same filter; 0 (tests' default) never. */
  catalogCacheMs: number;
  /** Per-IP limit of each account form (login, register, send-otp, verify-otp, reset-password). */
  authRateLimit: { max: number; windowMs: number };
  /** Signs access tokens (and keys OTP hashes); unset outside production: generated, see modules/auth/secrets.ts. */
  jwtSecret: string | undefined;
  trustProxy: boolean;
  /** Razorpay when both keys are set; otherwise the offline test gateway (refused in production). */
  razorpay:
    | {
        keyId: string;
        keySecret: string;
        /** Verifies POST /api/payment/webhook; without it every webhook is refused (the reconciler still settles). */
        webhookSecret: string | undefined;
      }
    | undefined;
  /** Signs the offline gateway's payments and webhooks; unset: derived from JWT_SECRET, else random per process. */
  offlineGatewaySecret: string | undefined;
  /** How often the payment reconciler settles payments whose browser never came back; 0 turns it off. */
  paymentReconcileMs: number;
  webDistDir: string | undefined;
  seed: boolean;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  const problems = parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  // Checked on the raw values too, so that this rule is listed together with any other bad variable.
  if (env.NODE_ENV === 'production' && !env.SMTP_URL) {
    problems.push('SMTP_URL: required when NODE_ENV=production (the dev outbox is closed in production)');
  }
  if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
    problems.push('JWT_SECRET: required when NODE_ENV=production (at least 32 random characters)');
  }
  if (env.NODE_ENV === 'production' && !(env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET)) {
    problems.push(
      'RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET: required when NODE_ENV=production (the offline test gateway takes no money)',
    );
  }
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const sellerPortalUrl =
    e.SELLER_PORTAL_URL ??
    (isProduction ? 'https://seller.haat.in/register' : `http://localhost:${e.SELLER_PORT}/register`);
  return {
    env: e.NODE_ENV,
    isProduction,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    embeddedDatabase: e.DATABASE,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    sellerPortalUrl,
    sellerOrigin: new URL(sellerPortalUrl).origin,
    sellerPort: e.SELLER_PORT,
    operatorOrigin: new URL(
      e.OPERATOR_URL ?? (isProduction ? 'https://ops.haat.in' : `http://localhost:${e.OPERATOR_PORT}`),
    ).origin,
    operatorPort: e.OPERATOR_PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    rateLimit: { max: e.RATE_LIMIT_MAX, windowMs: e.RATE_LIMIT_WINDOW_MS },
    formRateLimit: { max: e.FORM_RATE_LIMIT_MAX, windowMs: e.FORM_RATE_LIMIT_WINDOW_MS },
    mailWorkerIntervalMs: e.MAIL_WORKER_INTERVAL_MS,
    popularityRefreshMs: e.POPULARITY_REFRESH_MS,
    catalogCacheMs: e.CATALOG_CACHE_MS ?? (e.NODE_ENV === 'test' ? 0 : 10_000),
    authRateLimit: { max: e.AUTH_RATE_LIMIT_MAX, windowMs: e.AUTH_RATE_LIMIT_WINDOW_MS },
    jwtSecret: e.JWT_SECRET,
    trustProxy: e.TRUST_PROXY,
    razorpay:
      e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET
        ? {
            keyId: e.RAZORPAY_KEY_ID,
            keySecret: e.RAZORPAY_KEY_SECRET,
            webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
          }
        : undefined,
    offlineGatewaySecret: e.OFFLINE_GATEWAY_SECRET,
    // Tests settle payments by calling the reconciler themselves; a background round would race them.
    paymentReconcileMs: e.PAYMENT_RECONCILE_MS ?? (e.NODE_ENV === 'test' ? 0 : 60_000),
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : undefined,
    seed: e.SEED,
  };
}
