import { APIError } from 'better-auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { clientIp } from '../../http/client-ip';
import { refuseCrossSite } from '../../http/cross-site';
import { ApiError } from '../../http/errors';
import { cookieValue } from '../../http/ownership';
import { boundedText, EMAIL_SHAPE, errorResponses } from '../../http/schemas';
import { type Auth, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, SESSION_COOKIE } from './auth';
import { clearFailures, readFailures, recordFailure } from './sign-in-failures';
import { signInKeys, signInWaitSeconds } from './sign-in-throttle';

const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'E-mail must be at most 254 characters')
  .regex(EMAIL_SHAPE, 'Enter a valid e-mail address');
const newPasswordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`);
// A password typed at sign-in is only bounded: its rules are checked when it is chosen.
const typedPasswordSchema = z.string().min(1).max(MAX_PASSWORD_LENGTH);
const tokenSchema = z.string().min(1).max(2048);

const accountUserSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    role: z.enum(['customer', 'admin']),
  })
  .meta({ id: 'AccountUser' });
const signedInSchema = z.object({ user: accountUserSchema }).meta({ id: 'SignedIn' });

type LibraryUser = { id: string; name: string; email: string; emailVerified: boolean; role?: unknown };

function toAccountUser(user: LibraryUser): z.infer<typeof accountUserSchema> {
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

/** Runs a library call, turning its refusals into the API's error body. */
async function library<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const code = error instanceof APIError ? (error.body as { code?: unknown } | undefined)?.code : undefined;
    const known = typeof code === 'string' ? LIBRARY_ERRORS[code] : undefined;
    if (known) throw known;
    throw error;
  }
}

/** What the library needs of a request: the session cookie alone, and the shopper's IP for the session row. */
function libraryHeaders(request: FastifyRequest, ip: string): Headers {
  const headers = new Headers({ 'x-forwarded-for': ip });
  const token = cookieValue(request.headers.cookie, SESSION_COOKIE);
  if (token) headers.set('cookie', `${SESSION_COOKIE}=${token}`);
  return headers;
}

/** Hands the library's Set-Cookie headers (the session cookie) on to the shop. */
function passCookies(reply: FastifyReply, headers: Headers): void {
  const cookies = headers.getSetCookie().filter((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}

/** What the account routes need: the database (throttle counts), the sign-in library and who may forward IPs. */
interface AccountDeps {
  db: Database;
  auth: Auth;
  ipOf: (request: FastifyRequest) => string;
  now: () => Date;
}

type AccountApp = Parameters<FastifyPluginAsyncZod>[0];

const tags = ['account'];

/** Sign-up, e-mail verification and password reset: the routes a signed-out shopper uses. */
function registrationRoutes(app: AccountApp, { auth, ipOf }: AccountDeps): void {
  app.post(
    '/account/sign-up',
    {
      schema: {
        tags,
        summary: 'Creates an account and e-mails its verification link (the same answer for a taken address)',
        body: z.object({ name: boundedText('Name', 100), email: emailSchema, password: newPasswordSchema }),
        response: { 202: z.object({ verificationSent: z.literal(true) }), ...errorResponses(400, 403) },
      },
    },
    async (request, reply) => {
      const { name, email, password } = request.body;
      await library(() =>
        auth.api.signUpEmail({
          body: { name, email, password },
          headers: libraryHeaders(request, ipOf(request)),
        }),
      );
      return reply.code(202).send({ verificationSent: true as const });
    },
  );

  app.post(
    '/account/verify',
    {
      schema: {
        tags,
        summary: 'Confirms an e-mail address with the token of its link',
        body: z.object({ token: tokenSchema }),
        response: { 204: z.null(), ...errorResponses(400, 403) },
      },
    },
    async (request, reply) => {
      const { token } = request.body;
      await library(() => auth.api.verifyEmail({ query: { token } }));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/account/password-reset-request',
    {
      schema: {
        tags,
        summary: 'E-mails a password-reset link when the address has an account (the same answer either way)',
        body: z.object({ email: emailSchema }),
        response: { 202: z.object({ resetSent: z.literal(true) }), ...errorResponses(400, 403) },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      await library(() => auth.api.requestPasswordReset({ body: { email } }));
      return reply.code(202).send({ resetSent: true as const });
    },
  );

  app.post(
    '/account/password-reset',
    {
      schema: {
        tags,
        summary: "Sets a new password with a reset link's token; every session of the account ends",
        body: z.object({ token: tokenSchema, password: newPasswordSchema }),
        response: { 204: z.null(), ...errorResponses(400, 403) },
      },
    },
    async (request, reply) => {
      const { token, password } = request.body;
      await library(() => auth.api.resetPassword({ body: { token, newPassword: password } }));
      return reply.code(204).send(null);
    },
  );
}

/** Sign-in (throttled), the session's account, sign-out here or everywhere, and the password change. */
function sessionRoutes(app: AccountApp, { db, auth, ipOf, now }: AccountDeps): void {
  app.post(
    '/account/sign-in',
    {
      schema: {
        tags,
        summary:
          'Signs in with e-mail and password: a new session cookie, throttled after 20 failures in a row',
        body: z.object({ email: emailSchema, password: typedPasswordSchema }),
        response: { 200: signedInSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const ip = ipOf(request);
      const keys = signInKeys(ip, email);
      const asked = now();
      const wait = Math.max(0, ...(await readFailures(db, keys)).map((c) => signInWaitSeconds(c, asked)));
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        throw new ApiError(429, 'RATE_LIMITED', `Too many attempts. Please try again in ${wait} seconds.`);
      }
      try {
        const { headers, response } = await library(() =>
          auth.api.signInEmail({
            body: { email, password },
            headers: libraryHeaders(request, ip),
            returnHeaders: true,
          }),
        );
        await clearFailures(db, keys);
        passCookies(reply, headers);
        return { user: toAccountUser(response.user as LibraryUser) };
      } catch (error) {
        // The wait counts from the answer, after the password hash, however long that took.
        if (error instanceof ApiError && error.code === 'INVALID_CREDENTIALS') {
          await recordFailure(db, keys, now());
        }
        throw error;
      }
    },
  );

  app.get(
    '/account/session',
    {
      schema: {
        tags,
        summary: "The signed-in shopper's account, from the session cookie",
        response: { 200: signedInSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const { headers, response } = await auth.api.getSession({
        headers: libraryHeaders(request, ipOf(request)),
        returnHeaders: true,
      });
      if (!response) throw new ApiError(401, 'UNAUTHENTICATED', 'Please sign in.');
      passCookies(reply, headers);
      return { user: toAccountUser(response.user as LibraryUser) };
    },
  );

  app.post(
    '/account/sign-out',
    {
      schema: {
        tags,
        summary: 'Ends this session and clears its cookie',
        response: { 204: z.null(), ...errorResponses(403) },
      },
    },
    async (request, reply) => {
      const headers = libraryHeaders(request, ipOf(request));
      const answer = await auth.api.signOut({ headers, returnHeaders: true }).catch(() => null);
      if (answer) passCookies(reply, answer.headers);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/account/sign-out-everywhere',
    {
      schema: {
        tags,
        summary: "Ends every session of the signed-in shopper's account, this one included",
        response: { 204: z.null(), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const headers = libraryHeaders(request, ipOf(request));
      const session = await auth.api.getSession({ headers });
      if (!session) throw new ApiError(401, 'UNAUTHENTICATED', 'Please sign in.');
      await auth.api.revokeSessions({ headers });
      const answer = await auth.api.signOut({ headers, returnHeaders: true }).catch(() => null);
      if (answer) passCookies(reply, answer.headers);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/account/password',
    {
      schema: {
        tags,
        summary: 'Changes the password: every other session ends and this one is replaced by a new one',
        body: z.object({ currentPassword: typedPasswordSchema, newPassword: newPasswordSchema }),
        response: { 200: signedInSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { currentPassword, newPassword } = request.body;
      const headers = libraryHeaders(request, ipOf(request));
      const session = await auth.api.getSession({ headers });
      if (!session) throw new ApiError(401, 'UNAUTHENTICATED', 'Please sign in.');
      const answer = await library(() =>
        auth.api.changePassword({
          body: { currentPassword, newPassword, revokeOtherSessions: true },
          headers,
          returnHeaders: true,
        }),
      );
      passCookies(reply, answer.headers);
      return { user: toAccountUser(session.user as LibraryUser) };
    },
  );
}

/**
 * `/account/…`: sign-up, e-mail verification, sign-in (throttled per IP and per e-mail), sign-out (here and
 * everywhere), the session's account, password reset and change. Sessions travel in the `fitkit_session` cookie,
 * which the shop relays between the shopper and the API; a browser's cross-site state change is refused.
 */
export const accountRoutes: FastifyPluginAsyncZod<{
  db: Database;
  auth: Auth;
  shopUrl: string;
  shopSecret: string | undefined;
  now?: () => Date;
}> = async (app, { db, auth, shopUrl, shopSecret, now = () => new Date() }) => {
  const shopOrigin = new URL(shopUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') refuseCrossSite(request, shopOrigin);
  });
  const deps: AccountDeps = { db, auth, ipOf: (request) => clientIp(request, shopSecret), now };
  registrationRoutes(app, deps);
  sessionRoutes(app, deps);
};
