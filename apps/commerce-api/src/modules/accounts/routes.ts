import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { clientIp } from '../../http/client-ip';
import { refuseCrossSite } from '../../http/cross-site';
import { ApiError } from '../../http/errors';
import { PUBLIC, SESSION_OPTIONAL } from '../../http/openapi';
import type { LookupGuard } from '../../http/rate-limit';
import { boundedText, errorResponses, hasControlCharacter } from '../../http/schemas';
import { type Auth, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './auth';
import { hostedRoutes } from './hosted-routes';
import { hasSignedInFrom } from './known-ips';
import {
  type AccountApp,
  type AccountDeps,
  isLibraryAnswer,
  type LibraryUser,
  library,
  libraryHeaders,
  passCookies,
  sessionSchema,
  signedInSchema,
  tags,
  toAccountUser,
} from './library-calls';
import { clearFailures, readFailures, recordFailure } from './sign-in-failures';
import { needsSignInLink, signInGate, signInKeys } from './sign-in-throttle';

// The account library refuses addresses by zod's e-mail rule (its refusal surfaced as a 500): the same rule here
// answers 400 first, and the document states it.
const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'E-mail must be at most 254 characters')
  .regex(z.regexes.email, 'Enter a valid e-mail address');
// No password holds a control character: a NUL byte is refused (400) before it reaches the password hash.
const noControlCharacters = (v: string) => !hasControlCharacter(v);
const CONTROL_TEXT = 'Password contains characters that are not allowed';
const newPasswordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`)
  .refine(noControlCharacters, CONTROL_TEXT);
/** A password typed to sign in or to confirm a change: only bounded, its rules are checked when it is chosen. */
export const typedPasswordSchema = z
  .string()
  .min(1)
  .max(MAX_PASSWORD_LENGTH)
  .refine(noControlCharacters, CONTROL_TEXT);
const tokenSchema = z.string().min(1).max(2048);

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

/** Sign-in with the password (throttled, or a link e-mailed after 20 failures) and with the e-mailed link. */
function signInRoutes(app: AccountApp, { db, auth, ipOf, now, guard }: AccountDeps): void {
  app.post(
    '/account/sign-in',
    {
      schema: {
        tags,
        summary:
          'Signs in with e-mail and password: a new session cookie; throttled after 20 failures in a row, and then ' +
          'a new IP is e-mailed a sign-in link instead (202, the same answer for an unknown e-mail)',
        body: z.object({ email: emailSchema, password: typedPasswordSchema }),
        // 401 here is a wrong password, not a missing session.
        security: PUBLIC,
        response: {
          200: signedInSchema,
          202: z.object({ signInLinkSent: z.literal(true) }),
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request, reply) => {
      guard('signIn', request, reply);
      const { email, password } = request.body;
      const ip = ipOf(request);
      const keys = signInKeys(ip, email);
      const counts = await readFailures(db, [keys.ip, keys.email]);
      const emailCount = counts.get(keys.email);
      // Known IPs matter only once the e-mail has failed 20 times: the look-up stays off the usual path.
      const knownIp = needsSignInLink(emailCount) && (await hasSignedInFrom(db, email, ip));
      const gate = signInGate({ ip: counts.get(keys.ip), email: emailCount }, knownIp, now());
      if (gate.kind === 'wait') {
        reply.header('retry-after', String(gate.seconds));
        throw new ApiError(
          429,
          'RATE_LIMITED',
          gate.link
            ? `Too many attempts. Open the sign-in link we e-mailed, or try again in ${gate.seconds} seconds.`
            : `Too many attempts. Please try again in ${gate.seconds} seconds.`,
        );
      }
      if (gate.kind === 'link') {
        await recordFailure(db, [keys.ip, keys.email], now());
        // Sent once the answer is out (the embedded database shares this thread), so an unknown e-mail, which
        // has no link to send, answers in the same time.
        const headers = libraryHeaders(request, ip);
        setImmediate(() => {
          sendSignInLink(db, auth, email, headers).catch((error: unknown) =>
            request.log.error({ err: error }, 'sign-in link not sent'),
          );
        });
        return reply.code(202).send({ signInLinkSent: true as const });
      }
      try {
        const { headers, response } = await library(() =>
          auth.api.signInEmail({
            body: { email, password },
            headers: libraryHeaders(request, ip),
            returnHeaders: true,
          }),
        );
        await clearFailures(db, [keys.ip, keys.email]);
        passCookies(reply, headers);
        return { user: toAccountUser(response.user as LibraryUser) };
      } catch (error) {
        // The wait counts from the answer, after the password hash, however long that took.
        if (error instanceof ApiError && error.code === 'INVALID_CREDENTIALS') {
          await recordFailure(db, [keys.ip, keys.email], now());
        }
        throw error;
      }
    },
  );

  app.post(
    '/account/sign-in-link',
    {
      schema: {
        tags,
        summary: "Signs in with an e-mailed sign-in link's token (once): a new session cookie",
        body: z.object({ token: tokenSchema }),
        response: { 200: signedInSchema, ...errorResponses(400, 403) },
      },
    },
    async (request, reply) => {
      const ip = ipOf(request);
      const answer = await auth.api
        .magicLinkVerify({
          query: { token: request.body.token },
          headers: libraryHeaders(request, ip),
          returnHeaders: true,
        })
        // The library answers a bad token with a redirect to an error page; the API answers it in its own words.
        .catch((error: unknown) => {
          if (isLibraryAnswer(error)) return null;
          throw error;
        });
      const user = answer && 'user' in answer.response ? (answer.response.user as LibraryUser) : null;
      if (!answer || !user)
        throw new ApiError(400, 'TOKEN_NOT_VALID', 'This link is not valid or has expired.');
      // The owner proved the mailbox: the e-mail's failures are forgotten.
      const keys = signInKeys(ip, user.email);
      await clearFailures(db, [keys.ip, keys.email]);
      passCookies(reply, answer.headers);
      return { user: toAccountUser(user) };
    },
  );
}

/** The session's account, sign-out here or everywhere, and the password change. */
function sessionRoutes(app: AccountApp, { auth, ipOf }: AccountDeps): void {
  app.get(
    '/account/session',
    {
      schema: {
        tags,
        summary: "The signed-in shopper's account from the session cookie; `user: null` when signed out",
        security: SESSION_OPTIONAL,
        response: { 200: sessionSchema },
      },
    },
    async (request, reply) => {
      const { headers, response } = await auth.api.getSession({
        headers: libraryHeaders(request, ipOf(request)),
        returnHeaders: true,
      });
      passCookies(reply, headers);
      if (!response) return { user: null };
      return { user: toAccountUser(response.user as LibraryUser) };
    },
  );

  app.post(
    '/account/sign-out',
    {
      schema: {
        tags,
        summary: 'Ends this session and clears its cookie',
        security: SESSION_OPTIONAL,
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

/** E-mails a sign-in link when the address has an account (the library would mail any address). */
async function sendSignInLink(db: Database, auth: Auth, email: string, headers: Headers): Promise<void> {
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (account) await auth.api.signInMagicLink({ body: { email }, headers });
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
  guard: LookupGuard;
  now?: () => Date;
}> = async (app, { db, auth, shopUrl, shopSecret, guard, now = () => new Date() }) => {
  const shopOrigin = new URL(shopUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') refuseCrossSite(request, shopOrigin);
  });
  const deps: AccountDeps = { db, auth, ipOf: (request) => clientIp(request, shopSecret), now, guard };
  registrationRoutes(app, deps);
  signInRoutes(app, deps);
  sessionRoutes(app, deps);
  hostedRoutes(app, deps);
};
