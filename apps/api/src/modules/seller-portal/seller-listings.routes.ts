// Seller Central's catalogue calls under /api/seller-portal/listings (docs/behaviour/seller-portal.md#listings):
// the seller's own product groups only, for an approved seller; and the operator's listing review from the dev
// tools until the operator console (issue 30).
import { apiErrorSchema } from '@haat/domain/http/api-error.schema';
import {
  listingResponseSchema,
  listingsResponseSchema,
  listingWriteRequestSchema,
  variantPatchRequestSchema,
} from '@haat/domain/sellers/listing.schema';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { ObjectStorage } from '../uploads/object-storage.ts';
import { readReviewImages, REVIEW_IMAGES_MULTIPART_LIMITS } from '../uploads/review-images.multipart.ts';
import { addVariantPhotos, ownVariant, removeVariantPhoto } from './seller-photos.service.ts';
import {
  currentPortalSeller,
  portalAuthenticator,
  requireApproved,
  requireListingAllowed,
} from './seller-portal-auth.ts';
import {
  createListing,
  patchVariant,
  reviewListing,
  sellerListing,
  sellerListings,
  submitListing,
  updateListing,
} from './seller-listings.service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const tags = ['seller-portal'];
const groupParams = z.object({ groupId: z.string().min(1).max(40) });
const ok = z.object({ success: z.literal(true) });
const created = z.object({ success: z.literal(true), groupId: z.string() });

const picturesResponse = z.object({
  success: z.literal(true),
  images: z.array(z.object({ url: z.string(), alt: z.string() })),
});

export function sellerListingRoutes({
  db,
  storage,
}: {
  db: Db;
  storage: ObjectStorage;
}): FastifyPluginAsyncZod {
  const authenticate = portalAuthenticator(db);
  /** Signed in and approved: the seller acting on the marketplace. */
  const approvedSeller = async (request: Parameters<ReturnType<typeof portalAuthenticator>>[0]) => {
    const { sellerId } = currentPortalSeller(request);
    await requireApproved(db, sellerId);
    return sellerId;
  };
  /** Approved and not suspended: the seller changing what they list (docs/behaviour/seller-portal.md#suspension). */
  const listingSeller = async (request: Parameters<ReturnType<typeof portalAuthenticator>>[0]) => {
    const { sellerId } = currentPortalSeller(request);
    await requireListingAllowed(db, sellerId);
    return sellerId;
  };
  return async (app) => {
    await app.register(multipart, { limits: REVIEW_IMAGES_MULTIPART_LIMITS });

    app.post(
      '/seller-portal/variants/:id/photos',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary:
            'Add 1-3 photos to a variant (multipart field reviewImages): JPEG or PNG by their bytes, each at most 5 MB, ' +
            're-encoded without metadata; at most 8 a variant; the first replaces the drawn pictures',
          consumes: ['multipart/form-data'],
          params: z.object({ id: z.string().min(1).max(40) }),
          response: {
            201: picturesResponse,
            ...errors,
            413: apiErrorSchema,
            415: apiErrorSchema,
            422: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const sellerId = await listingSeller(request);
        await ownVariant(db, sellerId, request.params.id);
        const photos = await readReviewImages(request);
        const images = await addVariantPhotos(db, storage, sellerId, request.params.id, photos);
        return reply.status(201).send({ success: true as const, images });
      },
    );

    app.delete(
      '/seller-portal/variants/:id/photos/:index',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary:
            "Remove one of a variant's photos (by its place, from 0); without photos the drawn pictures return",
          params: z.object({ id: z.string().min(1).max(40), index: z.coerce.number().int().min(0).max(100) }),
          response: { 200: picturesResponse, ...errors },
        },
      },
      async (request) => {
        const sellerId = await listingSeller(request);
        return {
          success: true as const,
          images: await removeVariantPhoto(db, sellerId, request.params.id, request.params.index),
        };
      },
    );

    app.get(
      '/seller-portal/listings',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: "The seller's listings",
          response: { 200: listingsResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        listings: await sellerListings(db, await approvedSeller(request)),
      }),
    );

    app.post(
      '/seller-portal/listings',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: 'A new listing: a product group with its variants, as a draft or submitted for review',
          body: listingWriteRequestSchema,
          response: { 201: created, ...errors },
        },
      },
      async (request, reply) => {
        const sellerId = await listingSeller(request);
        const groupId = await createListing(db, sellerId, request.body.listing, request.body.submit);
        reply.code(201);
        return { success: true as const, groupId };
      },
    );

    app.get(
      '/seller-portal/listings/:groupId',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: 'One of the seller’s listings with every field',
          params: groupParams,
          response: { 200: listingResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        listing: await sellerListing(db, await approvedSeller(request), request.params.groupId),
      }),
    );

    app.put(
      '/seller-portal/listings/:groupId',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary:
            'Rewrite a draft or rejected listing (variants by id kept, new ones added, missing ones removed)',
          params: groupParams,
          body: listingWriteRequestSchema,
          response: { 200: ok, ...errors },
        },
      },
      async (request) => {
        const sellerId = await listingSeller(request);
        await updateListing(db, sellerId, request.params.groupId, request.body.listing, request.body.submit);
        return { success: true as const };
      },
    );

    app.post(
      '/seller-portal/listings/:groupId/submit',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: 'Send a draft or rejected listing for review',
          params: groupParams,
          response: { 200: ok, ...errors },
        },
      },
      async (request) => {
        await submitListing(db, await listingSeller(request), request.params.groupId);
        return { success: true as const };
      },
    );

    app.patch(
      '/seller-portal/variants/:id',
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: 'Price, MRP and stock of one variant, in place',
          params: z.object({ id: z.string().min(1).max(40) }),
          body: variantPatchRequestSchema,
          response: { 200: ok, ...errors },
        },
      },
      async (request) => {
        await patchVariant(db, await listingSeller(request), request.params.id, request.body);
        return { success: true as const };
      },
    );
  };
}

/** POST /api/dev/listings/{groupId}/review: the operator's listing review outside production. */
export function devListingReviewRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/dev/listings/:groupId/review',
      {
        schema: {
          tags: ['dev'],
          summary: 'Approve or reject a listing waiting for review (not in production)',
          params: groupParams,
          body: z.object({ approve: z.boolean(), reason: z.string().max(500).optional() }),
          response: { 200: ok, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request) => {
        const { approve, reason } = request.body;
        await reviewListing(
          db,
          request.params.groupId,
          approve ? { approve: true } : { approve: false, reason: reason ?? '' },
        );
        return { success: true as const };
      },
    );
  };
}
