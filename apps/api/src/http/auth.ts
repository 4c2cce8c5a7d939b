// Authentication for routes: `onRequest: app.authenticate` accepts a valid access token whose session is still
// live in the database (so logout and password reset end it at once) and sets request.user. It runs before the
// body is parsed or validated, so a caller without a token gets 401 whatever it sends.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_ERROR_CODES, AUTH_MESSAGES } from '@haat/domain/auth/auth-messages';
import type { Db } from '../db/client.ts';
import { verifyAccessToken } from '../modules/auth/access-tokens.ts';
import type { AuthKeys } from '../modules/auth/auth-keys.ts';
import { findLiveSession } from '../modules/auth/sessions.repository.ts';
import { AppError } from './app-error.ts';

export interface AuthUser {
  id: string;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** Set by app.authenticate; null on routes without it. */
    user: AuthUser | null;
  }
}

export const unauthorized = () =>
  new AppError({ status: 401, code: AUTH_ERROR_CODES.unauthorized, message: AUTH_MESSAGES.unauthorized });

/** The bearer token of the Authorization header, if any. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/** Decorates `app` (the /api scope) before the routes that use it are registered. */
export function registerAuth(app: FastifyInstance, deps: { db: Db; keys: AuthKeys }): void {
  app.decorateRequest('user', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const claims = await verifyAccessToken(deps.keys.accessToken, token);
    if (!claims) throw unauthorized();
    const session = await findLiveSession(deps.db, claims.sessionId, claims.userId);
    if (!session) throw unauthorized();
    request.user = { id: claims.userId, sessionId: claims.sessionId };
  });
}

/** request.user on a route behind app.authenticate. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
