import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { errorResponses } from '../../http/schemas';
import { guardShopperRoutes, permParams, site, siteHeaders } from '../../http/shopper-routes';
import { cartSchema } from '../cart/routes';
import type { CartPricing } from '../cart/service';
import { parseContact } from './contact';
import { chooseShippingMethod, saveContact } from './contact-service';
import { contactOutSchema } from './schemas';
import { SHIPPING_METHOD_IDS } from './shipping';

const checkoutSchema = z
  .object({
    cart: cartSchema,
    shippingContact: contactOutSchema.nullable(),
    billingContact: contactOutSchema.nullable(),
  })
  .meta({ id: 'CheckoutContacts' });

// Request schemas with an OpenAPI id are made once per process, so a second app cannot swap their ids.
const shippingMethodBodySchema = z
  .object({ methodId: z.enum(SHIPPING_METHOD_IDS) })
  .meta({ id: 'ChooseShippingMethod' });

const responses = { 200: checkoutSchema, ...errorResponses(400, 403, 413, 415, 422) };

// The contact is checked by `parseContact`, so its problems come back as the per-field `errors` list of SPEC §5.
const contactBody = z
  .looseObject({})
  .describe('A Contact (stateId: a US postal code), checked field by field');

/** What the checkout routes need from the app. */
export interface CheckoutRouteOptions {
  db: Database;
  pricing: CartPricing;
  shopUrl: string;
}

/** The contacts and shipping method of a shopper's checkout (SPEC §7 checkout calls); only its owner's requests reach them. */
export const checkoutContactRoutes: FastifyPluginAsyncZod<CheckoutRouteOptions> = async (
  app,
  { db, pricing, shopUrl },
) => {
  guardShopperRoutes(app);

  for (const kind of ['shipping', 'billing'] as const) {
    app.post(
      `/checkout/:permId/${kind}`,
      {
        schema: {
          tags: ['checkout'],
          summary: `Save the ${kind} contact${kind === 'shipping' ? ' (subscribe defaults to true)' : ''}`,
          params: permParams,
          headers: siteHeaders,
          body: contactBody,
          response: responses,
        },
      },
      async ({ headers, params, body }) =>
        saveContact(db, { pricing, shopUrl }, site(headers), params.permId, kind, parseContact(body, kind)),
    );
  }

  app.post(
    '/checkout/:permId/shippingmethod',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Choose one of the shipping methods the cart offers',
        params: permParams,
        headers: siteHeaders,
        body: shippingMethodBodySchema,
        response: responses,
      },
    },
    async ({ headers, params, body }) =>
      chooseShippingMethod(db, pricing, site(headers), params.permId, body.methodId),
  );
};
