import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MESSAGES } from '@haat/domain/validation/messages';
import { AppError } from './app-error.ts';
import { registerErrorHandler } from './error-handler.ts';

describe('error handler', () => {
  let app: FastifyInstance;
  let logLines: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
        done();
      },
    });
    const server = Fastify({ logger: { level: 'error', stream } }).withTypeProvider<ZodTypeProvider>();
    server.setValidatorCompiler(validatorCompiler);
    server.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(server);
    server.get('/app-error', async () => {
      throw AppError.unprocessable({
        message: 'That coupon has expired',
        code: 'COUPON_EXPIRED',
        field: 'couponCode',
      });
    });
    server.get('/app-error-extras', async () => {
      throw new AppError({
        status: 429,
        code: 'TOO_SOON',
        message: 'Wait a little',
        details: { requiresOtpVerification: true, error: 'not this one' },
        headers: { 'retry-after': '42' },
      });
    });
    // A real driver error: no PostgreSQL listens on port 1.
    const unreachable = new pg.Pool({
      connectionString: 'postgres://postgres@127.0.0.1:1/haat',
      connectionTimeoutMillis: 2000,
    });
    server.get('/api/database-down', async () => drizzle(unreachable).execute(sql`select 1`));
    server.get('/product/database-down', async () => drizzle(unreachable).execute(sql`select 1`));
    server.addHook('onClose', () => unreachable.end());
    server.get('/boom', async () => {
      throw new Error('connection string postgres://secret@db leaked?');
    });
    server.get(
      '/bad-response',
      { schema: { response: { 200: z.object({ ok: z.boolean() }) } } },
      async () => {
        return { ok: 'yes' } as unknown as { ok: boolean };
      },
    );
    server.post(
      '/validate',
      {
        schema: {
          body: z.object({
            name: z.string({ error: 'Name is required' }),
            shippingAddress: z.object({ postalCode: z.string(), city: z.string().min(2) }),
            quantity: z.number().int().optional(),
          }),
        },
      },
      async () => ({ ok: true }),
    );
    app = server;
    await app.ready();
  });
  afterAll(() => app?.close());
  beforeEach(() => {
    logLines = [];
  });

  it('answers an AppError with its status, code, message and field', async () => {
    const res = await app.inject({ method: 'GET', url: '/app-error' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      success: false,
      error: 'That coupon has expired',
      code: 'COUPON_EXPIRED',
      field: 'couponCode',
    });
    expect(logLines).toHaveLength(0);
  });

  it('adds the extra body fields and headers of an AppError, never over the error shape', async () => {
    const res = await app.inject({ method: 'GET', url: '/app-error-extras' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('42');
    expect(res.json()).toEqual({
      success: false,
      error: 'Wait a little',
      code: 'TOO_SOON',
      requiresOtpVerification: true,
    });
  });

  it('answers an unknown error with a generic 500, logs it in full and leaks no stack', async () => {
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      success: false,
      error: MESSAGES.somethingWentWrong,
      code: 'INTERNAL_ERROR',
    });
    expect(res.body).not.toMatch(/secret|stack|at .*\.ts/);
    const logged = logLines.find((l) => l.msg === 'unhandled error');
    expect(logged).toBeDefined();
    const err = logged?.err as { message: string; stack: string };
    expect(err.message).toContain('postgres://secret@db');
    expect(err.stack).toContain('error-handler.test.ts');
  });

  it('answers a database that cannot be reached with 503 and Retry-After, not a 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/database-down' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({
      success: false,
      error: MESSAGES.serviceUnavailable,
      code: 'SERVICE_UNAVAILABLE',
    });
    expect(res.body).not.toContain('127.0.0.1');
  });

  it("answers a store page that finds the database away with a 503 page in the visitor's language", async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/product/database-down',
      headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<html lang="hi" dir="ltr">');
    expect(res.body).toContain('स्टोर कुछ देर के लिए उपलब्ध नहीं है');
    expect(res.body).not.toContain('127.0.0.1');
  });

  it('answers a response that breaks its own schema with a logged generic 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/bad-response' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      success: false,
      error: MESSAGES.somethingWentWrong,
      code: 'INTERNAL_ERROR',
    });
    expect(logLines.some((l) => l.msg === 'response does not match its schema')).toBe(true);
  });

  it("passes the schema's own message and the field through", async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/validate',
      payload: { shippingAddress: { postalCode: '1', city: 'Raipur' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      error: 'Name is required',
      code: 'VALIDATION_FAILED',
      field: 'name',
    });
  });

  it("replaces zod's developer wording with a readable message on nested fields", async () => {
    const missing = await app.inject({
      method: 'POST',
      url: '/validate',
      payload: { name: 'A', shippingAddress: { city: 'Raipur' } },
    });
    expect(missing.json()).toEqual({
      success: false,
      error: 'Postal code is required',
      code: 'VALIDATION_FAILED',
      field: 'shippingAddress.postalCode',
    });
    const wrongType = await app.inject({
      method: 'POST',
      url: '/validate',
      payload: { name: 'A', shippingAddress: { postalCode: '492001', city: 'Raipur' }, quantity: 'two' },
    });
    expect(wrongType.json()).toMatchObject({ error: 'Quantity is invalid', field: 'quantity' });
    const tooShort = await app.inject({
      method: 'POST',
      url: '/validate',
      payload: { name: 'A', shippingAddress: { postalCode: '492001', city: 'R' } },
    });
    expect(tooShort.json()).toMatchObject({
      error: 'Too small: expected string to have >=2 characters',
      field: 'shippingAddress.city',
    });
  });

  it('answers a body that is not an object without a field', async () => {
    const res = await app.inject({ method: 'POST', url: '/validate', payload: [1, 2] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      error: 'The request body must be a JSON object',
      code: 'VALIDATION_FAILED',
    });
  });

  it('answers invalid JSON and an unknown media type as client errors', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: '/validate',
      payload: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ success: false, error: MESSAGES.invalidJson, code: 'BAD_REQUEST' });
    const media = await app.inject({
      method: 'POST',
      url: '/validate',
      payload: '<a/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(media.statusCode).toBe(415);
    expect(media.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(logLines).toHaveLength(0);
  });
});
