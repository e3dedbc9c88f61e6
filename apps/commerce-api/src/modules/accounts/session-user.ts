import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../http/errors';
import { cookieValue } from '../../http/ownership';
import { type Auth, SESSION_COOKIE } from './auth';
import type { UserRole } from './roles';

/** The session of the request's session cookie (the one the shop forwards), or null. */
async function readSession(auth: Auth, request: FastifyRequest) {
  const token = cookieValue(request.headers.cookie, SESSION_COOKIE);
  if (!token) return null;
  return auth.api.getSession({ headers: new Headers({ cookie: `${SESSION_COOKIE}=${token}` }) });
}

/** The id of the user signed in by the request's session cookie (the one the shop forwards), or null. */
export async function sessionUserId(auth: Auth, request: FastifyRequest): Promise<string | null> {
  return (await readSession(auth, request))?.user.id ?? null;
}

/** The signed-in shopper a request's session cookie belongs to, as other modules need them. */
export interface SessionUser {
  id: string;
  name: string;
  /** Lower-cased; verified (sign-in needs a verified address). */
  email: string;
  emailVerified: boolean;
  role: UserRole;
}

/** The signed-in account of the forwarded `fitkit_session` cookie, or null (none, expired, signed out). */
export async function sessionUser(auth: Auth, request: FastifyRequest): Promise<SessionUser | null> {
  const session = await readSession(auth, request);
  if (!session) return null;
  const { id, name, email, emailVerified, role } = session.user as typeof session.user & { role?: unknown };
  return {
    id,
    name,
    email: email.toLowerCase(),
    emailVerified,
    role: role === 'admin' ? 'admin' : 'customer',
  };
}

/** Reads a request's session: the shopper, or null when signed out (or the session ended). */
export type SessionReader = (request: FastifyRequest) => Promise<SessionUser | null>;

/** The session reader over the sign-in library: only the session cookie of the request is handed to it. */
export function sessionReader(auth: Auth): SessionReader {
  return (request) => sessionUser(auth, request);
}

/** The signed-in shopper, or 401 UNAUTHENTICATED. */
export async function requireUser(read: SessionReader, request: FastifyRequest): Promise<SessionUser> {
  const user = await read(request);
  if (!user) throw new ApiError(401, 'UNAUTHENTICATED', 'Please sign in.');
  return user;
}
