import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

/** Who the stand-in issuer signs in next (what its login page would have asked). */
export interface StandInUser {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
}

/** A running stand-in issuer and what it saw. */
export interface StandInIssuer {
  /** The issuer URL (`OIDC_ISSUER`). */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The shopper the next authorization signs in. */
  user: StandInUser;
  /** The query of the last authorization request. */
  lastAuthorization: URLSearchParams | null;
  close: () => Promise<void>;
}

type Grant = { user: StandInUser; redirectUri: string; challenge: string; nonce: string | null };

const CLIENT_ID = 'fitkit-shop';
const CLIENT_SECRET = 'stand-in-client-secret';

function body(request: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let text = '';
    request.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
    });
    request.on('end', () => resolve(new URLSearchParams(text)));
    request.on('error', reject);
  });
}

/** The client credentials of a token request: HTTP Basic or form fields. */
function clientOf(
  request: IncomingMessage,
  form: URLSearchParams,
): { id: string | null; secret: string | null } {
  const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  if (basic) {
    const [id, secret] = Buffer.from(basic, 'base64').toString('utf8').split(':').map(decodeURIComponent);
    return { id: id ?? null, secret: secret ?? null };
  }
  return { id: form.get('client_id'), secret: form.get('client_secret') };
}

/**
 * A small OpenID Connect issuer for tests (vendors cannot be reached from them): discovery, JWKS, an authorization
 * endpoint that signs in `user` at once and insists on PKCE (S256) and the registered redirect URI, a token endpoint
 * that checks the client secret, the code verifier and the redirect URI (a code works once), RS256 ID tokens with
 * the nonce, and userinfo.
 */
export async function startStandInIssuer({
  redirectUri,
  port = 0,
}: {
  redirectUri: string;
  port?: number;
}): Promise<StandInIssuer> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'stand-in', alg: 'RS256', use: 'sig' };
  const grants = new Map<string, Grant>();
  const accessTokens = new Map<string, StandInUser>();
  let base = '';
  const state: StandInIssuer = {
    issuer: '',
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    user: { sub: 'stand-in-1', email: 'hosted@example.test', email_verified: true, name: 'Hosted Shopper' },
    lastAuthorization: null,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const json = (response: import('node:http').ServerResponse, status: number, value: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    response.end(JSON.stringify(value));
  };
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', base);
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(response, 200, {
        issuer: base,
        authorization_endpoint: `${base}/authorize`,
        token_endpoint: `${base}/token`,
        userinfo_endpoint: `${base}/userinfo`,
        jwks_uri: `${base}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      });
    }
    if (url.pathname === '/jwks') return json(response, 200, { keys: [jwk] });
    if (url.pathname === '/authorize') {
      const q = url.searchParams;
      state.lastAuthorization = q;
      const challenge = q.get('code_challenge');
      if (
        q.get('client_id') !== CLIENT_ID ||
        q.get('redirect_uri') !== redirectUri ||
        q.get('response_type') !== 'code' ||
        q.get('code_challenge_method') !== 'S256' ||
        !challenge ||
        !q.get('state')
      ) {
        return json(response, 400, { error: 'invalid_request' });
      }
      const code = randomBytes(16).toString('base64url');
      grants.set(code, { user: { ...state.user }, redirectUri, challenge, nonce: q.get('nonce') });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', q.get('state')!);
      back.searchParams.set('iss', base);
      response.writeHead(302, { location: back.toString() });
      return response.end();
    }
    if (url.pathname === '/token' && request.method === 'POST') {
      const form = await body(request);
      const client = clientOf(request, form);
      const grant = grants.get(form.get('code') ?? '');
      grants.delete(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (client.id !== CLIENT_ID || client.secret !== CLIENT_SECRET) {
        return json(response, 401, { error: 'invalid_client' });
      }
      if (!grant || grant.redirectUri !== form.get('redirect_uri') || grant.challenge !== challenge) {
        return json(response, 400, { error: 'invalid_grant' });
      }
      const accessToken = randomBytes(16).toString('base64url');
      accessTokens.set(accessToken, grant.user);
      const idToken = await new SignJWT({
        email: grant.user.email,
        email_verified: grant.user.email_verified,
        name: grant.user.name,
        ...(grant.nonce ? { nonce: grant.nonce } : {}),
      })
        .setProtectedHeader({ alg: 'RS256', kid: 'stand-in' })
        .setIssuer(base)
        .setSubject(grant.user.sub)
        .setAudience(CLIENT_ID)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(privateKey);
      return json(response, 200, {
        access_token: accessToken,
        id_token: idToken,
        token_type: 'Bearer',
        expires_in: 300,
        scope: 'openid email profile',
      });
    }
    if (url.pathname === '/userinfo') {
      const user = accessTokens.get(/^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '');
      return user ? json(response, 200, user) : json(response, 401, { error: 'invalid_token' });
    }
    return json(response, 404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.issuer = base;
  return state;
}
