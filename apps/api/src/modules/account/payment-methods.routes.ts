// Saved cards (docs/behaviour/account.md#saved-cards, #calls): GET and POST /api/users/payment-methods, DELETE
// /api/users/payment-methods/{id}, PUT /api/users/payment-methods/{id}/default; every answer is the whole list.
import {
  createPaymentMethodRequestSchema,
  paymentMethodIdParamsSchema,
  paymentMethodsResponseSchema,
} from '@haat/domain/account/payment-method.schema';
import { apiErrorSchema } from '@haat/domain/http/api-error.schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { currentUser } from '../../http/auth.ts';
import {
  addCard,
  listCards,
  refuseCardNumbers,
  removeCard,
  setDefaultCard,
} from './payment-methods.service.ts';

const tags = ['account'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 422: apiErrorSchema };
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/** Before validation: zod would strip an unknown `cardNumber` key and the card number would pass unnoticed. */
async function noCardNumbers(request: FastifyRequest): Promise<void> {
  refuseCardNumbers(request.body);
}

export function paymentMethodRoutes({ db, now }: { db: Db; now: () => Date }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/users/payment-methods',
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          summary: "The shopper's saved cards (brand, last 4, expiry, token), default first",
          response: { 200: paymentMethodsResponseSchema, 401: apiErrorSchema },
        },
      },
      async (request, reply) => {
        noStore(reply);
        return listCards(db, currentUser(request).id);
      },
    );

    app.post(
      '/users/payment-methods',
      {
        onRequest: app.authenticate,
        preValidation: noCardNumbers,
        schema: {
          tags,
          summary:
            'Save a card by brand and last 4 digits (a body holding a full card number anywhere is refused); at most 10',
          body: createPaymentMethodRequestSchema,
          response: { 201: paymentMethodsResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        noStore(reply);
        return reply.status(201).send(await addCard({ db, now }, currentUser(request).id, request.body));
      },
    );

    app.delete(
      '/users/payment-methods/:id',
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          summary: 'Remove a saved card (removing the default makes the newest remaining one the default)',
          params: paymentMethodIdParamsSchema,
          response: { 200: paymentMethodsResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        noStore(reply);
        return removeCard(db, currentUser(request).id, request.params.id);
      },
    );

    app.put(
      '/users/payment-methods/:id/default',
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          summary: 'Make a saved card the default',
          params: paymentMethodIdParamsSchema,
          response: { 200: paymentMethodsResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        noStore(reply);
        return setDefaultCard(db, currentUser(request).id, request.params.id);
      },
    );
  };
}
