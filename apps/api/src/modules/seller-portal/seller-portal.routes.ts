// The seller portal's calls under /api/seller-portal (docs/behaviour/seller-portal.md#calls): sign-up codes,
// registration, sign-in and out, the profile, and API keys issued, rotated and revoked by the seller.
import { apiErrorSchema } from '@haat/domain/http/api-error.schema';
import { SELLER_MESSAGES as M } from '@haat/domain/sellers/seller-portal-messages';
import {
  sellerIssuedKeyResponseSchema,
  sellerKeysResponseSchema,
  sellerLoginRequestSchema,
  sellerMeResponseSchema,
  sellerRegisterRequestSchema,
  sellerRevokeKeyParamsSchema,
  sellerSendCodesRequestSchema,
  sellerSessionResponseSchema,
  sellerVerifyCodeRequestSchema,
} from '@haat/domain/sellers/seller-portal.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { authFormRateLimit } from '../auth/auth-rate-limit.ts';
import type { MailKicker } from '../mail/mail.service.ts';
import {
  issueSellerKey,
  listSellerKeys,
  revokeSellerKey,
  rotateSellerKey,
} from '../sellers/seller-keys.service.ts';
import { currentPortalSeller, portalAuthenticator, requireApproved } from './seller-portal-auth.ts';
import { sendSellerCodes, verifySellerCode } from './seller-codes.service.ts';
import { registerSeller, sellerProfile, signInSeller } from './seller-portal.service.ts';
import { revokeSellerSession } from './seller-portal.repository.ts';

export interface SellerPortalDeps {
  db: Db;
  config: Config;
  otpKey: Buffer;
  mail: MailKicker;
}

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
  429: apiErrorSchema,
};
const tags = ['seller-portal'];
const messageSchema = z.object({ success: z.literal(true), message: z.string() });

export function sellerPortalRoutes({ db, config, otpKey, mail }: SellerPortalDeps): FastifyPluginAsyncZod {
  const formLimit = { rateLimit: authFormRateLimit(config) };
  const signInLimit = { rateLimit: authFormRateLimit(config, { signIn: true }) };
  const authenticate = portalAuthenticator(db);
  return async (app) => {
    app.decorateRequest('portalSeller', null);

    app.post(
      '/seller-portal/codes',
      {
        config: formLimit,
        schema: {
          tags,
          summary: 'Send the sign-up codes: one by e-mail, one by SMS',
          body: sellerSendCodesRequestSchema,
          response: { 200: messageSchema, ...errors },
        },
      },
      async (request) => {
        await sendSellerCodes({ db, otpKey, mail }, request.body);
        return { success: true as const, message: M.codesSent };
      },
    );

    app.post(
      '/seller-portal/codes/verify',
      {
        config: formLimit,
        schema: {
          tags,
          summary: 'Check one sign-up code (e-mail or phone)',
          body: sellerVerifyCodeRequestSchema,
          response: { 200: messageSchema, ...errors },
        },
      },
      async (request) => {
        await verifySellerCode({ db, otpKey }, request.body);
        return { success: true as const, message: M.codeVerified };
      },
    );

    app.post(
      '/seller-portal/register',
      {
        config: formLimit,
        schema: {
          tags,
          summary: 'Create the seller, pending review, with both contacts verified; answers a portal session',
          body: sellerRegisterRequestSchema,
          response: { 201: sellerSessionResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { token, sellerId } = await registerSeller(db, request.body);
        reply.code(201);
        return { success: true as const, token, seller: await sellerProfile(db, sellerId) };
      },
    );

    app.post(
      '/seller-portal/login',
      {
        config: signInLimit,
        schema: {
          tags,
          summary: 'Sign in with e-mail or phone and password',
          body: sellerLoginRequestSchema,
          response: { 200: sellerSessionResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { token, sellerId } = await signInSeller(db, request.body.login, request.body.password);
        return { success: true as const, token, seller: await sellerProfile(db, sellerId) };
      },
    );

    app.post(
      '/seller-portal/logout',
      {
        onRequest: authenticate,
        schema: { tags, summary: 'End this portal session', response: { 200: messageSchema, ...errors } },
      },
      async (request) => {
        await revokeSellerSession(db, currentPortalSeller(request).sessionId);
        return { success: true as const, message: 'Signed out' };
      },
    );

    app.get(
      '/seller-portal/me',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: "The seller's profile and review status",
          response: { 200: sellerMeResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        seller: await sellerProfile(db, currentPortalSeller(request).sellerId),
      }),
    );

    app.get(
      '/seller-portal/keys',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: "The seller's API keys, by prefix",
          response: { 200: sellerKeysResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { sellerId } = currentPortalSeller(request);
        const keys = await listSellerKeys(db, sellerId);
        return {
          success: true as const,
          keys: keys.map((k) => ({
            keyPrefix: k.keyPrefix,
            kind: k.kind,
            createdAt: k.createdAt.toISOString(),
            revokedAt: k.revokedAt?.toISOString() ?? null,
          })),
        };
      },
    );

    for (const [path, rotate] of [
      ['/seller-portal/keys', false],
      ['/seller-portal/keys/rotate', true],
    ] as const) {
      app.post(
        path,
        {
          onRequest: authenticate,
          schema: {
            tags,
            summary: rotate
              ? 'A new API key, every earlier key revoked at once (shown once)'
              : 'A new API key beside the others (shown once)',
            response: { 201: sellerIssuedKeyResponseSchema, ...errors },
          },
        },
        async (request, reply) => {
          const { sellerId } = currentPortalSeller(request);
          await requireApproved(db, sellerId);
          const issued = rotate ? await rotateSellerKey(db, sellerId) : await issueSellerKey(db, sellerId);
          reply.code(201);
          return { success: true as const, ...issued };
        },
      );
    }

    app.delete(
      '/seller-portal/keys/:prefix',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: 'Revoke one of the seller’s own keys',
          params: sellerRevokeKeyParamsSchema,
          response: { 200: messageSchema, ...errors },
        },
      },
      async (request) => {
        const { sellerId } = currentPortalSeller(request);
        // Limited to this seller's keys: another seller's prefix is "not found" (docs/behaviour/seller-portal.md#api-keys).
        const { keyPrefix } = await revokeSellerKey(db, request.params.prefix, { sellerId });
        return { success: true as const, message: `Revoked ${keyPrefix}` };
      },
    );
  };
}
