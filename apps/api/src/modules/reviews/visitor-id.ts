// The review-vote visitor (ADR 0007): votes need no login, so a random id in an httpOnly cookie, set on the first
// vote, is what makes a second vote from the same browser move the first instead of adding another.
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const VISITOR_COOKIE = 'haat_vid';
/** 400 days: the longest lifetime browsers keep a cookie for (RFC 6265bis). */
const VISITOR_MAX_AGE_S = 400 * 24 * 60 * 60;
/** The ids we hand out; anything else in the cookie is replaced, so a client cannot pick an id of its own shape. */
const VISITOR_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The visitor's id from the cookie, or a new one set on the reply (needs @fastify/cookie on the scope). */
export function visitorIdOf(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const current = request.cookies[VISITOR_COOKIE];
  if (current && VISITOR_ID.test(current)) return current;
  const id = randomUUID();
  reply.setCookie(VISITOR_COOKIE, id, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    // Sent back only where it is read: the review calls.
    path: '/api/reviews',
    maxAge: VISITOR_MAX_AGE_S,
  });
  return id;
}
