// Rate limits for the API: in-memory on one process (the embedded default), shared in Redis when REDIS_URL
// is set so that every instance behind a load balancer counts the same client once.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config.ts';

export async function registerRateLimit(app: FastifyInstance, config: Config): Promise<void> {
  let redis: Redis | undefined;
  if (config.redisUrl) {
    const { Redis: RedisClient } = await import('ioredis');
    redis = new RedisClient(config.redisUrl, {
      connectTimeout: 500,
      maxRetriesPerRequest: 1,
      lazyConnect: false,
    });
    // ioredis reconnects by itself; without a listener each failed attempt is printed as an unhandled error.
    redis.on('error', (err: Error) =>
      app.log.warn({ err }, 'Redis for rate limits is unreachable; not limiting'),
    );
    app.addHook('onClose', async () => {
      await redis?.quit();
    });
  }
  // A request whose connection closed before it was routed has no address (request.ip is undefined), which the
  // plugin's key generator cannot read: it threw, and the server logged a 500 for a client already gone. Such a
  // request has no one to answer, so it ends here.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.ip === undefined && request.raw.socket?.destroyed !== false) {
      reply.hijack();
      request.raw.destroy();
      return;
    }
    done();
  });
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimit.max,
    timeWindow: config.rateLimit.windowMs,
    ...(redis ? { redis, nameSpace: `${config.redisKeyPrefix}haat-rl:`, skipOnError: true } : {}),
  });
}
