import { APIError } from 'better-auth';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/rows';
import { ORDER_STATUSES } from '../../db/schema';
import { refuseCrossSite } from '../../http/cross-site';
import { ApiError } from '../../http/errors';
import { cookieValue } from '../../http/ownership';
import { boundedText, errorResponses } from '../../http/schemas';
import { siteHeaders } from '../../http/site';
import type { PhotoStore } from '../builds/photo-store';
import { contactSchema, parseContact } from '../checkout/contact';
import { subscribe } from '../newsletter/queries';
import type { ProviderRegistry } from '../payments/providers/registry';
import { addAddress, deleteAddress, listAddresses, setDefaultAddress, updateAddress } from './address-book';
import { type Auth, SESSION_COOKIE } from './auth';
import { deleteAccount } from './delete-account';
import { orderHistory, orderLinkOf } from './order-history';
import { typedPasswordSchema } from './routes';
import { listSavedCards, removeSavedCard } from './saved-cards';
import { requireUser, type SessionReader } from './session-user';

const tags = ['account'];

const addressSchema = z
  .object({
    id: z.string(),
    contact: contactSchema.omit({ subscribe: true }),
    isDefault: z.boolean(),
  })
  .meta({ id: 'AddressBookEntry' });
const addressListSchema = z.object({ addresses: z.array(addressSchema) }).meta({ id: 'AddressBook' });

// The contact is checked by the checkout's own rules (parseContact), so its errors name the form's fields.
const addressBodySchema = z
  .object({
    contact: z.record(z.string(), z.unknown()).meta({ description: 'A checkout contact (ContactInput)' }),
    // Optional rather than defaulted, so the OpenAPI input and output stay one schema.
    isDefault: z.boolean().optional(),
  })
  .meta({ id: 'AddressBookChange' });

const idParams = z.object({ id: z.uuid('id must be a UUID') });

const savedCardSchema = z
  .object({
    id: z.string(),
    provider: z.string(),
    brand: z.string(),
    last4: z.string(),
    expMonth: z.number().int(),
    expYear: z.number().int(),
  })
  .meta({ id: 'SavedCard' });

const historyOrderSchema = z
  .object({
    orderId: z.string(),
    orderReference: z.string(),
    status: z.enum(ORDER_STATUSES),
    placedAt: z.string(),
    totalCents: z.number().int(),
  })
  .meta({ id: 'HistoryOrder' });

const newsletterPreferenceSchema = z.object({ subscribed: z.boolean() }).meta({ id: 'NewsletterPreference' });

/** What the account's own data needs: the database, the sign-in library, the session, providers and the shop. */
interface AccountDataDeps {
  db: Database;
  auth: Auth;
  sessionUser: SessionReader;
  providers: ProviderRegistry;
  /** Where build photos are kept: an account's go with it. */
  photos: PhotoStore;
  shopUrl: string;
}

type AccountApp = Parameters<FastifyPluginAsyncZod>[0];

/** The library's headers of the request's session (the cookie alone). */
function sessionHeaders(request: FastifyRequest): Headers {
  const token = cookieValue(request.headers.cookie, SESSION_COOKIE);
  return new Headers(token ? { cookie: `${SESSION_COOKIE}=${token}` } : {});
}

/** A checked contact of the address book (the checkout's rules; the newsletter choice is not part of it). */
function addressContact(body: unknown) {
  const { subscribe: _subscribe, ...contact } = parseContact(body, 'shipping');
  return contact;
}

