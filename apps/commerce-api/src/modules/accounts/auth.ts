import { type BetterAuthOptions, betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth, magicLink } from 'better-auth/plugins';
import type { Database } from '../../db/client';
import { accounts, sessions, users, verifications } from '../../db/schema';
import { enqueueEmail } from '../outbox/queries';
import { type HostedSignIn, hostedSignInPlugin } from './hosted-sign-in';
import { rememberSignInIp } from './known-ips';
import { hashingSessionTokens } from './session-tokens';

/** The session cookie's name; the shop forwards it (and permId) to the API and nothing else of its cookies. */
export const SESSION_COOKIE = 'fitkit_session';

/** Shortest password accepted at sign-up, reset and change. */
export const MIN_PASSWORD_LENGTH = 10;

/** Longest password accepted (the hash's input stays bounded). */
export const MAX_PASSWORD_LENGTH = 128;

// Used only outside production (tests, local runs); production refuses to start without AUTH_SECRET.
const DEVELOPMENT_SECRET = 'fitkit-development-secret-not-for-production-use';

/** The cookie that ties a hosted sign-in's return to the browser that left (state and PKCE verifier are stored). */
export const HOSTED_STATE_COOKIE = 'fitkit_oauth_state';

/** How long an e-mailed sign-in link works: longer than the longest throttle wait, so one is always valid. */
export const SIGN_IN_LINK_SECONDS = 30 * 60;

/** The secret that signs session cookies and e-mail verification links. */
export function authSecret(env: NodeJS.ProcessEnv = process.env): string {
  const secret = env.AUTH_SECRET?.trim();
  if (secret) return secret;
  if (env.NODE_ENV === 'production') throw new Error('AUTH_SECRET must be set in production');
  return DEVELOPMENT_SECRET;
}

/** A shop link under the storefront's address. */
function shopLink(shopUrl: string, path: string): string {
  return new URL(path, shopUrl).toString();
}

/**
 * The sign-in library set up for the shop: e-mail and password only, verified e-mail required, sessions in the
 * database (tokens hashed), links in e-mails pointing at the shop's `/account/verify/…` and `/account/reset/…`
 * pages, e-mails written to the outbox. The library's own HTTP handler is not served: the account routes call
 * it on the server, so every answer has the API's one error body and the shop's throttle comes first.
 */
export function createAuth(
  db: Database,
  { shopUrl, secret, hosted }: { shopUrl: string; secret: string; hosted?: HostedSignIn | undefined },
) {
  const database = (options: BetterAuthOptions) =>
    hashingSessionTokens(
      drizzleAdapter(db, {
        provider: 'pg',
        schema: { user: users, session: sessions, account: accounts, verification: verifications },
      })(options),
    );
  return betterAuth({
    appName: 'fitkit',
    baseURL: shopUrl,
    secret,
    database,
    telemetry: { enabled: false },
    logger: { level: 'error' },
    // The API is reached only by the shop's server; the shop throttles and checks Origin itself.
    rateLimit: { enabled: false },
    user: {
      additionalFields: { role: { type: 'string', required: false, defaultValue: 'customer', input: false } },
    },
    verification: { storeIdentifier: 'hashed' },
    // The expiry slides: a session used after a day gets a new 30-day expiry (and cookie), relayed by the shop.
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    // Every session made (password, e-mailed link, hosted sign-in) makes its IP one the account signs in from.
    databaseHooks: {
      session: { create: { after: (session) => rememberSignInIp(db, session.userId, session.ipAddress) } },
    },
    advanced: {
      cookies: { session_token: { name: SESSION_COOKIE }, state: { name: HOSTED_STATE_COOKIE } },
      useSecureCookies: false,
      defaultCookieAttributes: { httpOnly: true, secure: true, sameSite: 'lax', path: '/' },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        await enqueueEmail(db, {
          kind: 'account-password-reset',
          recipient: user.email,
          subject: 'Reset your fitkit password',
          body: `Someone asked to reset the password of your fitkit account. To choose a new one, open:\n\n${shopLink(shopUrl, `/account/reset/${encodeURIComponent(token)}/`)}\n\nThe link works for one hour. If it was not you, ignore this e-mail: your password stays as it is.`,
        });
      },
    },
    plugins: [
      magicLink({
        disableSignUp: true,
        storeToken: 'hashed',
        expiresIn: SIGN_IN_LINK_SECONDS,
        sendMagicLink: async ({ email, token }) => {
          await enqueueEmail(db, {
            kind: 'account-sign-in-link',
            recipient: email,
            subject: 'Your fitkit sign-in link',
            body: `Someone tried to sign in to your fitkit account many times with a wrong password, so a sign-in from a new place needs this link. To sign in, open:\n\n${shopLink(shopUrl, `/account/sign-in/link/${encodeURIComponent(token)}/`)}\n\nThe link works once, for 30 minutes. If it was not you, your account is safe: nobody signs in without this link or from where you usually sign in.`,
          });
        },
      }),
      ...(hosted ? [genericOAuth({ config: [hostedSignInPlugin(hosted, shopUrl)] })] : []),
    ],
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, token }) => {
        await enqueueEmail(db, {
          kind: 'account-verification',
          recipient: user.email,
          subject: 'Confirm your fitkit e-mail address',
          body: `Welcome to fitkit. To confirm your e-mail address and sign in, open:\n\n${shopLink(shopUrl, `/account/verify/${encodeURIComponent(token)}/`)}\n\nThe link works for 24 hours. If you did not create an account, ignore this e-mail.`,
        });
      },
    },
  });
}

/** The sign-in library as the account routes use it. */
export type Auth = ReturnType<typeof createAuth>;
