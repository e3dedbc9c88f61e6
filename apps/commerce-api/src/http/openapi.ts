import type { FastifyDynamicSwaggerOptions, SwaggerTransformObject } from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from '../modules/accounts/auth';
import { errorBodySchema } from './schemas';

// What every operation of the OpenAPI document gets without its route saying so, so that a generated client and a
// linter (`redocly lint`, recommended rules) read the contract as the API behaves: a name, a security requirement
// and every error status the framework itself can answer.

/** The session cookie as an OpenAPI security scheme (the name operations refer to). */
export const SESSION_SCHEME = 'session';

/** A call that needs no credentials. */
export const PUBLIC: Record<string, string[]>[] = [];
/** A call that needs the signed-in shopper's session cookie. */
export const SESSION_REQUIRED: Record<string, string[]>[] = [{ [SESSION_SCHEME]: [] }];
/** A call that works without a session and reads one when sent (a wishlist, one's own unpublished builds). */
export const SESSION_OPTIONAL: Record<string, string[]>[] = [{}, { [SESSION_SCHEME]: [] }];

/** The document's fixed parts: what it is, where it is served, its tags and its one security scheme. */
export const openApiDocument: FastifyDynamicSwaggerOptions['openapi'] = {
  openapi: '3.1.0',
  info: {
    title: 'fitkit commerce API',
    description:
      'Catalogue, fitment, product, cart, checkout and order service of the fitkit storefront kit.',
    version: '0.1.0',
    license: { name: 'MIT', identifier: 'MIT' },
  },
  servers: [
    { url: '/api', description: 'Through the shop, as browsers reach it' },
    { url: 'http://127.0.0.1:3001', description: 'The API itself as `pnpm start` runs it (API_PORT)' },
  ],
  tags: [
    { name: 'health', description: 'Liveness of the service' },
    { name: 'identity', description: "The shopper's permanent id, made on the server" },
    {
      name: 'account',
      description: 'Shopper accounts: sign-up, sign-in, session, garage, addresses, cards, orders',
    },
    { name: 'fitment', description: 'Vehicles: the year/make/model cascade and VIN decoding' },
    { name: 'search', description: 'Search suggestions and redirects' },
    {
      name: 'catalogue',
      description: 'Listings of products, categories and brands, filtered by the chosen vehicle',
    },
    { name: 'product', description: 'Product pages, their option controls and recommendations' },
    { name: 'cart', description: 'Carts and wishlists of a shopper (permId), shared carts' },
    {
      name: 'checkout',
      description: 'Contacts, addresses, shipping methods, coupons and gift cards of a checkout',
    },
    { name: 'payments', description: 'Payment methods, pay links of balances and the providers’ webhooks' },
    { name: 'orders', description: 'Order status, changes, cancellations, returns, receipts and tracking' },
    { name: 'images', description: 'Resized product and build pictures' },
    { name: 'builds', description: "Customers' vehicle builds with photos, and their moderation" },
    { name: 'seo', description: 'Sitemaps' },
    { name: 'newsletter', description: 'Newsletter subscriptions' },
    { name: 'security', description: 'Content-Security-Policy violation reports from browsers' },
  ],
  components: {
    securitySchemes: {
      [SESSION_SCHEME]: {
        type: 'apiKey',
        in: 'cookie',
        name: SESSION_COOKIE,
        description: 'The session cookie set by signing in (HttpOnly, signed)',
      },
    },
  },
};

/** `GET /cart/:permId/items` → `getCartByPermIdItems`: unique as method and path are, stable as the path is. */
export function defaultOperationId(method: string, url: string): string {
  const words = url
    .split('/')
    .filter(Boolean)
    .map((segment) =>
      segment.startsWith(':')
        ? `By${capitalise(segment.slice(1))}`
        : segment === '*'
          ? 'Rest'
          : capitalise(segment),
    );
  return `${method.toLowerCase()}${words.join('')}`;
}

function capitalise(segment: string): string {
  return segment
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');
}

type RouteSchema = NonNullable<RouteOptions['schema']> & {
  operationId?: string;
  security?: Record<string, string[]>[];
  response?: Record<string | number, unknown>;
  hide?: boolean;
};

/**
 * The error statuses Fastify and our hooks answer before a handler runs: 400 for input that fails its schema or
 * is not JSON, 404 and 414 for a path id that names nothing or is too long, 413 and 415 for a body over the limit
 * or not JSON.
 */
export function frameworkStatuses(method: string, url: string, schema: RouteSchema): number[] {
  const statuses: number[] = [];
  const hasBody = !['GET', 'HEAD'].includes(method);
  const hasInput = Boolean(schema.params || schema.querystring || schema.body || schema.headers);
  if (hasInput || hasBody) statuses.push(400);
  if (url.includes(':')) statuses.push(404, 414);
  if (hasBody) statuses.push(413, 415);
  return statuses;
}

/**
 * Fills in what each documented route leaves out: an operationId, a security requirement (the session cookie when it
 * can answer 401, none otherwise) and the error body for every status the framework can answer. Register it before
 * the routes: it applies to every route added after it, in every plugin.
 */
export function documentRoutesByDefault(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const schema = route.schema as RouteSchema | undefined;
    if (!schema || schema.hide) return;
    const methods = [route.method].flat().filter((m) => m !== 'HEAD');
    if (methods.length !== 1) return;
    const method = methods[0]!;
    // A new schema object: routes may share one (a spread of common parts), and each needs its own operationId.
    const response: Record<string | number, unknown> = { ...schema.response };
    for (const status of frameworkStatuses(method, route.url, schema)) response[status] ??= errorBodySchema;
    route.schema = {
      ...schema,
      operationId: schema.operationId ?? defaultOperationId(method, route.url),
      security: schema.security ?? (401 in response ? SESSION_REQUIRED : PUBLIC),
      response,
    } satisfies RouteSchema;
  });
}

/**
 * The zod transform of the whole document, less components no operation refers to (zod registers an input and an
 * output variant of each named schema; most are used one way only).
 */
export const transformDocument: SwaggerTransformObject = (input) => {
  const document = jsonSchemaTransformObject(input) as { paths?: unknown; components?: { schemas?: object } };
  const schemas = document.components?.schemas as Record<string, unknown> | undefined;
  if (!schemas || !document.components) return document as ReturnType<SwaggerTransformObject>;
  // Follow references from the paths through the schemas they name, then drop the schemas never reached.
  const used = new Set<string>();
  const pending = [JSON.stringify(document.paths ?? {})];
  for (let text = pending.pop(); text !== undefined; text = pending.pop()) {
    for (const [, name] of text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      if (name && !used.has(name) && name in schemas) {
        used.add(name);
        pending.push(JSON.stringify(schemas[name]));
      }
    }
  }
  document.components.schemas = Object.fromEntries(
    Object.entries(schemas).filter(([name]) => used.has(name)),
  );
  return document as ReturnType<SwaggerTransformObject>;
};
