import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { json } from '../../app.test.helper';
import { SESSION_COOKIE } from './auth';

/**
 * A new verified account signed in through the real routes (sign-up, the outbox's verification link, sign-in), as
 * the Cookie header the shop forwards for it. Each call is a fresh address and IP, so tests never share one.
 */
export async function signedInShopper(app: FastifyInstance): Promise<{ cookie: string; email: string }> {
  const email = `shopper-${randomUUID()}@example.test`;
  const password = 'correct horse battery';
  const n = Math.floor(Math.random() * 65_000);
  const ip = `198.19.${n >> 8}.${n & 255}`;
  const signUp = await app.inject({
    method: 'POST',
    url: '/account/sign-up',
    payload: { name: 'Sam Shopper', email, password },
  });
  if (signUp.statusCode !== 202) throw new Error(`sign-up answered ${signUp.statusCode}`);
  const outbox = await app.inject({ url: `/outbox?to=${encodeURIComponent(email)}` });
  const body = json<{ messages: { kind: string; body: string }[] }>(outbox).messages.find(
    (m) => m.kind === 'account-verification',
  )?.body;
  const token = body?.match(/\/account\/verify\/([^/\s]+)\//)?.[1];
  if (!token) throw new Error(`no verification e-mail to ${email}`);
  await app.inject({ method: 'POST', url: '/account/verify', payload: { token: decodeURIComponent(token) } });
  const signIn = await app.inject({
    method: 'POST',
    url: '/account/sign-in',
    payload: { email, password },
    headers: { 'x-client-ip': ip },
  });
  const cookie = ([] as string[])
    .concat(signIn.headers['set-cookie'] ?? [])
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`))
    ?.split(';')[0];
  if (!cookie) throw new Error(`sign-in answered ${signIn.statusCode} without a session`);
  return { cookie, email };
}
