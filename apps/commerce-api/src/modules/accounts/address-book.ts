import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/rows';
import { queryRows } from '../../db/rows';
import { addressBook } from '../../db/tables/accounts';
import { ApiError } from '../../http/errors';
import type { Contact } from '../checkout/contact';

/** Most contacts one address book holds: enough for any shopper, bounded for the database. */
export const MAX_ADDRESSES = 50;

/** A contact of the address book: the checkout contact as typed, its id and whether it prefills checkout. */
export interface AddressBookEntry {
  id: string;
  contact: Omit<Contact, 'subscribe'>;
  isDefault: boolean;
}

type EntryRow = { id: string; contact: unknown; isDefault: boolean };

function toEntry(row: EntryRow): AddressBookEntry {
  return { id: row.id, contact: row.contact as AddressBookEntry['contact'], isDefault: row.isDefault };
}

const NOT_FOUND = () => new ApiError(404, 'ADDRESS_NOT_FOUND', 'Address not found');

/** The address book, the default first, then the newest. */
export async function listAddresses(db: Database, userId: string): Promise<AddressBookEntry[]> {
  const rows = await db
    .select({ id: addressBook.id, contact: addressBook.contact, isDefault: addressBook.isDefault })
    .from(addressBook)
    .where(eq(addressBook.userId, userId))
    .orderBy(desc(addressBook.isDefault), desc(addressBook.createdAt), desc(addressBook.id));
  return rows.map(toEntry);
}

/**
 * Runs a change of one user's address book with the user's row locked: changes of one book happen one after
 * the other (two default changes at once leave exactly one default), other users' books are not held up.
 */
async function inBook<T>(db: Database, userId: string, change: (tx: Executor) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await queryRows(tx, sql`select id from users where id = ${userId} for update`);
    return change(tx);
  });
}

/** Makes `id` the one default of the book (the old default cleared first: the unique index allows one). */
async function makeDefault(tx: Executor, userId: string, id: string): Promise<void> {
  await tx.execute(
    sql`update address_book set is_default = false, updated_at = now()
        where user_id = ${userId} and is_default and id <> ${id}`,
  );
  await tx.execute(
    sql`update address_book set is_default = true, updated_at = now() where user_id = ${userId} and id = ${id}`,
  );
}

/** Adds a contact; the first one, or one asked to be, becomes the default. */
export async function addAddress(
  db: Database,
  userId: string,
  contact: AddressBookEntry['contact'],
  asDefault: boolean,
): Promise<AddressBookEntry> {
  return inBook(db, userId, async (tx) => {
    const [count] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from address_book where user_id = ${userId}`,
    );
    if ((count?.n ?? 0) >= MAX_ADDRESSES) {
      throw new ApiError(
        409,
        'ADDRESS_BOOK_FULL',
        `An address book holds at most ${MAX_ADDRESSES} addresses`,
      );
    }
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into address_book (user_id, contact) values (${userId}, ${JSON.stringify(contact)}::jsonb)
          returning id`,
    );
    const id = row!.id;
    if (asDefault || count?.n === 0) await makeDefault(tx, userId, id);
    return { id, contact, isDefault: asDefault || count?.n === 0 };
  });
}

/** Replaces a contact of the user's own book (404 for anyone else's); `asDefault` also makes it the default. */
export async function updateAddress(
  db: Database,
  userId: string,
  id: string,
  contact: AddressBookEntry['contact'],
  asDefault: boolean,
): Promise<AddressBookEntry> {
  return inBook(db, userId, async (tx) => {
    const [row] = await queryRows<{ is_default: boolean }>(
      tx,
      sql`update address_book set contact = ${JSON.stringify(contact)}::jsonb, updated_at = now()
          where id = ${id} and user_id = ${userId} returning is_default`,
    );
    if (!row) throw NOT_FOUND();
    if (asDefault && !row.is_default) await makeDefault(tx, userId, id);
    return { id, contact, isDefault: asDefault || row.is_default };
  });
}

/** Makes one of the user's own contacts the default (404 for anyone else's). */
export async function setDefaultAddress(db: Database, userId: string, id: string): Promise<void> {
  await inBook(db, userId, async (tx) => {
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`select id from address_book where id = ${id} and user_id = ${userId}`,
    );
    if (!row) throw NOT_FOUND();
    await makeDefault(tx, userId, id);
  });
}

/** Removes one of the user's own contacts (404 for anyone else's); when it was the default, the newest left is. */
export async function deleteAddress(db: Database, userId: string, id: string): Promise<void> {
  await inBook(db, userId, async (tx) => {
    const [row] = await queryRows<{ is_default: boolean }>(
      tx,
      sql`delete from address_book where id = ${id} and user_id = ${userId} returning is_default`,
    );
    if (!row) throw NOT_FOUND();
    if (!row.is_default) return;
    const [next] = await queryRows<{ id: string }>(
      tx,
      sql`select id from address_book where user_id = ${userId} order by created_at desc, id desc limit 1`,
    );
    if (next) await makeDefault(tx, userId, next.id);
  });
}
