import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/rows';
import { queryRows } from '../../db/rows';

/** An e-mail waiting in the outbox. */
export interface OutboxMessage {
  /** What the message is about, e.g. 'newsletter-confirmation'. */
  kind: string;
  /** The address it goes to. */
  recipient: string;
  subject: string;
  /** Plain-text body. */
  body: string;
}

/** A stored outbox message. */
export interface StoredOutboxMessage extends OutboxMessage {
  id: string;
  /** ISO timestamp. */
  createdAt: string;
}

/** Writes an e-mail to the outbox; pass the transaction of the change that causes it. */
export async function enqueueEmail(db: Executor, message: OutboxMessage): Promise<void> {
  await db.execute(
    sql`insert into outbox (kind, recipient, subject, body)
        values (${message.kind}, ${message.recipient}, ${message.subject}, ${message.body})`,
  );
}

/** The latest outbox messages, newest first, optionally only those to one address. */
export async function latestEmails(
  db: Executor,
  { recipient, limit }: { recipient?: string; limit: number },
): Promise<StoredOutboxMessage[]> {
  const rows = await queryRows<{
    id: string;
    kind: string;
    recipient: string;
    subject: string;
    body: string;
    created_at: string | Date;
  }>(
    db,
    sql`select id, kind, recipient, subject, body, created_at from outbox
        ${recipient === undefined ? sql`` : sql`where recipient = ${recipient}`}
        order by created_at desc, id desc limit ${limit}`,
  );
  return rows.map(({ created_at, ...row }) => ({ ...row, createdAt: new Date(created_at).toISOString() }));
}
