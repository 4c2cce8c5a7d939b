// POST /api/users/register, POST /api/users/login, POST /api/users/login-otp, GET /api/users/profile
// (docs/behaviour/api-conventions.md#requests).
import { AUTH_MESSAGES as M } from '@haat/domain/auth/auth-messages';
import {
  loginOtpRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  registerErrorSchema,
  registerRequestSchema,
  registerResponseSchema,
  retryAfterErrorSchema,
} from '@haat/domain/auth/auth.schema';
import { profileResponseSchema } from '@haat/domain/auth/profile.schema';
import { apiErrorSchema } from '@haat/domain/http/api-error.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { currentUser } from '../../http/auth.ts';
import type { AuthKeys } from '../auth/auth-keys.ts';
import { authFormRateLimit } from '../auth/auth-rate-limit.ts';
import { prepareDummyHash } from '../auth/passwords.ts';
import { getProfile, login, loginWithOtp, register } from './users.service.ts';

export interface UsersRouteDeps {
  db: Db;
  config: Config;
  keys: AuthKeys;
}

export function usersRoutes({ db, config, keys }: UsersRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await prepareDummyHash();
    app.post(
      '/users/register',
      {
        config: { rateLimit: authFormRateLimit(config) },
        schema: {
          tags: ['auth'],
          summary:
            'Create an account after verify-otp (type signup); without it answers requiresOtpVerification',
          body: registerRequestSchema,
          response: {
            201: registerResponseSchema,
            400: apiErrorSchema,
            403: registerErrorSchema,
            409: apiErrorSchema,
            429: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const { userId } = await register({ db }, request.body);
        return reply.status(201).send({ success: true as const, message: M.accountCreated, userId });
      },
    );

    app.post(
      '/users/login',
      {
        config: { rateLimit: authFormRateLimit(config, { signIn: true }) },
        schema: {
          tags: ['auth'],
          summary:
            'Sign in with email + password or phone + password; after 5 failures from one address each next try there waits twice as long (429 with Retry-After), and 100 failures a day stop password sign-in to the account (login-otp still works)',
          body: loginRequestSchema,
          response: {
            200: loginResponseSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            429: retryAfterErrorSchema,
          },
        },
      },
      async (request, reply) => {
        // Token answers are never cached (RFC 6749 §5.1).
        reply.header('cache-control', 'no-store');
        return login({ db, keys }, request.body, { ip: request.ip });
      },
    );

    app.post(
      '/users/login-otp',
      {
        config: { rateLimit: authFormRateLimit(config, { signIn: true }) },
        schema: {
          tags: ['auth'],
          summary:
            'Sign in with the code send-otp (type login) e-mailed; not slowed by the password throttle, so the owner gets in while a guesser is held back',
          body: loginOtpRequestSchema,
          response: {
            200: loginResponseSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            429: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return loginWithOtp({ db, keys }, request.body, { ip: request.ip }, keys.otp);
      },
    );

    app.get(
      '/users/profile',
      {
        onRequest: app.authenticate,
        schema: {
          tags: ['account'],
          summary: 'The signed-in customer: profile and saved addresses',
          response: { 200: profileResponseSchema, 401: apiErrorSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return getProfile({ db }, currentUser(request).id);
      },
    );
  };
}
