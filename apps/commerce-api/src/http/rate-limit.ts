import type { FastifyReply, FastifyRequest } from 'fastify';
import { CLIENT_IP_HEADER, clientIp, fromTheShop } from './client-ip';
import { ApiError } from './errors';
import { cookieValue, PERM_ID_COOKIE } from './ownership';

/** At most `limit` attempts per `windowMs`. */
export interface RateRule {
  limit: number;
  windowMs: number;
}

/** One bucket's limits: per client IP and per shopper (the permId of the path, the query or the cookie). */
export interface BucketLimits {
  perIp: RateRule;
  perPermId: RateRule;
}

/**
 * The limited routes, per bucket: the guessable look-ups (codes, gift cards, orders, receipts), sign-in, the
 * newsletter sign-up, the search bar's suggestions and the CSP violation reports browsers send.
 */
export interface RateLimits {
  coupons: BucketLimits;
  giftcards: BucketLimits;
  orders: BucketLimits;
  receipt: BucketLimits;
  signIn: BucketLimits;
  newsletter: BucketLimits;
  suggestions: BucketLimits;
  cspReports: BucketLimits;
  /** Field vitals beacons: at most one per page view, so 300 in ten minutes is far past a shopper's. */
  vitals: BucketLimits;
}

const MINUTE = 60_000;
const TEN_MINUTES = 10 * MINUTE;
const every = (perIp: number, perPermId: number, windowMs = TEN_MINUTES): BucketLimits => ({
  perIp: { limit: perIp, windowMs },
  perPermId: { limit: perPermId, windowMs },
});

/**
 * Defaults: generous for a shopper typing a code or opening an order page a few times, far too few to guess a
 * gift-card number and PIN, an order token or a receipt's last four digits. Sign-in counts attempts per browser
 * (permId), never per e-mail, so nobody can keep an owner out by trying their address (its failures have the
 * database throttle, sign-in-throttle.ts); per IP it leaves room for an office behind one address. Suggestions
 * come with every pause in typing.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  coupons: every(60, 20),
  giftcards: every(20, 10),
  orders: every(60, 60),
  receipt: every(30, 20),
  signIn: every(100, 30),
  newsletter: every(20, 10),
  suggestions: every(1200, 600),
  cspReports: every(100, 100, MINUTE),
  vitals: every(300, 300),
};

/** The environment variable of a bucket's limits: `RATE_LIMIT_SIGN_IN` for `signIn`. */
export function rateLimitEnvName(bucket: keyof RateLimits): string {
  return `RATE_LIMIT_${bucket.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
}

/**
 * The limits with any bucket the environment sets replaced: `RATE_LIMIT_<BUCKET>=<per IP>/<per shopper>/<window
 * in seconds>` (e.g. `RATE_LIMIT_COUPONS=60/20/600`). A value of another shape stops the start with its name.
 */
export function rateLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): RateLimits {
  const limits = { ...DEFAULT_RATE_LIMITS };
  for (const bucket of Object.keys(limits) as (keyof RateLimits)[]) {
    const name = rateLimitEnvName(bucket);
    const value = env[name]?.trim();
    if (!value) continue;
    const match = /^(\d+)\/(\d+)\/(\d+)$/.exec(value);
    const [perIp, perPermId, seconds] = (match?.slice(1) ?? []).map(Number);
    if (!perIp || !perPermId || !seconds) {
      throw new Error(`Invalid ${name}: expected <per IP>/<per shopper>/<window seconds>, all above 0`);
    }
    limits[bucket] = every(perIp, perPermId, seconds * 1000);
  }
  return limits;
}

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
  rules: BucketLimits,
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

/** The request's permId from its path or query string, else the shopper's permId cookie, when it has one. */
function permIdOf(request: FastifyRequest): string | undefined {
  const params = request.params as { permId?: unknown } | undefined;
  const query = request.query as { permId?: unknown } | undefined;
  const value = params?.permId ?? query?.permId ?? cookieValue(request.headers.cookie, PERM_ID_COOKIE);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Counts a request against one bucket's limits; throws the 429 when it is over. */
export type LookupGuard = (bucket: keyof RateLimits, request: FastifyRequest, reply: FastifyReply) => void;

/**
 * The guard of an app: one limiter, its limits, and who may forward the shopper's IP. The shop's own
 * server-side reads (from the shop, with no shopper's IP: nobody's attempt) are not counted.
 */
export function lookupGuard(limits: RateLimits, shopSecret: string | undefined): LookupGuard {
  const limiter = new RateLimiter();
  return (bucket, request, reply) => {
    if (request.headers[CLIENT_IP_HEADER] === undefined && fromTheShop(request, shopSecret)) return;
    enforceRateLimit(
      limiter,
      bucket,
      limits[bucket],
      { ip: clientIp(request, shopSecret), permId: permIdOf(request) },
      reply,
    );
  };
}
