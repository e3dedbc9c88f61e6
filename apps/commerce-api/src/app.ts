import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { DEFAULT_SHOP_URL, imagesDir, uploadsDir } from './config';
import type { Database } from './db/client';
import { installErrorHandling, sendError } from './http/errors';
import { documentRoutesByDefault, openApiDocument, transformDocument } from './http/openapi';
import { lookupGuard, type RateLimits, rateLimitsFromEnv } from './http/rate-limit';
import { installSecurityHeaders, withSecurityHeaders } from './http/security-headers';
import { accountDataRoutes } from './modules/accounts/account-data-routes';
import { adminUserRoutes } from './modules/accounts/admin-routes';
import { authSecret, createAuth } from './modules/accounts/auth';
import { type HostedSignIn, readHostedSignIn } from './modules/accounts/hosted-sign-in';
import { accountRoutes } from './modules/accounts/routes';
import { sessionReader } from './modules/accounts/session-user';
import { type BackupSource, backupRoutes } from './modules/backup/routes';
import { payLinkRoutes } from './modules/balances/routes';
import { diskPhotoStore, type PhotoStore } from './modules/builds/photo-store';
import { buildRoutes } from './modules/builds/routes';
import { cartRoutes } from './modules/cart/routes';
import { catalogueRoutes } from './modules/catalogue/routes';
import { checkoutContactRoutes } from './modules/checkout/contact-routes';
import { checkoutRoutes } from './modules/checkout/routes';
import { embeddedTaxService, type TaxService } from './modules/checkout/tax';
import { cspReportRoutes } from './modules/csp-reports/routes';
import { garageRoutes } from './modules/garage/routes';
import { healthRoutes } from './modules/health/routes';
import { identityRoutes } from './modules/identity/routes';
import { diskRasterImages, type RasterImages } from './modules/images/raster';
import { imageRoutes } from './modules/images/routes';
import { newsletterRoutes } from './modules/newsletter/routes';
import { orderControlsRoutes } from './modules/order-controls/routes';
import { fulfilmentRoutes } from './modules/orders/fulfilment-routes';
import {
  type CapturePort,
  type RefundPort,
  recordOnlyCaptures,
  recordOnlyRefunds,
} from './modules/orders/refund-port';
import { orderRoutes } from './modules/orders/routes';
import { outboxRoutes } from './modules/outbox/routes';
import { type CheckoutDetailsSource, storedCheckoutDetails } from './modules/payments/checkout-details';
import { providerPayments } from './modules/payments/provider-port';
import { createProviderRegistry, type ProviderRegistry } from './modules/payments/providers/registry';
import { braintreeClientRoutes, paymentRoutes, paymentWebhookRoutes } from './modules/payments/routes';
import { productRoutes } from './modules/products/routes';
import { recommendationRoutes } from './modules/recommendations/routes';
import { sitemapRoutes } from './modules/sitemap/routes';
import { vehicleRoutes } from './modules/vehicles/routes';
import { vinRoutes } from './modules/vin/routes';
import { vitalsRoutes } from './modules/vitals/routes';

/** Largest accepted request body; the biggest legitimate one (20 cart entries) is far below it. */
export const BODY_LIMIT = 64 * 1024;

/** What the app needs from its host. */
export interface AppOptions {
  /** The migrated database. */
  db: Database;
  /** Fastify logger settings; off by default (tests). */
  logger?: FastifyServerOptions['logger'];
  /** Public address of the storefront, for links in e-mails (default: the local storefront). */
  shopUrl?: string;
  /**
   * Serve `GET /outbox` (the e-mails written); default: unless NODE_ENV is production, which must not show them, or
   * when OUTBOX_ROUTES=on (the journeys run the built shop and open the links of their own e-mails).
   */
  exposeOutbox?: boolean;
  /** Serve `GET /admin/backup` from this source (the server on a PGlite data folder); default: no such route. */
  backup?: BackupSource;
  /**
   * Serve the loopback admin routes `users:admin` uses while the API holds the data folder, with this token (the
   * holder file's); default: no such routes.
   */
  adminToken?: string | undefined;
  /**
   * Serve the `/fulfilment` warehouse moves used by `orders:fulfil`; default: unless NODE_ENV is production, or when
   * FULFILMENT_ROUTES=on (the journeys run the built shop and move their own demo orders).
   */
  exposeFulfilment?: boolean;
  /** The payment providers; without them the payment routes answer 400 PROVIDER_NOT_AVAILABLE (tests of other parts). */
  providers?: ProviderRegistry;
  /** Affirm's public key for the checkout object (default: AFFIRM_PUBLIC_KEY). */
  affirmPublicKey?: string | undefined;
  /** Where the payment step reads the contacts, shipping and tax of a checkout (default: as the checkout stored them). */
  checkoutDetails?: CheckoutDetailsSource;
  /** Where refunds of cancelled and returned orders go; default: the providers, or recorded without one. */
  refunds?: RefundPort;
  /** Where the capture at shipping goes; default: the providers, or recorded without one. */
  captures?: CapturePort;
  /** Limits of the rate-limited routes (default: DEFAULT_RATE_LIMITS with the RATE_LIMIT_<BUCKET> variables). */
  rateLimits?: RateLimits;
  /** Secret the shop sends in `x-shop-secret` to have its `x-client-ip` believed; without one, loopback peers are. */
  shopSecret?: string | undefined;
  /** The secret signing session cookies and verification links (default: AUTH_SECRET; required in production). */
  authSecret?: string;
  /** The hosted sign-in service (OpenID Connect; default: from `OIDC_ISSUER` and friends, off when unset). */
  hostedSignIn?: HostedSignIn | undefined;
  /** Estimates the sales tax of the order summary (default: the embedded per-state table). */
  taxService?: TaxService;
  /** Where build photos are kept (default: the local disk under UPLOADS_DIR, beside the data folder). */
  photoStore?: PhotoStore;
  /** Where raster originals and their variants are kept (default: the local disk under IMAGES_DIR). */
  rasterImages?: RasterImages;
}

