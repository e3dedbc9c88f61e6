import { timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** The header the shop puts the shopper's IP address in. */
export const CLIENT_IP_HEADER = 'x-client-ip';

/** The header carrying the secret shared by the shop and the API. */
export const SHOP_SECRET_HEADER = 'x-shop-secret';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Whether a request comes from the shop's server: when a shared secret is configured (SHOP_API_SECRET), only one
 * carrying it in `x-shop-secret`; without one, a loopback peer (the shop and the API on one host, the default
 * set-up).
 */
export function fromTheShop(request: FastifyRequest, shopSecret: string | undefined): boolean {
  const given = request.headers[SHOP_SECRET_HEADER];
  if (shopSecret) return typeof given === 'string' && sameSecret(given, shopSecret);
  return LOOPBACK.has(request.socket.remoteAddress ?? '');
}

/**
 * The shopper's IP address for rate limits. The shop's `x-client-ip` is believed only {@link fromTheShop};
 * anyone else is counted by the connection's own address, so a forged header buys nothing.
 */
export function clientIp(request: FastifyRequest, shopSecret: string | undefined): string {
  const peer = request.socket.remoteAddress ?? 'unknown';
  const forwarded = request.headers[CLIENT_IP_HEADER];
  if (typeof forwarded !== 'string' || isIP(forwarded.trim()) === 0) return peer;
  return fromTheShop(request, shopSecret) ? forwarded.trim() : peer;
}
