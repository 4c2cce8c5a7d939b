// PostgreSQL text cannot hold U+0000, so a NUL in a path parameter, query value or JSON body string (or key) would
// reach a query as an error and leave as a 500. Such a request is bad input: it is answered 400 before any handler.
import type { FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@haat/domain/http/api-error.schema';
import { AppError } from './app-error.ts';

/** Parsed JSON, query strings and router params; not a raw body (a Buffer), whose bytes are no text. */
const isParsed = (value: object) => !ArrayBuffer.isView(value) && !(value instanceof ArrayBuffer);

/** The dotted path of the first string or key holding a NUL, '' for the value itself; null when none does. */
export function nulPath(root: unknown): string | null {
  const stack: [unknown, string][] = [[root, '']];
  while (stack.length > 0) {
    const [value, at] = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return at;
    } else if (value && typeof value === 'object' && isParsed(value)) {
      for (const [key, child] of Object.entries(value)) {
        const path = at ? `${at}.${key}` : key;
        if (key.includes('\u0000')) return path;
        stack.push([child, path]);
      }
    }
  }
  return null;
}

/** A preValidation hook of the /api scope. */
export async function rejectNulCharacters(request: FastifyRequest): Promise<void> {
  for (const part of [request.params, request.query, request.body]) {
    const at = nulPath(part);
    if (at !== null) {
      throw new AppError({
        status: 400,
        code: ERROR_CODES.validation,
        message: 'The request contains a NUL character',
        field: at || undefined,
      });
    }
  }
}