/** Builds the commerce API with every route registered, ready for `inject` or `listen`. */
export async function buildApp({
  db,
  logger = false,
  shopUrl = DEFAULT_SHOP_URL,
  exposeOutbox = process.env.NODE_ENV !== 'production' || process.env.OUTBOX_ROUTES === 'on',
  backup,
  adminToken,
  exposeFulfilment = process.env.NODE_ENV !== 'production' || process.env.FULFILMENT_ROUTES === 'on',
  providers,
  checkoutDetails,
  affirmPublicKey = process.env.AFFIRM_PUBLIC_KEY || undefined,
  refunds = providers ? providerPayments(db, providers) : recordOnlyRefunds,
  captures = providers ? providerPayments(db, providers) : recordOnlyCaptures,
  rateLimits = rateLimitsFromEnv(),
  shopSecret = process.env.SHOP_API_SECRET || undefined,
  taxService = embeddedTaxService,
  authSecret: secret = authSecret(),
  photoStore = diskPhotoStore(uploadsDir()),
  rasterImages = diskRasterImages(imagesDir()),
  hostedSignIn = readHostedSignIn(),
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT,
    // Query strings and headers are validated by zod; Fastify only needs to hand them over.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // A path the router refuses (bad encoding, an over-long segment) gets the one error body too.
    frameworkErrors: (error, request, reply) =>
      sendError(error, request, withSecurityHeaders(request, reply)),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  installSecurityHeaders(app);

  // Only JSON bodies are accepted; anything else is answered with 415.
  app.removeAllContentTypeParsers();
  // An empty JSON body counts as no body, so bodyless DELETEs with a JSON content type still work.
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: BODY_LIMIT },
    (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      jsonParser(request, text, done);
    },
  );

  documentRoutesByDefault(app);
  await app.register(fastifySwagger, {
    openapi: openApiDocument,
    transform: jsonSchemaTransform,
    transformObject: transformDocument,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' });

  await app.register(healthRoutes);
  await app.register(identityRoutes, { db });
  const guard = lookupGuard(rateLimits, shopSecret);
  const auth = createAuth(db, { shopUrl, secret, hosted: hostedSignIn });
  const sessionUser = sessionReader(auth);
  await app.register(accountRoutes, { db, auth, shopUrl, shopSecret, guard });
  await app.register(garageRoutes, { db, auth, shopUrl });
  await app.register(buildRoutes, { db, auth, photos: photoStore, shopUrl });
  await app.register(vehicleRoutes, { db });
  await app.register(vinRoutes, { db });
  await app.register(catalogueRoutes, { db, guard });
  await app.register(productRoutes, { db });
  await app.register(orderControlsRoutes, { db });
  await app.register(recommendationRoutes, { db });
  await app.register(sitemapRoutes, { db });
  const pricing = { tax: taxService };
  await app.register(cartRoutes, { db, pricing, shopUrl, auth });
  await app.register(checkoutRoutes, { db, guard, pricing });
  await app.register(checkoutContactRoutes, { db, pricing, shopUrl });
  await app.register(orderRoutes, { db, guard, refunds });
  const registry = providers ?? createProviderRegistry();
  const paymentDeps = {
    db,
    providers: registry,
    checkoutDetails: checkoutDetails ?? storedCheckoutDetails(pricing),
    shopUrl,
  };
  await app.register(paymentRoutes, { ...paymentDeps, affirmPublicKey, sessionUser });
  await app.register(accountDataRoutes, {
    db,
    auth,
    sessionUser,
    providers: registry,
    photos: photoStore,
    shopUrl,
  });
  await app.register(payLinkRoutes, { ...paymentDeps, guard });
  await app.register(braintreeClientRoutes, { providers: registry });
  await app.register(paymentWebhookRoutes, { db, providers: registry, shopUrl });
  if (exposeFulfilment) await app.register(fulfilmentRoutes, { db, refunds, captures, shopUrl });
  await app.register(imageRoutes, { photos: photoStore, raster: rasterImages });
  await app.register(newsletterRoutes, { db, shopUrl, guard });
  await app.register(cspReportRoutes, { guard });
  await app.register(vitalsRoutes, { db, guard });
  if (exposeOutbox) await app.register(outboxRoutes, { db });
  if (backup) await app.register(backupRoutes, backup);
  if (adminToken) await app.register(adminUserRoutes, { db, token: adminToken });
  await app.ready();
  return app;
}

/** The OpenAPI document as committed in `openapi.json` (stable key order, trailing newline). */
export function openApiText(app: FastifyInstance): string {
  return `${JSON.stringify(app.swagger(), null, 2)}\n`;
}
