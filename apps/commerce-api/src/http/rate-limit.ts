import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientIp } from './client-ip';
import { ApiError } from './errors';

/** At most `limit` attempts per `windowMs`. */
export interface RateRule {
  limit: number;
  windowMs: number;
}

/** The guessable look-ups and their limits, per client IP and per shopper (permId). */
export interface RateLimits {
  coupons: { perIp: RateRule; perPermId: RateRule };
  giftcards: { perIp: RateRule; perPermId: RateRule };
  orders: { perIp: RateRule; perPermId: RateRule };
  receipt: { perIp: RateRule; perPermId: RateRule };
  /** Field vitals beacons: at most one per page view, so 300 in ten minutes is far past a shopper's. */
  vitals: { perIp: RateRule; perPermId: RateRule };
}

const TEN_MINUTES = 10 * 60_000;

/**
 * Defaults: generous for a shopper typing a code or opening an order page a few times, far too few to guess a
 * gift-card number and PIN, an order token or a receipt's last four digits.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  coupons: { perIp: { limit: 60, windowMs: TEN_MINUTES }, perPermId: { limit: 20, windowMs: TEN_MINUTES } },
  giftcards: { perIp: { limit: 20, windowMs: TEN_MINUTES }, perPermId: { limit: 10, windowMs: TEN_MINUTES } },
  orders: { perIp: { limit: 60, windowMs: TEN_MINUTES }, perPermId: { limit: 60, windowMs: TEN_MINUTES } },
  receipt: { perIp: { limit: 30, windowMs: TEN_MINUTES }, perPermId: { limit: 20, windowMs: TEN_MINUTES } },
  vitals: { perIp: { limit: 300, windowMs: TEN_MINUTES }, perPermId: { limit: 300, windowMs: TEN_MINUTES } },
};

// Past this many keys, expired windows are swept so spoofed keys cannot grow memory without bound.
const SWEEP_AT = 10_000;

/**
 * Fixed-window counters in the process's memory. Each API process counts on its own, so N processes allow N
 * times the limit; a shared store (the database or a cache) is the step up when the API runs on many hosts.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts one attempt; returns the seconds to wait when the key is over its limit, else 0. */
  hit(key: string, rule: RateRule): number {
    const now = this.now();
    if (this.windows.size >= SWEEP_AT) {
      for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
    }
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + rule.windowMs };
      this.windows.set(key, window);
    }
    window.count++;
    return window.count > rule.limit ? Math.max(1, Math.ceil((window.resetAt - now) / 1000)) : 0;
  }
}

/**
 * Counts a request against its IP's and its shopper's limits of one bucket and refuses it with 429, a
 * Retry-After header and the one error body when either is exceeded.
 */
export function enforceRateLimit(
  limiter: RateLimiter,
  bucket: string,
  rules: { perIp: RateRule; perPermId: RateRule },
  who: { ip: string; permId?: string | undefined },
  reply: FastifyReply,
): void {
  const byIp = limiter.hit(`${bucket}|ip|${who.ip}`, rules.perIp);
  const byPerm = who.permId ? limiter.hit(`${bucket}|perm|${who.permId}`, rules.perPermId) : 0;
  const wait = Math.max(byIp, byPerm);
  if (wait > 0) {
    reply.header('retry-after', String(wait));
    throw new ApiError(429, 'RATE_LIMITED', `Too many attempts. Please try again in ${wait} seconds.`);
  }
}

/** The request's permId from its path or query string, when it has one. */
function permIdOf(request: FastifyRequest): string | undefined {
  const params = request.params as { permId?: unknown } | undefined;
  const query = request.query as { permId?: unknown } | undefined;
  const value = params?.permId ?? query?.permId;
  return typeof value === 'string' ? value : undefined;
}

/** Counts a request against one bucket's limits; throws the 429 when it is over. */
export type LookupGuard = (bucket: keyof RateLimits, request: FastifyRequest, reply: FastifyReply) => void;

/** The guard of an app: one limiter, its limits, and who may forward the shopper's IP. */
export function lookupGuard(limits: RateLimits, shopSecret: string | undefined): LookupGuard {
  const limiter = new RateLimiter();
  return (bucket, request, reply) =>
    enforceRateLimit(
      limiter,
      bucket,
      limits[bucket],
      { ip: clientIp(request, shopSecret), permId: permIdOf(request) },
      reply,
    );
}
