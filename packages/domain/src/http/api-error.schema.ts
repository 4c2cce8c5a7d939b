// The one error body every API failure answers with (docs/architecture.md#one-error-body).
import { z } from 'zod';

export const apiErrorSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  code: z.string(),
  field: z.string().optional(),
});

export type ApiError = z.infer<typeof apiErrorSchema>;

export const ERROR_CODES = {
  validation: 'VALIDATION_FAILED',
  notFound: 'NOT_FOUND',
  rateLimited: 'RATE_LIMITED',
  internal: 'INTERNAL_ERROR',
  badRequest: 'BAD_REQUEST',
  idempotencyConflict: 'IDEMPOTENCY_KEY_REUSED',
  idempotencyInProgress: 'IDEMPOTENCY_REQUEST_IN_PROGRESS',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  orderNotFound: 'ORDER_NOT_FOUND',
  serviceUnavailable: 'SERVICE_UNAVAILABLE',
} as const;
