// buildApp: the whole API and web server, registered explicitly (no autoload) so the order is visible.
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerAuth } from './http/auth.ts';
import { answerFrameworkError, registerErrorHandler } from './http/error-handler.ts';
import { registerJsonBodyParser } from './http/json-body.ts';
import { rejectNulCharacters } from './http/nul-characters.ts';
import { openApiTransform } from './http/openapi-document.ts';
import { registerRateLimit } from './http/rate-limit.ts';
import { registerSellerCors } from './http/seller-cors.ts';
import { operatorRoutes } from './modules/operator/operator.routes.ts';
import { devOperatorRoutes } from './modules/operator/dev-operators.routes.ts';
import { OneLineRequestLog } from './http/request-log.ts';
import { recordRoutes } from './http/route-table.ts';
import { loadAuthKeys } from './modules/auth/auth-keys.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { couponRoutes } from './modules/coupons/coupons.routes.ts';
import { checkoutModule, settlePaid } from './modules/checkout/checkout.module.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { createPaymentGateway } from './modules/payments/create-payment-gateway.ts';
import type { PaymentGateway } from './modules/payments/payment-gateway.ts';
import { paymentsModule, RAZORPAY_CSP } from './modules/payments/payments.module.ts';
import { addressRoutes } from './modules/addresses/addresses.routes.ts';
import { shippingRoutes } from './modules/shipping/shipping.routes.ts';
import { geoRoutes } from './modules/geo/geo.routes.ts';
import { invoiceRoutes } from './modules/invoices/invoices.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { imageRoutes } from './modules/images/images.routes.ts';
import { devOutboxRoutes } from './modules/mail/dev-outbox.routes.ts';
import { createMailTransport } from './modules/mail/mail.transports.ts';
import { MailWorker } from './modules/mail/mail.worker.ts';
import { reviewRoutes } from './modules/reviews/reviews.routes.ts';
import { searchRoutes } from './modules/catalog/search/search.routes.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { createSpaPageRenderer } from './modules/seo/spa-page.ts';
import { createRouteChunks } from './modules/web/route-chunks.ts';
import { siteRoutes } from './modules/site/site.routes.ts';
import { devSellerRoutes } from './modules/sellers/dev-sellers.routes.ts';
import { sellerRoutes } from './modules/sellers/sellers.routes.ts';
import { devSellerReviewRoutes } from './modules/seller-portal/dev-seller-review.routes.ts';
import {
  devListingReviewRoutes,
  sellerListingRoutes,
} from './modules/seller-portal/seller-listings.routes.ts';
import { sellerOrderRoutes } from './modules/seller-portal/seller-orders.routes.ts';
import { sellerPortalRoutes } from './modules/seller-portal/seller-portal.routes.ts';
import { sellerCouponRoutes } from './modules/seller-portal/seller-coupons.routes.ts';
import { settlementRoutes } from './modules/settlements/settlements.routes.ts';
import { sellerReturnPolicyRoutes } from './modules/seller-portal/seller-return-policy.routes.ts';
import { sellerUploadRoutes } from './modules/seller-portal/seller-upload.routes.ts';
import { createGuestOrderLookup } from './modules/tracking/tracking.repository.ts';
import { trackingRoutes } from './modules/tracking/tracking.routes.ts';
import { createDatabaseObjectStorage } from './modules/uploads/database-object-storage.ts';
import { uploadRoutes } from './modules/uploads/uploads.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { registerWebApp } from './modules/web/web.routes.ts';
import { returnsRoutes } from './modules/returns/returns.routes.ts';
import { sellerReturnsRoutes } from './modules/returns/seller-returns.routes.ts';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  /** The payment gateway, when not the configured one (the fault tests wrap it to fail, time out and drop answers). */
  paymentGateway?: PaymentGateway;
}

