import { APIError } from 'better-auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { ApiError } from '../../http/errors';
import { cookieValue } from '../../http/ownership';
import type { LookupGuard } from '../../http/rate-limit';
import { type Auth, HOSTED_STATE_COOKIE, SESSION_COOKIE } from './auth';

export const accountUserSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    role: z.enum(['customer', 'admin']),
  })
  .meta({ id: 'AccountUser' });
export const signedInSchema = z.object({ user: accountUserSchema }).meta({ id: 'SignedIn' });
/** The session call's answer: signed out is a normal state of every visitor, not an error (no 401 in the console). */
export const sessionSchema = z.object({ user: accountUserSchema.nullable() }).meta({ id: 'AccountSession' });

export type LibraryUser = { id: string; name: string; email: string; emailVerified: boolean; role?: unknown };

export function toAccountUser(user: LibraryUser): z.infer<typeof accountUserSchema> {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    emailVerified: user.emailVerified,
    role: user.role === 'admin' ? 'admin' : 'customer',
  };
}

/** The library's refusals, in the API's words; anything else stays an internal error. */
const LIBRARY_ERRORS: Record<string, ApiError> = {
  INVALID_EMAIL_OR_PASSWORD: new ApiError(
    401,
    'INVALID_CREDENTIALS',
    'The e-mail address or password is not right.',
  ),
  EMAIL_NOT_VERIFIED: new ApiError(
    403,
    'EMAIL_NOT_VERIFIED',
    'Confirm your e-mail address first: we have sent you a new link.',
  ),
  INVALID_TOKEN: new ApiError(400, 'TOKEN_NOT_VALID', 'This link is not valid or has expired.'),
  TOKEN_EXPIRED: new ApiError(400, 'TOKEN_NOT_VALID', 'This link is not valid or has expired.'),
  INVALID_PASSWORD: new ApiError(400, 'VALIDATION_ERROR', 'The current password is not right.', undefined, [
    { field: 'currentPassword', message: 'The current password is not right.' },
  ]),
};

/**
 * Whether an error is one of the library's answers (a refusal, or a redirect it throws). Checked by name too: its
 * endpoints throw the class of the HTTP layer it bundles, not always the one it re-exports.
 */
export function isLibraryAnswer(error: unknown): error is APIError {
  return error instanceof APIError || (error instanceof Error && error.name === 'APIError');
}

/** Runs a library call, turning its refusals into the API's error body. */
export async function library<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const code = isLibraryAnswer(error) ? (error.body as { code?: unknown } | undefined)?.code : undefined;
    const known = typeof code === 'string' ? LIBRARY_ERRORS[code] : undefined;
    if (known) throw known;
    throw error;
  }
}

/** The library's cookies: the session, and a hosted sign-in's state while the shopper is at the issuer. */
const LIBRARY_COOKIES = [SESSION_COOKIE, HOSTED_STATE_COOKIE];

/** What the library needs of a request: its cookies alone, and the shopper's IP for the session row. */
export function libraryHeaders(request: FastifyRequest, ip: string): Headers {
  const headers = new Headers({ 'x-forwarded-for': ip });
  const cookies = LIBRARY_COOKIES.flatMap((name) => {
    const value = cookieValue(request.headers.cookie, name);
    return value ? [`${name}=${value}`] : [];
  });
  if (cookies.length > 0) headers.set('cookie', cookies.join('; '));
  return headers;
}

/** Hands the library's Set-Cookie headers (its cookies only) on to the shop. */
export function passCookies(reply: FastifyReply, headers: Headers): void {
  const cookies = headers
    .getSetCookie()
    .filter((c) => LIBRARY_COOKIES.some((name) => c.startsWith(`${name}=`)));
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}

/** What the account routes need: the database (throttle counts), the sign-in library and who may forward IPs. */
export interface AccountDeps {
  db: Database;
  auth: Auth;
  ipOf: (request: FastifyRequest) => string;
  now: () => Date;
  /** The app's rate limits (sign-in attempts per IP and per browser). */
  guard: LookupGuard;
}

export type AccountApp = Parameters<FastifyPluginAsyncZod>[0];

export const tags = ['account'];
