// Webhook signatures as card providers make them: HMAC-SHA256 over "<unix seconds>.<raw body>", sent as
// `Sandbox-Signature: t=<seconds>,v1=<hex>`; the timestamp lets receivers refuse replays of old deliveries.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { WebhookEvent } from './types';

/** The header that carries the signature. */
export const SIGNATURE_HEADER = 'sandbox-signature';

/** Deliveries older than this are refused by default. */
export const DEFAULT_TOLERANCE_SECONDS = 300;

function hmac(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** The signature header value for a body sent at `timestamp` (unix seconds). */
export function signWebhook(body: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

/** Why a delivery was refused. */
export type WebhookRefusal =
  | 'missing_signature'
  | 'malformed_signature'
  | 'bad_signature'
  | 'too_old'
  | 'bad_body';

/** The event of a genuine delivery, or why it was refused. */
export type WebhookCheck = { ok: true; event: WebhookEvent } | { ok: false; reason: WebhookRefusal };

/** Checks a delivery's signature and age against the raw body (as received, before any JSON parsing). */
export function verifyWebhook(
  body: string,
  header: string | undefined,
  secret: string,
  options: { toleranceSeconds?: number; now?: number } = {},
): WebhookCheck {
  if (!header) return { ok: false, reason: 'missing_signature' };
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) {
    return { ok: false, reason: 'malformed_signature' };
  }
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) return { ok: false, reason: 'bad_signature' };
  const now = options.now ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - timestamp) > (options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS)) {
    return { ok: false, reason: 'too_old' };
  }
  try {
    return { ok: true, event: JSON.parse(body) as WebhookEvent };
  } catch {
    return { ok: false, reason: 'bad_body' };
  }
}
