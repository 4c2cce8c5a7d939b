// Idempotency-Key for writes a retry could repeat (docs/architecture.md#idempotent-writes): the first request with a
// key runs and its answer is stored; a repeat with the same body gets that answer replayed without running the
// handler again.
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@haat/domain/http/api-error.schema';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/idempotency.ts';
import { AppError } from './app-error.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_MESSAGES = {
  invalidKey: 'Idempotency-Key must be 1 to 255 visible ASCII characters',
  reused: 'This Idempotency-Key was already used for a different request',
  inProgress: 'A request with this Idempotency-Key is still being processed. Please retry shortly.',
} as const;

/** Visible ASCII (0x21–0x7E), as in the IETF Idempotency-Key draft's examples (UUIDs, tokens). */
const KEY_PATTERN = /^[\x21-\x7E]{1,255}$/;
/** An in-progress row this old belongs to a request that died; a retry may take it over. */
const STALE_IN_PROGRESS_MS = 60_000;
/** Stored answers are replayed for a day, then the key may be used afresh. */
const COMPLETED_TTL_MS = 24 * 60 * 60 * 1000;

export interface IdempotencyOptions {
  /** The signed-in user, so that two users' keys never meet; routes without auth leave it out. */
  userId?: (request: FastifyRequest) => string | undefined;
}

interface Claim {
  scope: string;
  key: string;
}

/**
 * Returns a preHandler/onSend pair for one route: `{ preHandler, onSend, ...otherRouteOptions }`.
 * `scope` names the route (e.g. 'POST /api/contact'); the user id is added when there is one.
 */
export function withIdempotency(db: Db, scope: string, options: IdempotencyOptions = {}) {
  const claims = new WeakMap<FastifyRequest, Claim>();

  async function preHandler(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined) return undefined;
    if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
      throw AppError.badRequest({ message: IDEMPOTENCY_MESSAGES.invalidKey, field: 'Idempotency-Key' });
    }
    const claim: Claim = { scope: `${scope}|${options.userId?.(request) ?? 'anonymous'}`, key: header };
    const hash = requestHash(request);

    if (await tryClaim(db, claim, hash)) {
      claims.set(request, claim);
      return undefined;
    }
    const [existing] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key)));
    if (!existing) {
      // Removed after a 5xx between our insert and select: this request may run now.
      if (await tryClaim(db, claim, hash)) {
        claims.set(request, claim);
        return undefined;
      }
      throw AppError.conflict({
        message: IDEMPOTENCY_MESSAGES.inProgress,
        code: ERROR_CODES.idempotencyInProgress,
      });
    }
    if (existing.requestHash !== hash) {
      throw AppError.unprocessable({
        message: IDEMPOTENCY_MESSAGES.reused,
        code: ERROR_CODES.idempotencyConflict,
      });
    }
    if (existing.status === 'in_progress' || existing.responseStatus === null) {
      throw AppError.conflict({
        message: IDEMPOTENCY_MESSAGES.inProgress,
        code: ERROR_CODES.idempotencyInProgress,
      });
    }
    // Returning the reply tells Fastify the answer is sent: the handler does not run.
    return reply
      .header('idempotent-replayed', 'true')
      .code(existing.responseStatus)
      .send(existing.responseBody);
  }

  async function onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
    const claim = claims.get(request);
    if (!claim) return payload;
    claims.delete(request);
    const where = and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key));
    try {
      const body = reply.statusCode < 500 ? parseJson(payload) : undefined;
      if (body === undefined) {
        // A 5xx (or an answer we cannot store) is forgotten, so that a retry runs the request again.
        await db.delete(idempotencyKeys).where(where);
      } else {
        await db
          .update(idempotencyKeys)
          .set({ status: 'completed', responseStatus: reply.statusCode, responseBody: body })
          .where(where);
      }
    } catch (err) {
      // The answer itself is fine; a retry meets the in-progress row until it goes stale.
      request.log.error({ err }, 'idempotency: could not record the answer');
    }
    return payload;
  }

  return { preHandler, onSend };
}

/** Inserts the in-progress row, or takes over a stale or expired one; true when this request owns the key. */
async function tryClaim(db: Db, claim: Claim, hash: string): Promise<boolean> {
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ ...claim, requestHash: hash, status: 'in_progress' })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return true;
  // The condition is re-checked under the row lock, so only one of several racing retries wins.
  const takenOver = await db
    .update(idempotencyKeys)
    .set({
      requestHash: hash,
      status: 'in_progress',
      responseStatus: null,
      responseBody: null,
      createdAt: sql`now()`,
    })
    .where(
      and(
        eq(idempotencyKeys.scope, claim.scope),
        eq(idempotencyKeys.key, claim.key),
        sql`((${idempotencyKeys.status} = 'in_progress' and ${idempotencyKeys.createdAt} < now() - ${STALE_IN_PROGRESS_MS}::double precision * interval '1 millisecond')
          or (${idempotencyKeys.status} = 'completed' and ${idempotencyKeys.createdAt} < now() - ${COMPLETED_TTL_MS}::double precision * interval '1 millisecond'))`,
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return takenOver.length > 0;
}

/** The validated params and body, with object keys sorted so that key order does not make a new request. */
export function requestHash(request: Pick<FastifyRequest, 'params' | 'body'>): string {
  const canonical = JSON.stringify(
    { params: request.params ?? {}, body: request.body ?? null },
    (_key, value: unknown) =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? Object.fromEntries(
            Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
          )
        : value,
  );
  return createHash('sha256').update(canonical).digest('hex');
}

function parseJson(payload: unknown): unknown {
  const text =
    typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : undefined;
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
