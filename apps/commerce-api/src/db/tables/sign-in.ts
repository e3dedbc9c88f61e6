import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../schema';

/**
 * The IP addresses each account has signed in from (by any means). After 20 failed sign-ins for an e-mail, only
 * these may still sign in with the password; any other IP is sent a link by e-mail, so failures typed by anyone
 * never lock the owner out.
 */
export const signInKnownIps = pgTable(
  'sign_in_known_ips',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.ip] })],
);
