import type { GenericOAuthConfig } from 'better-auth/plugins';

/** The provider id of the hosted sign-in service in the library (and in `accounts.provider_id`). */
export const HOSTED_PROVIDER_ID = 'hosted';

/** The shop page the hosted sign-in service sends the shopper back to (its redirect URI). */
export const HOSTED_CALLBACK_PATH = '/account/sign-in/hosted/return/';

/** The optional hosted sign-in service of SPEC §6: any OpenID Connect issuer (Amazon Cognito, …). */
export interface HostedSignIn {
  /** The issuer's URL; its discovery document is at `{issuer}/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** The hosted sign-in service from `OIDC_ISSUER`, `OIDC_CLIENT_ID` and `OIDC_CLIENT_SECRET`; off when unset. */
export function readHostedSignIn(env: NodeJS.ProcessEnv = process.env): HostedSignIn | undefined {
  const issuer = env.OIDC_ISSUER?.trim();
  if (!issuer) return undefined;
  const clientId = env.OIDC_CLIENT_ID?.trim();
  const clientSecret = env.OIDC_CLIENT_SECRET?.trim();
  if (!URL.canParse(issuer)) throw new Error(`Invalid OIDC_ISSUER: ${issuer}`);
  if (!clientId || !clientSecret) throw new Error('OIDC_ISSUER needs OIDC_CLIENT_ID and OIDC_CLIENT_SECRET');
  return { issuer: issuer.replace(/\/$/, ''), clientId, clientSecret };
}

/**
 * The library's generic OpenID Connect provider for the service: discovery, the authorization code flow with state
 * and PKCE (S256), ID tokens checked against the issuer's keys with a nonce, and the shopper returned to the shop's
 * own page. An existing account is linked only when the issuer says the e-mail is verified (the library's rule).
 */
export function hostedSignInPlugin(hosted: HostedSignIn, shopUrl: string): GenericOAuthConfig {
  return {
    providerId: HOSTED_PROVIDER_ID,
    discoveryUrl: `${hosted.issuer}/.well-known/openid-configuration`,
    clientId: hosted.clientId,
    clientSecret: hosted.clientSecret,
    scopes: ['openid', 'email', 'profile'],
    pkce: true,
    requireIdTokenVerification: true,
    redirectURI: new URL(HOSTED_CALLBACK_PATH, shopUrl).toString(),
  };
}
