import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readCookie } from '@fitkit/fitment';
import { data } from 'react-router';
import { CSRF_FIELD } from '../lib/csrf-field';

/** The cookie holding the browser's CSRF token (HttpOnly, SameSite=Strict: no other site sends or reads it). */
export const CSRF_COOKIE = 'fitkit_csrf';

export { CSRF_FIELD };

/** The text of the refusal (SPEC §8 is silent on it). */
export const CSRF_TEXT = 'This form has expired. Please reload the page and try again.';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The CSRF token of a private, no-store page (never a public one: it is per browser): the browser's cookie, or a
 * new one with the `Set-Cookie` header that gives it. The page's forms post it in {@link CSRF_FIELD}; the action
 * checks it with {@link requireCsrfToken}, on top of the Origin / Sec-Fetch-Site check every action has.
 */
export function csrfToken(request: Request): { token: string; headers: Headers } {
  const headers = new Headers();
  const known = readCookie(request.headers.get('cookie') ?? '', CSRF_COOKIE);
  if (known && TOKEN.test(known)) return { token: known, headers };
  const token = randomBytes(32).toString('base64url');
  headers.append('Set-Cookie', `${CSRF_COOKIE}=${token}; Path=/; HttpOnly; Secure; SameSite=Strict`);
  return { token, headers };
}

/**
 * A private page's loader data with the browser's CSRF token beside it (`csrfToken`), and the cookie that gives a
 * browser without one its token.
 */
export function withCsrfToken<T extends object>(request: Request, value: T) {
  const { token, headers } = csrfToken(request);
  return data({ ...value, csrfToken: token }, { headers });
}

/** Refuses (403, nothing changes) a post whose token is missing or is not the browser's cookie's. */
export function requireCsrfToken(request: Request, form: FormData): void {
  const cookie = readCookie(request.headers.get('cookie') ?? '', CSRF_COOKIE) ?? '';
  const posted = form.get(CSRF_FIELD);
  const sent = typeof posted === 'string' ? posted : '';
  const same =
    TOKEN.test(cookie) &&
    sent.length === cookie.length &&
    timingSafeEqual(Buffer.from(sent), Buffer.from(cookie));
  if (!same) throw data(CSRF_TEXT, { status: 403 });
}

/**
 * {@link requireCsrfToken} on a copy of the posted form, for an action that reads its form again further on (its
 * body is at most the 64 KB every form action takes).
 */
export async function requireCsrfPost(request: Request): Promise<void> {
  requireCsrfToken(request, await request.clone().formData());
}
