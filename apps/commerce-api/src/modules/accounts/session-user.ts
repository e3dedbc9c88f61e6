import type { FastifyRequest } from 'fastify';
import { cookieValue } from '../../http/ownership';
import { type Auth, SESSION_COOKIE } from './auth';
import type { UserRole } from './roles';

/** The account behind a request's session cookie, as other modules need it. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: UserRole;
}

/** The signed-in account of the forwarded `fitkit_session` cookie, or null (none, expired, signed out). */
export async function sessionUser(auth: Auth, request: FastifyRequest): Promise<SessionUser | null> {
  const token = cookieValue(request.headers.cookie, SESSION_COOKIE);
  if (!token) return null;
  const session = await auth.api.getSession({
    headers: new Headers({ cookie: `${SESSION_COOKIE}=${token}` }),
  });
  if (!session) return null;
  const { id, name, email, role } = session.user as {
    id: string;
    name: string;
    email: string;
    role?: unknown;
  };
  return { id, name, email, role: role === 'admin' ? 'admin' : 'customer' };
}

/** The id of the user signed in by the request's session cookie (the one the shop forwards), or null. */
export async function sessionUserId(auth: Auth, request: FastifyRequest): Promise<string | null> {
  return (await sessionUser(auth, request))?.id ?? null;
}
