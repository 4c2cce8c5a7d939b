// One error handler: every failure leaves as { success:false, error, code, field? }; client input never
// causes a 500, and unknown errors are logged in full but answered generically.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ERROR_CODES, type ApiError } from '@haat/domain/http/api-error.schema';
import { MESSAGES } from '@haat/domain/validation/messages';
import { isDatabaseUnavailable } from '../db/database-unavailable.ts';
import { AppError } from './app-error.ts';
import { answerDatabaseUnavailable } from './database-unavailable-answer.ts';

/** Fastify's own client-error codes and how we answer them. */
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: ERROR_CODES.badRequest, message: MESSAGES.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: ERROR_CODES.badRequest,
    message: 'The request body is empty but Content-Type is application/json',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: ERROR_CODES.unsupportedMediaType,
    message: 'Unsupported Content-Type: send application/json',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: ERROR_CODES.badRequest,
    message: 'Content-Length does not match the body',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: ERROR_CODES.payloadTooLarge,
    message: 'The request body is too large',
  },
};

/** zod's own wording ("Invalid input: expected string, received undefined") is for developers, not shoppers. */
const ZOD_MISSING = /^Invalid input: expected \w+, received undefined$/;
const ZOD_DEFAULT = /^Invalid input/;

function validationMessage(
  message: string | undefined,
  field: string | undefined,
  context: string | undefined,
): string {
  if (!field) {
    return context === 'body' || context === undefined
      ? 'The request body must be a JSON object'
      : `Invalid ${context}`;
  }
  if (message && !ZOD_DEFAULT.test(message)) return message;
  const label = fieldLabel(field);
  return message && ZOD_MISSING.test(message) ? `${label} is required` : `${label} is invalid`;
}

/** 'shippingAddress.postalCode' → 'Postal code'. */
function fieldLabel(field: string): string {
  const last =
    field
      .split('.')
      .filter((part) => !/^\d+$/.test(part))
      .pop() ?? field;
  const words = last
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function body(error: string, code: string, field?: string): ApiError {
  return field ? { success: false, error, code, field } : { success: false, error, code };
}

/**
 * The `frameworkErrors` option of Fastify: its router answers a URL it cannot decode (FST_ERR_BAD_URL) or a path
 * parameter over maxParamLength (FST_ERR_MAX_PARAM_LENGTH) before any route or error handler runs, in a shape of
 * its own; this keeps those answers in the API's one error shape.
 */
export function answerFrameworkError(err: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
  if (status === 500) request.log.error({ err }, 'router error');
  const message =
    err.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'The address of the request is too long'
      : status === 500
        ? MESSAGES.somethingWentWrong
        : 'The address of the request is malformed';
  void reply
    .status(status)
    .send(body(message, status === 500 ? ERROR_CODES.internal : ERROR_CODES.badRequest));
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      if (err.extras.headers) reply.headers(err.extras.headers);
      return reply
        .status(err.statusCode)
        .send({ ...err.extras.details, ...body(err.message, err.code, err.field) });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || undefined;
      const message = validationMessage(first?.message, field, err.validationContext);
      return reply.status(400).send(body(message, ERROR_CODES.validation, field));
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, issues: err.cause.issues }, 'response does not match its schema');
      return reply.status(500).send(body(MESSAGES.somethingWentWrong, ERROR_CODES.internal));
    }
    const known = err.code ? FASTIFY_CLIENT_ERRORS[err.code] : undefined;
    if (known) return reply.status(known.status).send(body(known.message, known.code));
    if (err.statusCode === 429) {
      return reply.status(429).send(body(MESSAGES.rateLimited, ERROR_CODES.rateLimited));
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.status(err.statusCode).send(body(err.message, err.code ?? ERROR_CODES.badRequest));
    }
    if (isDatabaseUnavailable(err)) {
      // An outage, not a fault of this request: clients may retry, and the pool reconnects by itself.
      request.log.warn({ err }, 'database unavailable');
      return answerDatabaseUnavailable(request, reply);
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(body(MESSAGES.somethingWentWrong, ERROR_CODES.internal));
  });
}
