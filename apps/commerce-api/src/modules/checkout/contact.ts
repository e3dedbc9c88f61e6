import { z } from 'zod';
import { ApiError } from '../../http/errors';
import { boundedText, EMAIL_SHAPE } from '../../http/schemas';
import { isStateId, type StateId } from './us-states';

/** The default longest text input of the checkout forms (SPEC §5). */
export const MAX_FIELD_LENGTH = 50;

const ZIP = /^\d{5}(-\d{4})?$/;

function text(label: string, { required, max = MAX_FIELD_LENGTH }: { required: boolean; max?: number }) {
  return required
    ? boundedText(label, max)
    : boundedText(label, max, { optional: true }).optional().default('');
}

/** A shipping or billing contact (SPEC §3 Checkout data), trimmed and checked as the shop's forms check it. */
export const contactSchema = z
  .object({
    fullName: text('Full name', { required: true }),
    company: text('Company', { required: false }),
    address1: text('Address', { required: true }),
    address2: text('Address line 2', { required: false }),
    city: text('City', { required: true }),
    stateId: z
      .string({ error: 'State is required' })
      .trim()
      .toUpperCase()
      .refine((v): v is StateId => isStateId(v), 'Please choose a US state'),
    zipcode: z.string({ error: 'Zip code is required' }).trim().regex(ZIP, 'Please enter a valid zip code'),
    country: z.literal('usa', { error: 'We ship within the USA only' }).default('usa'),
    email: text('Email', { required: true, max: 100 }).refine(
      (v) => EMAIL_SHAPE.test(v),
      'Please enter a valid Email',
    ),
    phone: text('Phone', { required: true, max: 20 }).refine(
      (v) => /^[0-9()+ .-]+$/.test(v) && v.replace(/\D/g, '').length >= 10,
      'Please enter a valid phone number',
    ),
    subscribe: z.boolean({ error: 'subscribe must be true or false' }).optional(),
  })
  .strict();

/** A checked contact. */
export type Contact = Omit<z.output<typeof contactSchema>, 'stateId' | 'subscribe'> & {
  stateId: StateId;
  subscribe: boolean;
};

/**
 * Checks a contact; failures answer 400 with an `errors` list per field name, as the checkout forms expect.
 * Shipping contacts subscribe to the newsletter unless they say otherwise; billing ones only when they ask.
 */
export function parseContact(body: unknown, kind: 'shipping' | 'billing'): Contact {
  const parsed = contactSchema.safeParse(body ?? {});
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => ({
      field:
        issue.path.length > 0
          ? issue.path.map(String).join('.')
          : String((issue as { keys?: string[] }).keys?.[0] ?? 'contact'),
      message: issue.code === 'unrecognized_keys' ? 'This field is not part of a contact' : issue.message,
    }));
    throw new ApiError(400, 'VALIDATION_ERROR', 'Please check the highlighted fields', undefined, errors);
  }
  const { subscribe, stateId, ...rest } = parsed.data;
  return { ...rest, stateId: stateId as StateId, subscribe: subscribe ?? kind === 'shipping' };
}
