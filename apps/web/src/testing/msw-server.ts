// The API as the web tests see it: one MSW server (node interceptors) whose answers are built through the
// domain's zod contracts, so a handler can never answer what the real API could not. Each test file adds the
// handlers it needs with server.use(...); setup-dom.ts starts the server and resets it after every test.
import { HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import type { z } from 'zod';
import { apiErrorSchema } from '@haat/domain/http/api-error.schema';

export const server = setupServer();

/** The full path of an API endpoint as the client sends it (base /api, relative to the page's origin). */
export const apiPath = (path: string) => `/api${path}`;

/** A 2xx answer: the fixture is parsed through the endpoint's response schema first, so it is the contract's. */
export function contractJson<S extends z.ZodType>(schema: S, fixture: z.input<S>, init?: ResponseInit) {
  return HttpResponse.json(schema.parse(fixture) as JsonBodyType, init);
}

/**
 * The API's error body (docs/architecture.md#one-error-body): HTTP status + { success: false, error, code, field? }.
 */
export function contractError(status: number, error: string, code: string, field?: string) {
  return HttpResponse.json(
    apiErrorSchema.parse({ success: false, error, code, ...(field ? { field } : {}) }) as JsonBodyType,
    { status },
  );
}

/**
 * The request's JSON body, which must be what the endpoint's request schema accepts: a client that sends
 * something the API would refuse fails its test (the console guard reports it) instead of passing on a lenient mock.
 */
export async function contractBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  const body: unknown = await request.clone().json();
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const message = `Request off the contract: ${request.method} ${new URL(request.url).pathname} ${JSON.stringify(parsed.error.issues)}`;
    console.error(message);
    throw new Error(message);
  }
  return parsed.data;
}
