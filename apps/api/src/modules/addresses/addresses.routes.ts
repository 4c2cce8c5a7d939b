// The address book (docs/behaviour/account.md#addresses, #calls): GET and POST /api/users/addresses, PUT and DELETE
// /api/users/addresses/{id}, signed-in only; every answer is the whole book, default first.
import {
  addressIdParamsSchema,
  addressInputSchema,
  addressListResponseSchema,
  addressSavedResponseSchema,
} from '@haat/domain/addresses/address.schema';
import { apiErrorSchema } from '@haat/domain/http/api-error.schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { currentUser } from '../../http/auth.ts';
import {
  addAddress,
  assertAddressFieldsPresent,
  editAddress,
  listAddresses,
  removeAddress,
} from './addresses.service.ts';

export interface AddressRouteDeps {
  db: Db;
}

const tags = ['addresses'];

/** An address book is one shopper's: never stored by a shared cache. */
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/** Runs before schema validation, so a form with empty fields hears the spec's one message naming them all. */
async function requiredFieldsFirst(request: FastifyRequest): Promise<void> {
  assertAddressFieldsPresent(request.body);
}

export function addressRoutes({ db }: AddressRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/users/addresses',
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          summary: "The shopper's addresses, default first, then newest ('No addresses found' when empty)",
          response: { 200: addressListResponseSchema, 401: apiErrorSchema },
        },
      },
      async (request, reply) => {
        noStore(reply);
        return listAddresses(db, currentUser(request).id);
      },
    );

    app.post(
      '/users/addresses',
      {
        onRequest: app.authenticate,
        preValidation: requiredFieldsFirst,
        schema: {
          tags,
          summary: `Add an address (the first becomes the default; isDefault true moves it), at most 20`,
          body: addressInputSchema,
          response: {
            201: addressSavedResponseSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            422: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        noStore(reply);
        return reply.status(201).send(await addAddress(db, currentUser(request).id, request.body));
      },
    );

    app.put(
      '/users/addresses/:id',
      {
        onRequest: app.authenticate,
        preValidation: requiredFieldsFirst,
        schema: {
          tags,
          summary: 'Replace an address (isDefault true makes it the default)',
          params: addressIdParamsSchema,
          body: addressInputSchema,
          response: {
            200: addressSavedResponseSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        noStore(reply);
        return editAddress(db, currentUser(request).id, request.params.id, request.body);
      },
    );

    app.delete(
      '/users/addresses/:id',
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          summary: 'Delete an address (deleting the default makes the newest remaining one the default)',
          params: addressIdParamsSchema,
          response: {
            200: addressListResponseSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        noStore(reply);
        return removeAddress(db, currentUser(request).id, request.params.id);
      },
    );
  };
}
