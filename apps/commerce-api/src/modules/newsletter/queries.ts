import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/rows';
import { enqueueEmail, type OutboxMessage } from '../outbox/queries';

/** Storefront path of the unsubscribe page (SPEC §1 routes); the token travels in its query string. */
export const UNSUBSCRIBE_PATH = 'newsletter-unsubscribe/';

/** A subscription as the API answers it. */
export interface Subscription {
  email: string;
  formName: string;
}

/** 32 random bytes: unguessable, and URL-safe as base64url. */
function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The unsubscribe link of a token, on the storefront at `shopUrl` (a base path is kept). */
export function unsubscribeLink(shopUrl: string, token: string): string {
  const base = shopUrl.endsWith('/') ? shopUrl : `${shopUrl}/`;
  const url = new URL(UNSUBSCRIBE_PATH, base);
  url.searchParams.set('token', token);
  return url.toString();
}

/** The confirmation e-mail of a (re-)subscription, with its unsubscribe link. */
export function confirmationEmail(email: string, link: string): OutboxMessage {
  return {
    kind: 'newsletter-confirmation',
    recipient: email,
    subject: "You're on the list",
    body: [
      'Thanks for signing up for our newsletter.',
      '',
      'You will hear about new parts, deals and how-tos first.',
      '',
      `To stop receiving it, unsubscribe here: ${link}`,
    ].join('\n'),
  };
}

/**
 * Subscribes an address (already trimmed and lower-cased). A new address, or one that had unsubscribed, becomes
 * subscribed with a fresh unsubscribe token and gets a confirmation e-mail, in one transaction (`created: true`);
 * an address already subscribed is left as it is and gets no second e-mail (`created: false`). Concurrent
 * sign-ups of one address meet on the unique e-mail, so exactly one of them creates it.
 */
export async function subscribe(
  db: Database,
  { email, formName }: Subscription,
  shopUrl: string,
): Promise<Subscription & { created: boolean }> {
  return db.transaction(async (tx) => {
    const token = newToken();
    const [changed] = await queryRows<{ email: string; form_name: string }>(
      tx,
      sql`insert into newsletter_subscriptions (email, form_name, status, unsubscribe_token)
          values (${email}, ${formName}, 'subscribed', ${token})
          on conflict (email) do update
            set status = 'subscribed', form_name = excluded.form_name,
                unsubscribe_token = excluded.unsubscribe_token, updated_at = now()
            where newsletter_subscriptions.status = 'unsubscribed'
          returning email, form_name`,
    );
    if (changed) {
      await enqueueEmail(tx, confirmationEmail(changed.email, unsubscribeLink(shopUrl, token)));
      return { email: changed.email, formName: changed.form_name, created: true };
    }
    const [existing] = await queryRows<{ email: string; form_name: string }>(
      tx,
      sql`select email, form_name from newsletter_subscriptions where email = ${email}`,
    );
    return { email: existing!.email, formName: existing!.form_name, created: false };
  });
}

/** Unsubscribes the address of a token (again, harmlessly, if it already is); null for an unknown token. */
export async function unsubscribe(db: Database, token: string): Promise<{ email: string } | null> {
  const [row] = await queryRows<{ email: string }>(
    db,
    sql`update newsletter_subscriptions set status = 'unsubscribed', updated_at = now()
        where unsubscribe_token = ${token}
        returning email`,
  );
  return row ?? null;
}
