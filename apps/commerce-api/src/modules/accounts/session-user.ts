import type { FastifyRequest } from 'fastify';
import { cookieValue } from '../../http/ownership';
import { type Auth, SESSION_COOKIE } from './auth';

/** The id of the user signed in by the request's session cookie (the one the shop forwards), or null. */
export async function sessionUserId(auth: Auth, request: FastifyRequest): Promise<string | null> {
  const token = cookieValue(request.headers.cookie, SESSION_COOKIE);
  if (!token) return null;
  const session = await auth.api.getSession({
    headers: new Headers({ cookie: `${SESSION_COOKIE}=${token}` }),
  });
  return session?.user.id ?? null;
}
