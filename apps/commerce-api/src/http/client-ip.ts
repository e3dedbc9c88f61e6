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
 * The shopper's IP address for rate limits. The shop's `x-client-ip` is believed only from the shop: when a
 * shared secret is configured (SHOP_API_SECRET), only from requests carrying it in `x-shop-secret`; without
 * one, only from loopback peers (the shop and the API on one host, the default set-up). Anyone else is
 * counted by the connection's own address, so a forged header buys nothing.
 */
export function clientIp(request: FastifyRequest, shopSecret: string | undefined): string {
  const peer = request.socket.remoteAddress ?? 'unknown';
  const forwarded = request.headers[CLIENT_IP_HEADER];
  if (typeof forwarded !== 'string' || isIP(forwarded.trim()) === 0) return peer;
  const given = request.headers[SHOP_SECRET_HEADER];
  const trusted = shopSecret
    ? typeof given === 'string' && sameSecret(given, shopSecret)
    : LOOPBACK.has(peer);
  return trusted ? forwarded.trim() : peer;
}