function addressRoutes(app: AccountApp, { db, sessionUser }: AccountDataDeps): void {
  app.get(
    '/account/addresses',
    {
      schema: {
        tags,
        summary: 'The address book, the default first',
        response: { 200: addressListSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ addresses: await listAddresses(db, (await requireUser(sessionUser, request)).id) }),
  );

  app.post(
    '/account/addresses',
    {
      schema: {
        tags,
        summary: 'Adds a contact to the address book (the first one is the default)',
        description:
          '400 VALIDATION_ERROR with `errors` per contact field, as the checkout address form; 409 ADDRESS_BOOK_FULL.',
        body: addressBodySchema,
        response: { 201: addressSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(sessionUser, request);
      const entry = await addAddress(
        db,
        user.id,
        addressContact(request.body.contact),
        request.body.isDefault === true,
      );
      return reply.code(201).send(entry);
    },
  );

  app.patch(
    '/account/addresses/:id',
    {
      schema: {
        tags,
        summary: 'Replaces a contact of the address book',
        description: "404 ADDRESS_NOT_FOUND for an address that is not the shopper's own.",
        params: idParams,
        body: addressBodySchema,
        response: { 200: addressSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await requireUser(sessionUser, request);
      const contact = addressContact(request.body.contact);
      return updateAddress(db, user.id, request.params.id, contact, request.body.isDefault === true);
    },
  );

  app.post(
    '/account/addresses/:id/default',
    {
      schema: {
        tags,
        summary: 'Makes a contact the default (it prefills checkout)',
        params: idParams,
        response: { 204: z.null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(sessionUser, request);
      await setDefaultAddress(db, user.id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/account/addresses/:id',
    {
      schema: {
        tags,
        summary: 'Removes a contact; when it was the default, the newest left becomes it',
        params: idParams,
        response: { 204: z.null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(sessionUser, request);
      await deleteAddress(db, user.id, request.params.id);
      return reply.code(204).send(null);
    },
  );
}

function cardAndOrderRoutes(app: AccountApp, { db, sessionUser, providers, shopUrl }: AccountDataDeps): void {
  app.get(
    '/account/cards',
    {
      schema: {
        tags,
        summary: 'The saved cards (brand, last four, expiry; the provider keeps the card)',
        response: { 200: z.object({ cards: z.array(savedCardSchema) }), ...errorResponses(401) },
      },
    },
    async (request) => ({ cards: await listSavedCards(db, (await requireUser(sessionUser, request)).id) }),
  );

  app.delete(
    '/account/cards/:id',
    {
      schema: {
        tags,
        summary: 'Removes a saved card and asks its provider to detach it',
        params: idParams,
        response: { 204: z.null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(sessionUser, request);
      await removeSavedCard(db, providers, user.id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/account/orders',
    {
      schema: {
        tags,
        summary: 'The order history: orders placed signed in, and guest orders with the verified e-mail',
        headers: siteHeaders,
        response: { 200: z.object({ orders: z.array(historyOrderSchema) }), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const user = await requireUser(sessionUser, request);
      return { orders: await orderHistory(db, request.headers['x-site'], user) };
    },
  );

  app.post(
    '/account/orders/:id/link',
    {
      schema: {
        tags,
        summary: "A short-lived link to one of the account's orders on the order status page",
        headers: siteHeaders,
        params: idParams,
        response: { 200: z.object({ orderStatusUrl: z.string() }), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await requireUser(sessionUser, request);
      const site = request.headers['x-site'];
      return { orderStatusUrl: await orderLinkOf(db, site, user, request.params.id, shopUrl) };
    },
  );
}

function profileRoutes(app: AccountApp, deps: AccountDataDeps): void {
  const { db, auth, sessionUser, providers, photos, shopUrl } = deps;
  app.post(
    '/account/profile',
    {
      schema: {
        tags,
        summary: "Changes the account's name (the e-mail address is the sign-in and stays)",
        body: z.object({ name: boundedText('Name', 100) }),
        response: { 204: z.null(), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      await requireUser(sessionUser, request);
      await auth.api.updateUser({ body: { name: request.body.name }, headers: sessionHeaders(request) });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/account/newsletter',
    {
      schema: {
        tags,
        summary: "Whether the account's e-mail gets the newsletter",
        response: { 200: newsletterPreferenceSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = await requireUser(sessionUser, request);
      const [row] = await queryRows<{ status: string }>(
        db,
        sql`select status from newsletter_subscriptions where email = ${user.email}`,
      );
      return { subscribed: row?.status === 'subscribed' };
    },
  );

  app.post(
    '/account/newsletter',
    {
      schema: {
        tags,
        summary: "Subscribes or unsubscribes the account's e-mail (a subscription is confirmed by e-mail)",
        body: newsletterPreferenceSchema,
        response: { 200: newsletterPreferenceSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const user = await requireUser(sessionUser, request);
      if (request.body.subscribed) await subscribe(db, { email: user.email, formName: 'account' }, shopUrl);
      else {
        await db.execute(
          sql`update newsletter_subscriptions set status = 'unsubscribed', updated_at = now()
              where email = ${user.email}`,
        );
      }
      return { subscribed: request.body.subscribed };
    },
  );

  app.post(
    '/account/delete',
    {
      schema: {
        tags,
        summary: 'Deletes the account with its password: personal data removed, orders kept anonymised',
        description:
          'Every session ends and the cookie is cleared. Removed: the account, sessions, address book, saved cards ' +
          "(detached at the provider), newsletter subscription, builds and their photos. Kept: orders with their amounts and the contacts' " +
          'names and postal addresses (tax records); their e-mail and phone are anonymised. 400 VALIDATION_ERROR ' +
          'for a wrong password (nothing changes).',
        body: z.object({ password: typedPasswordSchema }),
        response: { 204: z.null(), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(sessionUser, request);
      const headers = sessionHeaders(request);
      try {
        await auth.api.verifyPassword({ body: { password: request.body.password }, headers });
      } catch (error) {
        if (!(error instanceof APIError)) throw error;
        throw new ApiError(400, 'VALIDATION_ERROR', 'The password is not right.', undefined, [
          { field: 'password', message: 'The password is not right.' },
        ]);
      }
      await deleteAccount(db, { providers, photos }, user);
      reply.header('set-cookie', `${SESSION_COOKIE}=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax`);
      return reply.code(204).send(null);
    },
  );
}

/**
 * The signed-in shopper's own data under `/account/…`: profile name, address book, saved cards, order history,
 * newsletter preference and account deletion. Everything answers 401 without a session; another shopper's
 * address or card answers 404 and changes nothing; a browser's cross-site state change is refused (403).
 */
export const accountDataRoutes: FastifyPluginAsyncZod<AccountDataDeps> = async (app, deps) => {
  const shopOrigin = new URL(deps.shopUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') refuseCrossSite(request, shopOrigin);
  });
  addressRoutes(app, deps);
  cardAndOrderRoutes(app, deps);
  profileRoutes(app, deps);
};
