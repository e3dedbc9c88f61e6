import type { AccountField } from '@fitkit/ui/account-form';
import { validateValues } from '@fitkit/ui/forms';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { sameOriginPath } from '../lib/redirect-target';
import { ACCOUNT_PATHS } from '../shop-routes';
import { garageSignOutCookies } from './garage.server';
import { SESSION_COOKIE, shopperContext } from './shopper.server';
import { callShopperApi, type ShopperApiResult, type ShopperKey } from './shopper-api.server';

/** The signed-in shopper's account as the API answers it. */
export type AccountUser = {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  role: 'customer' | 'admin';
};

/** The answer of an account form that did not go through: what to show on it again. */
export type AccountFormAnswer = {
  ok: false;
  errors: { field: string; message: string }[];
  generalError: string | null;
  /** What the shopper typed, to show again (never a password). */
  values: Record<string, string>;
};

/** The answer of an account form that went through and stays on its page (a link was e-mailed). */
export type AccountFormNotice = { ok: true; notice: string };

/** The clearing of the session cookie, sent whatever the API said at sign-out. */
const CLEAR_SESSION = `${SESSION_COOKIE}=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax`;

/** The account of the shopper's session, or null when signed out (or the session ended). */
export async function currentAccount(shopper: ShopperKey): Promise<AccountUser | null> {
  if (!shopper.session) return null;
  const result = await callShopperApi<{ user: AccountUser }>(shopper, 'GET', 'account/session');
  return result.ok ? result.data.user : null;
}

/** The sign-in page that returns to `returnUrl` (a path on our origin) afterwards. */
export function signInPath(returnUrl: string): string {
  return `${ACCOUNT_PATHS.signIn}?returnUrl=${encodeURIComponent(sameOriginPath(returnUrl, ACCOUNT_PATHS.account))}`;
}

/** The signed-in shopper's account; a signed-out shopper is sent to sign in and brought back to this page. */
export async function requireAccount(request: Request, shopper: ShopperKey): Promise<AccountUser> {
  const account = await currentAccount(shopper);
  if (account) return account;
  const url = new URL(request.url);
  throw redirect(signInPath(`${url.pathname}${url.search}`), 303);
}

/** A 303 to `location` carrying the session cookie the API set or cleared. */
export function relayRedirect(location: string, cookies: readonly string[] = []): Response {
  const headers = new Headers({ Location: location });
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return new Response(null, { status: 303, headers });
}

/** The fields of a posted form by the rules of its account form: values, and the errors the shop finds first. */
function readForm(form: FormData, fields: readonly AccountField[]) {
  const raw = Object.fromEntries(fields.map((f) => [f.name, String(form.get(f.name) ?? '')]));
  return validateValues(fields, raw);
}

function refusal(
  fields: readonly AccountField[],
  values: Record<string, string>,
  errors: AccountFormAnswer['errors'],
  generalError: string | null,
  status: number,
) {
  const shown = Object.fromEntries(
    fields.filter((f) => f.type !== 'password').map((f) => [f.name, values[f.name] ?? '']),
  );
  const answer: AccountFormAnswer = { ok: false, errors, generalError, values: shown };
  return data(answer, { status });
}

/**
 * Posts an account form (the action's request, for the request's shopper) to the API: the fields are checked with the form's own rules first (an error comes back
 * to its field), then the API's answer is handed to `done`, or its refusal shown on the form with its status.
 */
export async function submitAccountForm<T>(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  {
    fields,
    apiPath,
    body = (values) => values,
    done,
  }: {
    fields: readonly AccountField[];
    apiPath: string;
    body?: (values: Record<string, string>) => object;
    done: (
      result: Extract<ShopperApiResult<T>, { ok: true }>,
      form: FormData,
    ) => Response | AccountFormNotice;
  },
) {
  const shopper = context.get(shopperContext);
  const form = await request.formData();
  const { values, errors } = readForm(form, fields);
  const found = Object.entries(errors).flatMap(([field, message]) => (message ? [{ field, message }] : []));
  if (found.length > 0) return refusal(fields, values, found, null, 400);
  const result = await callShopperApi<T>(shopper, 'POST', apiPath, { body: body(values) });
  if (!result.ok) return refusal(fields, values, result.errors, result.message, result.status);
  return done(result, form);
}

/**
 * Ends the session (or every session of the account) and clears the cookie whatever the API said; the browser's
 * garage cookies go too (see garage.server.ts).
 */
export async function signOut(shopper: ShopperKey, everywhere: boolean): Promise<Response> {
  if (shopper.session) {
    await callShopperApi(shopper, 'POST', everywhere ? 'account/sign-out-everywhere' : 'account/sign-out');
  }
  return relayRedirect('/', [CLEAR_SESSION, ...garageSignOutCookies()]);
}
