// One log line per request at most. Fastify's own request logging writes two lines a request at info ("incoming
// request", "request completed"); this controller writes one short line when a request ends: at debug, at info when
// the answer took a second or more, at error when the answer failed mid-way.
// Why not every request at info: one page of the store is 20–40 requests (scripts, styles, images, API calls), so
// the start-up lines, warnings and errors drowned in access lines, and in production the reverse proxy in front of
// the instances keeps the access log (README "Running in production"). Failures are logged by the error handler
// with their request id at any level; LOG_LEVEL=debug brings back one line for every request. Fastify's other
// lines (stream errors, a 503 while closing) stay as they are.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** Slower answers are logged at info: the ones worth an operator's look without turning on debug. */
export const SLOW_REQUEST_MS = 1000;

export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const ms = Math.round(reply.elapsedTime);
    const line = `${request.method} ${request.url} ${reply.statusCode} ${ms} ms`;
    if (error) reply.log.error({ err: error, statusCode: reply.statusCode, ms }, `${line} (failed)`);
    else if (ms >= SLOW_REQUEST_MS) reply.log.info({ statusCode: reply.statusCode, ms }, `${line} (slow)`);
    else reply.log.debug({ statusCode: reply.statusCode, ms }, line);
  }
}
