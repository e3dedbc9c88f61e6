import { z } from 'zod';

/** The error codes of the contract, once; the error body schema and `ApiError` derive from it. */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'INVALID_JSON',
  'MISSING_SITE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'NOT_FOUND',
  'PRODUCT_NOT_FOUND',
  'ITEM_NOT_FOUND',
  'QTY_LIMIT',
  'PROMO_CODE_EXISTS',
  'SIMILAR_PROMO_CODE_EXISTS',
  'PROMO_CODE_NOT_VALID',
  'GIFT_CARD_NOT_VALID',
  'GIFT_CARD_EMPTY',
  'GIFT_CARD_EXISTS',
  'GIFT_CARD_LIMIT',
  'CART_EMPTY',
  'ORDER_NOT_FOUND',
  'ORDER_NOT_CANCELLABLE',
  'ITEM_NOT_RETURNABLE',
  'INVALID_TRANSITION',
  'RATE_LIMITED',
  'FORBIDDEN',
  'PLAN_NOT_FOUND',
  'INSTALLATION_NOT_OFFERED',
  'PROVIDER_NOT_AVAILABLE',
  'IDEMPOTENCY_KEY_REUSED',
  'PAYMENT_IN_FLIGHT',
  'CARD_DECLINED',
  'INSUFFICIENT_FUNDS',
  'AUTHENTICATION_FAILED',
  'PROCESSING_ERROR',
  'PAYMENT_REJECTED',
  'PAYMENT_UNAVAILABLE',
  'CHECKOUT_INCOMPLETE',
  'WEBHOOK_NOT_VALID',
  'PAY_LINK_NOT_VALID',
  'PAY_LINK_EXPIRED',
  'BALANCE_PAID',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'EMAIL_NOT_VERIFIED',
  'TOKEN_NOT_VALID',
  'ADDRESS_NOT_FOUND',
  'ADDRESS_BOOK_FULL',
  'SAVED_CARD_NOT_FOUND',
  'DATABASE_UNAVAILABLE',
  'INTERNAL',
] as const;

/** One of the stable error codes. */
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The body of every 4xx/5xx response. */
export const errorBodySchema = z
  .object({
    statusCode: z.number().int(),
    code: z.enum(ERROR_CODES),
    message: z.string(),
    /** The message is written for shoppers and may be shown as is; otherwise it is for developers. */
    forShopper: z.literal(true).optional(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    /** Checkout form problems per field name (SPEC §5), handed back to the form. */
    errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  })
  .meta({ id: 'ErrorBody' });

/** Shape of an error response body. */
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The suffix of wishlist ids; a shopper's permId never ends in it, so a cart path cannot reach a wishlist. */
export const WISHLIST_SUFFIX = '-wishlist';

/** The shopper's permanent id: a random id made by the storefront (older ones are UUIDs). */
export const permIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9-]{8,64}$/, 'permId must be 8–64 letters, digits or dashes')
  .refine((id) => !id.toLowerCase().endsWith(WISHLIST_SUFFIX), 'permId must not be a wishlist id');

/** A URL slug of a make, model, body, bed, engine, brand or product. */
export const slugSchema = z
  .string()
  .regex(/^[a-z0-9-]{1,64}$/, 'slug must be 1–64 lowercase letters, digits or dashes');

/** timeTravel (SPEC §2/§7): the ISO date-time, with its offset, that an editor previews the catalogue as of. */
export const timeTravelSchema = z.iso.datetime({ offset: true });

/** A model year, accepted as a number or a numeric query string. */
export const yearSchema = z.coerce.number().int().min(1900).max(2100);

/** Vehicle query parameters shared by fitment, catalogue and product routes. */
export const vehicleQueryShape = {
  year: yearSchema.optional(),
  makeSlug: slugSchema.optional(),
  modelSlug: slugSchema.optional(),
  bodySlug: slugSchema.optional(),
  bedSlug: slugSchema.optional(),
  engineSlug: slugSchema.optional(),
};

/** The chosen vehicle as the storefront sends it (SPEC §3 Fitment). */
export const fitmentSchema = z
  .object({
    year: z.number().int().min(1900).max(2100),
    makeSlug: slugSchema,
    modelSlug: slugSchema,
    bodySlug: slugSchema.optional(),
    bedSlug: slugSchema.optional(),
    engineSlug: slugSchema.optional(),
  })
  .meta({ id: 'Fitment' });

/** A vehicle as the storefront sends it. */
export type Fitment = z.infer<typeof fitmentSchema>;

/** An image reference served by the image route. */
export const imageSchema = z.object({ key: z.string(), filename: z.string() }).meta({ id: 'Image' });

/** A slug with its display name. */
export const namedSchema = z.object({ slug: z.string(), name: z.string() }).meta({ id: 'Named' });

/** A breadcrumb step: a category name and its slash-joined path. */
export const breadcrumbSchema = z.object({ name: z.string(), path: z.string() }).meta({ id: 'Breadcrumb' });

/**
 * Free text a shopper types (reasons, comments): trimmed, 1–`max` characters, no control characters (a NUL byte
 * cannot even be stored in PostgreSQL text; line breaks are allowed).
 */
export function plainTextSchema(max: number) {
  return (
    z
      .string()
      .trim()
      .min(1)
      .max(max)
      // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point.
      .regex(/^[^\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f]*$/, 'must not contain control characters')
  );
}

/** Integer cents. */
export const centsSchema = z.number().int();

/** Error responses a route may answer with, keyed by status. */
export function errorResponses<const S extends readonly number[]>(
  ...statuses: S
): Record<S[number], typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((s) => [s, errorBodySchema])) as Record<
    S[number],
    typeof errorBodySchema
  >;
}

/** True when the text holds a control character (NUL and the like), which no form field needs. */
export function hasControlCharacter(text: string): boolean {
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * Free text typed by a shopper: trimmed, at most `max` characters, no control characters (NUL and the like); empty
 * fails with '{label} is required' unless `optional`.
 */
export function boundedText(label: string, max: number, { optional = false } = {}) {
  const text = z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((v) => !hasControlCharacter(v), `${label} contains characters that are not allowed`);
  // A min length (not a refinement) so the document says a required text is never empty.
  return optional ? text : text.min(1, `${label} is required`);
}

/** SPEC §5's e-mail shape: text, @, text, dot, text. */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
