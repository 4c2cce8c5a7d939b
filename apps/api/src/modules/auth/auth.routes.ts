// POST /api/auth/send-otp, verify-otp, reset-password, refresh-token, logout (docs/behaviour/auth.md#calls).
import { AUTH_MESSAGES as M } from '@haat/domain/auth/auth-messages';
import {
  logoutRequestSchema,
  refreshTokenRequestSchema,
  refreshTokenResponseSchema,
  resetPasswordRequestSchema,
  sendOtpErrorSchema,
  sendOtpRequestSchema,
  successMessageSchema,
  verifyOtpRequestSchema,
} from '@haat/domain/auth/auth.schema';
import { apiErrorSchema } from '@haat/domain/http/api-error.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { bearerToken } from '../../http/auth.ts';
import type { MailKicker } from '../mail/mail.service.ts';
import type { AuthKeys } from './auth-keys.ts';
import { authFormRateLimit } from './auth-rate-limit.ts';
import { sendOtp, verifyOtp } from './otp.service.ts';
import { resetPassword } from './password-reset.service.ts';
import { endSession, refreshSession } from './sessions.service.ts';

export interface AuthRouteDeps {
  db: Db;
  config: Config;
  keys: AuthKeys;
  mail: MailKicker;
}

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};

export function authRoutes({ db, config, keys, mail }: AuthRouteDeps): FastifyPluginAsyncZod {
  const formLimit = { rateLimit: authFormRateLimit(config) };
  return async (app) => {
    app.post(
      '/auth/send-otp',
      {
        config: formLimit,
        schema: {
          tags: ['auth'],
          summary:
            'E-mail a 6-digit code for sign-up (phone required), password reset or sign-in by code (the last two answer alike for any address)',
          body: sendOtpRequestSchema,
          response: { 200: successMessageSchema, ...errors, 429: sendOtpErrorSchema },
        },
      },
      async (request) => {
        const { message } = await sendOtp({ db, otpKey: keys.otp, mail }, request.body);
        return { success: true as const, message };
      },
    );

    app.post(
      '/auth/verify-otp',
      {
        config: formLimit,
        schema: {
          tags: ['auth'],
          summary: 'Check a code; a right one lets register or reset-password go ahead for that address',
          body: verifyOtpRequestSchema,
          response: { 200: successMessageSchema, ...errors },
        },
      },
      async (request) => {
        await verifyOtp({ db, otpKey: keys.otp }, request.body);
        return { success: true as const, message: M.otpVerified };
      },
    );

    app.post(
      '/auth/reset-password',
      {
        config: formLimit,
        schema: {
          tags: ['auth'],
          summary: 'Set a new password after verify-otp (type reset); signs the account out everywhere',
          body: resetPasswordRequestSchema,
          response: { 200: successMessageSchema, ...errors },
        },
      },
      async (request) => {
        await resetPassword({ db, mail }, request.body);
        return { success: true as const, message: M.passwordReset };
      },
    );

    app.post(
      '/auth/refresh-token',
      {
        schema: {
          tags: ['auth'],
          summary:
            'Exchange a refresh token for a new access token and a new refresh token (a used one ends the session)',
          body: refreshTokenRequestSchema,
          response: { 200: refreshTokenResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const tokens = await refreshSession({ db, keys }, request.body.refreshToken, request.log);
        return { success: true as const, ...tokens };
      },
    );

    app.post(
      '/auth/logout',
      {
        schema: {
          tags: ['auth'],
          summary: 'End the session of the bearer token and/or of the refresh token given',
          body: logoutRequestSchema.nullish(),
          response: { 200: successMessageSchema, ...errors },
        },
      },
      async (request) => {
        await endSession(
          { db, keys },
          { accessToken: bearerToken(request), refreshToken: request.body?.refreshToken },
        );
        return { success: true as const, message: M.loggedOut };
      },
    );
  };
}
