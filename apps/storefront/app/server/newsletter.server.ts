import type { CommerceClient } from '@fitkit/commerce-hooks';
import { INVALID_EMAIL_MESSAGE, isEmail, REQUIRED_MESSAGE } from '@fitkit/ui/forms';
import { GENERAL_ERROR } from '@fitkit/ui/general-messages/store';
import { DEFAULT_NEWSLETTER_FORM_NAME } from '@fitkit/ui/newsletter-form';
import { z } from 'zod';
import { customerEmailCookie } from '../lib/newsletter';

// The same rules the form applies in the browser (SPEC §5), checked again here: a post may come without any script.
const subscribeForm = z.object({
  email: z
    .string()
    .trim()
    .min(1, REQUIRED_MESSAGE)
    .refine(isEmail, INVALID_EMAIL_MESSAGE)
    // The API takes up to 254 characters; the form's own limit is the inputs' default 50.
    .pipe(z.string().max(254, INVALID_EMAIL_MESSAGE)),
  formName: z.string().trim().min(1).max(64).catch(DEFAULT_NEWSLETTER_FORM_NAME),
});

/** What a newsletter post came to. */
export type SubscribeOutcome =
  | {
      ok: true;
      /** The address as the API stored it. */
      email: string;
      formName: string;
      /** The customerEmail cookie to set. */
      setCookie: string;
      /** Whether the page's script asked for data instead of the redirect. */
      replyWithData: boolean;
    }
  | {
      ok: false;
      /** HTTP status for the answer: 400 for a bad address, 502 when the API failed. */
      status: 400 | 502;
      /** The message for the form's error line. */
      error: string;
      /** The address as typed, to put back into the form. */
      email: string;
      replyWithData: boolean;
    };

function field(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
}

/** Validates a newsletter post and subscribes the address through the API. */
export async function subscribeFromForm(
  form: FormData,
  client: Pick<CommerceClient, 'subscribeNewsletter'>,
): Promise<SubscribeOutcome> {
  const typed = field(form, 'email') ?? '';
  const parsed = subscribeForm.safeParse({
    email: typed,
    formName: field(form, 'formName'),
  });
  // Set by the page's script: it wants data back so it can wait out the spinner before navigating itself.
  const replyWithData = field(form, 'reply') === 'data';
  if (!parsed.success) {
    const error = parsed.error.issues.find((issue) => issue.path[0] === 'email')?.message ?? GENERAL_ERROR;
    return { ok: false, status: 400, error, email: typed.trim(), replyWithData };
  }
  const { email, formName } = parsed.data;
  const result = await client.subscribeNewsletter(email, formName);
  if (result.ok) {
    return {
      ok: true,
      email: result.data.email,
      formName: result.data.formName,
      setCookie: customerEmailCookie(result.data.email),
      replyWithData,
    };
  }
  if (result.error.kind === 'http' && result.error.status === 400) {
    return { ok: false, status: 400, error: INVALID_EMAIL_MESSAGE, email, replyWithData };
  }
  return { ok: false, status: 502, error: GENERAL_ERROR, email, replyWithData };
}

const unsubscribeForm = z.object({ token: z.string().trim().min(1).max(128) });

/** What an unsubscribe post came to: done (with the address), an unknown link, or a failure to retry. */
export type UnsubscribeOutcome =
  | { status: 'done'; email: string }
  | { status: 'unknown' }
  | { status: 'failed'; error: string };

/** Validates the unsubscribe post's token and unsubscribes it through the API. */
export async function unsubscribeFromForm(
  form: FormData,
  client: Pick<CommerceClient, 'unsubscribeNewsletter'>,
): Promise<UnsubscribeOutcome> {
  const parsed = unsubscribeForm.safeParse({ token: field(form, 'token') });
  if (!parsed.success) return { status: 'unknown' };
  const result = await client.unsubscribeNewsletter(parsed.data.token);
  if (result.ok) return { status: 'done', email: result.data.email };
  if (result.error.kind === 'http' && (result.error.status === 404 || result.error.status === 400)) {
    return { status: 'unknown' };
  }
  return { status: 'failed', error: GENERAL_ERROR };
}