export async function buildApp({
  config,
  database,
  paymentGateway: givenGateway,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.otp', '*.token'],
            // JSON lines for machines by default; `npm run dev` asks for readable lines.
            ...(config.logFormat === 'pretty'
              ? {
                  transport: {
                    target: 'pino-pretty',
                    options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
                  },
                }
              : {}),
          },
    // Fastify's two lines per request at info give way to at most one (http/request-log.ts says why).
    logController: new OneLineRequestLog(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Let us answer malformed URLs and bodies ourselves rather than crash on them.
    routerOptions: { maxParamLength: 500 },
    frameworkErrors: answerFrameworkError,
    // Fastify's 10 s for a plugin to load is a hang detector, not a budget: on two cores shared with builds and
    // browsers, swagger-ui reading its static files took longer and failed the start of a healthy app.
    pluginTimeout: 60_000,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // A list of every route, for the test that holds the OpenAPI document to the server.
  recordRoutes(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Razorpay's checkout.js, its frames and its calls, only when the live gateway is configured.
        scriptSrc: ["'self'", ...(config.razorpay ? RAZORPAY_CSP.scriptSrc : [])],
        connectSrc: ["'self'", ...(config.razorpay ? RAZORPAY_CSP.connectSrc : [])],
        frameSrc: ["'self'", ...(config.razorpay ? RAZORPAY_CSP.frameSrc : [])],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // The same answer as frame-ancestors 'none' for browsers that only know X-Frame-Options.
    frameguard: { action: 'deny' },
    // HSTS only on answers that went out over TLS (RFC 6797 §7.2), set below.
    strictTransportSecurity: false,
  });
  // TLS ends at the reverse proxy in production: request.protocol reads X-Forwarded-Proto when TRUST_PROXY is on.
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
  });
  await app.register(compress, { threshold: 1024 });
  // Seller Central calls the API from its own origin (docs/decisions/0015-seller-portal-origin-and-sessions.md).
  registerSellerCors(app, config.sellerOrigin);
  // The operator console too, from an origin of its own (docs/decisions/0019-operator-console.md), by the same rules.
  registerSellerCors(app, config.operatorOrigin);

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Haat API',
        description:
          'The API of the Haat marketplace storefront. Errors answer { success:false, error, code, field? }.',
        version: '0.1.0',
      },
      servers: [],
    },
    // The zod schemas' JSON Schema, with the error answers every route of a kind gives (http/openapi-document.ts).
    transform: openApiTransform,
  });
  // The docs page loads its scripts from files (no inline script), so the app's CSP above covers it too.
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // The outbox worker delivers queued mail in the background while the server runs (MAIL_WORKER_INTERVAL_MS).
  const mail = new MailWorker(database, await createMailTransport(config, app.log), app.log, {
    intervalMs: config.mailWorkerIntervalMs,
  });
  app.addHook('onReady', async () => mail.start());
  app.addHook('onClose', async () => mail.stop());
  const authKeys = await loadAuthKeys(config);
  // One gateway for the payment and order routes: Razorpay with keys, else the offline test gateway.
  const paymentGateway = givenGateway ?? createPaymentGateway(config, database.db);

  await app.register(
    async (api) => {
      await registerRateLimit(api, config);
      // The API speaks JSON only: a text/plain body is answered 415, not parsed into a string.
      api.removeContentTypeParser('text/plain');
      // An empty JSON body is no body (a DELETE from a client that always sends the header); __proto__ named.
      registerJsonBodyParser(api);
      api.addHook('preValidation', rejectNulCharacters);
      // app.authenticate for every route registered after this line.
      registerAuth(api, { db: database.db, keys: authKeys });
      await api.register(authRoutes({ db: database.db, config, keys: authKeys, mail }));
      await api.register(usersRoutes({ db: database.db, config, keys: authKeys }));
      await api.register(accountRoutes({ db: database.db, config, keys: authKeys, mail }));
      await api.register(healthRoutes(database));
      await api.register(imageRoutes(database, { cacheDir: `${config.dataDir}/image-cache` }));
      await api.register(
        uploadRoutes({
          storage: createDatabaseObjectStorage(database.db),
          config,
          cacheDir: `${config.dataDir}/image-cache`,
        }),
      );
      await api.register(catalogRoutes({ db: database.db, config }));
      await api.register(cartRoutes({ db: database.db }));
      await api.register(wishlistRoutes({ db: database.db }));
      await api.register(searchRoutes({ db: database.db, config }));
      await api.register(siteRoutes(config));
      await api.register(contactRoutes({ db: database.db, config, mail }));
      await api.register(couponRoutes({ db: database.db }));
      await api.register(ordersRoutes({ db: database.db, mail, siteUrl: config.publicUrl }));
      await api.register(checkoutModule({ db: database.db, gateway: paymentGateway, mail, config }));
      const settle = settlePaid(database.db, {
        gateway: paymentGateway,
        mail,
        log: app.log,
        siteUrl: config.publicUrl,
      });
      await api.register(paymentsModule({ db: database.db, gateway: paymentGateway, mail, config, settle }));
      await api.register(addressRoutes({ db: database.db }));
      await api.register(shippingRoutes({ db: database.db }));
      await api.register(geoRoutes({ db: database.db }));
      await api.register(invoiceRoutes({ db: database.db }));
      await api.register(
        trackingRoutes({ config, db: database.db, lookup: createGuestOrderLookup(database.db) }),
      );
      const acceptDevKeys = !config.isProduction; // seeded dev seller keys are derivable (issue 22)
      await api.register(sellerRoutes({ db: database.db, mail, siteUrl: config.publicUrl, acceptDevKeys }));
      await api.register(sellerPortalRoutes({ db: database.db, config, otpKey: authKeys.otp, mail }));
      await api.register(
        sellerListingRoutes({ db: database.db, storage: createDatabaseObjectStorage(database.db) }),
      );
      await api.register(sellerOrderRoutes({ db: database.db, mail, siteUrl: config.publicUrl }));
      await api.register(sellerUploadRoutes({ db: database.db }));
      await api.register(sellerCouponRoutes({ db: database.db }));
      await api.register(sellerReturnPolicyRoutes({ db: database.db }));
      await api.register(settlementRoutes({ db: database.db }));
      await api.register(returnsRoutes({ db: database.db }));
      await api.register(
        sellerReturnsRoutes({ db: database.db, mail, siteUrl: config.publicUrl, acceptDevKeys }),
      );
      await api.register(reviewRoutes({ db: database.db, config }));
      await api.register(operatorRoutes({ db: database.db, config }));
      if (!config.isProduction) await api.register(devSellerRoutes(database.db));
      if (!config.isProduction) await api.register(devSellerReviewRoutes(database.db));
      if (!config.isProduction) await api.register(devListingReviewRoutes(database.db));
      if (!config.isProduction) await api.register(devOutboxRoutes(database.db));
      if (!config.isProduction) await api.register(devOperatorRoutes(database.db));
    },
    { prefix: '/api' },
  );

  // Crawlers' files at the root, and the SPA with each page's head for search engines and link previews.
  await app.register(seoRoutes(database.db));
  await registerWebApp(
    app,
    config.webDistDir,
    createSpaPageRenderer(database.db, createRouteChunks(config.webDistDir)),
    { devPages: !config.isProduction },
  );
  return app;
}
