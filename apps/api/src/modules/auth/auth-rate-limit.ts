// The per-IP limit of the account forms (AUTH_RATE_LIMIT_*), counted per route by @fastify/rate-limit (in Redis
// when REDIS_URL is set). request.ip honours X-Forwarded-For only when TRUST_PROXY is on.
import { AUTH_ERROR_CODES, AUTH_MESSAGES } from '@haat/domain/auth/auth-messages';
import type { Config } from '../../config.ts';
import { AppError } from '../../http/app-error.ts';

export function authFormRateLimit(config: Pick<Config, 'authRateLimit'>, { signIn = false } = {}) {
  return {
    max: config.authRateLimit.max,
    timeWindow: config.authRateLimit.windowMs,
    // Sign-in says what the login page shows for a throttle; other forms keep the generic rate-limit text.
    ...(signIn
      ? {
          errorResponseBuilder: () =>
            new AppError({
              status: 429,
              code: AUTH_ERROR_CODES.tooManyAttempts,
              message: AUTH_MESSAGES.tooManyAttempts,
            }),
        }
      : {}),
  };
}
