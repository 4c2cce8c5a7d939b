// The account area (docs/behaviour/account.md#profile, #profile-setup, #settings, #calls; issue 9), signed-in only:
// POST /api/users/send-profile-otp and verify-profile-otp, PUT /api/users/profile, password and profile-setup,
// and the saved cards (payment-methods.routes.ts).
import {
  sendProfileOtpRequestSchema,
  sendProfileOtpResponseSchema,
  verifyProfileOtpRequestSchema,
} from '@haat/domain/account/profile-change.schema';
import {
  changePasswordRequestSchema,
  passwordChangedResponseSchema,
  profileUpdatedResponseSchema,
  updateProfileRequestSchema,
} from '@haat/domain/account/profile-settings.schema';
import { profileSetupRequestSchema } from '@haat/domain/account/profile-setup.schema';
import { sendOtpErrorSchema } from '@haat/domain/auth/auth.schema';
import { apiErrorSchema } from '@haat/domain/http/api-error.schema';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { currentUser } from '../../http/auth.ts';
import type { AuthKeys } from '../auth/auth-keys.ts';
import { authFormRateLimit } from '../auth/auth-rate-limit.ts';
import type { MailKicker } from '../mail/mail.service.ts';
import { changePassword, completeProfileSetup, updateProfile } from './account.service.ts';
import { sendProfileOtp, verifyProfileOtp } from './contact-change.service.ts';
import { paymentMethodRoutes } from './payment-methods.routes.ts';

export interface AccountRouteDeps {
  db: Db;
  config: Config;
  keys: AuthKeys;
  mail: MailKicker;
  /** The clock; tests pass their own. */
  now?: () => Date;
}

const tags = ['account'];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
  429: apiErrorSchema,
};

/** Account answers are one shopper's: never stored by a shared cache. */
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

export function accountRoutes({
  db,
  config,
  keys,
  mail,
  now = () => new Date(),
}: AccountRouteDeps): FastifyPluginAsyncZod {
  const formLimit = { rateLimit: authFormRateLimit(config) };
  const contactDeps = { db, otpKey: keys.otp, mail, now };
  return async (app) => {
    app.post(
      '/users/send-profile-otp',
      {
        onRequest: app.authenticate,
        config: formLimit,
        schema: {
          tags,
          summary:
            'Send codes for an e-mail and/or phone change: to the new e-mail, the new phone and the current phone (SMS); resend after 60 s',
          body: sendProfileOtpRequestSchema,
          response: { 200: sendProfileOtpResponseSchema, ...errors, 429: sendOtpErrorSchema },
        },
      },
      async (request, reply) => {
        noStore(reply);
        return sendProfileOtp(contactDeps, currentUser(request).id, request.body);
      },
    );

    app.post(
      '/users/verify-profile-otp',
      {
        onRequest: app.authenticate,
        config: formLimit,
        schema: {
          tags,
          summary:
            'Check the codes of the newest change (5 tries, 600 s); all right → the new e-mail/phone is saved and the old ones are told',
          body: verifyProfileOtpRequestSchema,
          response: { 200: profileUpdatedResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        noStore(reply);
        return verifyProfileOtp(contactDeps, currentUser(request).id, request.body);
      },
    );

    app.put(
      '/users/profile',
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          summary:
            'Save the settings profile form: a name change is refused (support only), an e-mail/phone change goes through the OTP flow',
          body: updateProfileRequestSchema,
          response: { 200: profileUpdatedResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        noStore(reply);
        return updateProfile(db, currentUser(request).id, request.body);
      },
    );

    app.put(
      '/users/password',
      {
        onRequest: app.authenticate,
        config: formLimit,
        schema: {
          tags,
          summary:
            'Change the password (current one checked, throttled with sign-in); every other session is signed out',
          body: changePasswordRequestSchema,
          response: { 200: passwordChangedResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        noStore(reply);
        const user = currentUser(request);
        return changePassword(
          { db, mail, now },
          { userId: user.id, sessionId: user.sessionId },
          request.body,
        );
      },
    );

    app.put(
      '/users/profile-setup',
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          summary:
            'Save profile setup: date of birth, gender, preferences, and the address into the book (default when it is empty)',
          body: profileSetupRequestSchema,
          response: { 200: profileUpdatedResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        noStore(reply);
        return completeProfileSetup({ db, mail, now }, currentUser(request).id, request.body);
      },
    );

    await app.register(paymentMethodRoutes({ db, now }));
  };
}
