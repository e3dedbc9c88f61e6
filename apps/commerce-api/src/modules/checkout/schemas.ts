import { z } from 'zod';
import { centsSchema } from '../../http/schemas';
import { SHIPPING_METHOD_IDS } from './shipping';
import { US_STATES } from './us-states';

/** A protection plan a cart line can have. */
export const warrantyOfferSchema = z
  .object({ planId: z.string(), name: z.string(), months: z.number().int(), price: centsSchema })
  .meta({ id: 'WarrantyOffer' });

/** A shipping method with its price. */
export const shippingMethodSchema = z
  .object({ id: z.enum(SHIPPING_METHOD_IDS), name: z.string(), price: centsSchema })
  .meta({ id: 'ShippingMethod' });

/** A discount line of the order summary. */
export const discountLineSchema = z
  .object({
    code: z.string(),
    label: z.string(),
    amount: centsSchema,
    target: z.enum(['merchandise', 'shipping']),
  })
  .meta({ id: 'DiscountLine' });

/** The order summary computed by the API. */
export const orderSummarySchema = z
  .object({
    subtotal: centsSchema,
    discounts: z.array(discountLineSchema),
    discountTotal: centsSchema,
    shipping: centsSchema,
    estimatedTax: centsSchema,
    total: centsSchema,
  })
  .meta({ id: 'OrderSummary' });

/** A stored shipping or billing contact. */
export const contactOutSchema = z
  .object({
    fullName: z.string(),
    company: z.string(),
    address1: z.string(),
    address2: z.string(),
    city: z.string(),
    stateId: z.enum(Object.keys(US_STATES) as [keyof typeof US_STATES, ...(keyof typeof US_STATES)[]]),
    zipcode: z.string(),
    country: z.literal('usa'),
    email: z.string(),
    phone: z.string(),
    subscribe: z.boolean(),
  })
  .meta({ id: 'Contact' });
