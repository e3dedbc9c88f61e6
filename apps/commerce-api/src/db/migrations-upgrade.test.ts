import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../config';

// An upgrade keeps the shop's data: for every earlier schema version (the first k committed migrations), a
// database at that version gets representative rows, is migrated to the head, and must hold the same rows with
// the same values. Only the rows' tables that exist at that version are filled, with only the columns that
// exist then; a later NOT NULL column without a default, a dropped table or a rewrite that loses values fails here.
// The migrations are engine-neutral SQL, so this runs once, on PGlite (skipped in the PostgreSQL run).

interface Journal {
  entries: { idx: number; tag: string }[];
}
const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as Journal;
const root = mkdtempSync(join(tmpdir(), 'fitkit-upgrade-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The migrations folder as it was after its first `count` migrations. */
function folderAt(count: number): string {
  const folder = join(root, `at-${count}`);
  mkdirSync(join(folder, 'meta'), { recursive: true });
  const entries = journal.entries.slice(0, count);
  for (const { tag } of entries) cpSync(join(migrationsFolder, `${tag}.sql`), join(folder, `${tag}.sql`));
  writeFileSync(join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  return folder;
}

const contact = {
  fullName: 'Uma Upgrade',
  address1: '1 Old Road',
  city: 'Austin',
  stateId: 'TX',
  zipcode: '78701',
};
const ORDER = '00000000-0000-4000-8000-000000000001';
const CART = '00000000-0000-4000-8000-000000000002';

/** Rows a shop has, parents first; `key` names the row again after the upgrade. */
const ROWS: { table: string; key: Record<string, unknown>; row: Record<string, unknown> }[] = [
  ...['makes', 'bodies', 'beds', 'engines', 'brands'].map((table) => ({
    table,
    key: { id: 9001 },
    row: { id: 9001, slug: `upgrade-${table}`, name: `Upgrade ${table}` },
  })),
  {
    table: 'models',
    key: { id: 9001 },
    row: { id: 9001, make_id: 9001, slug: 'upgrade-model', name: 'Model U' },
  },
  {
    table: 'vehicles',
    key: { id: 9001 },
    row: {
      id: 9001,
      year: 2020,
      make_id: 9001,
      model_id: 9001,
      body_id: 9001,
      bed_id: 9001,
      engine_id: 9001,
    },
  },
  {
    table: 'categories',
    key: { id: 9001 },
    row: { id: 9001, parent_id: null, slug: 'upgrade', name: 'Upgrade', path: 'upgrade', depth: 0 },
  },
  {
    table: 'product_lines',
    key: { id: 9001 },
    row: {
      id: 9001,
      slug: 'upgrade-mats',
      name: 'Upgrade Floor Mats',
      description: 'Mats that outlive every schema.',
      brand_id: 9001,
      category_id: 9001,
    },
  },
  {
    table: 'products',
    key: { id: 9001 },
    row: {
      id: 9001,
      product_line_id: 9001,
      position: 0,
      sku: 'UPG-1',
      sku_slug: 'upg-1',
      name: 'Upgrade Floor Mats, black',
      price_cents: 1999,
      stock: 5,
    },
  },
  {
    table: 'fitment_applications',
    key: { product_line_id: 9001, vehicle_id: 9001 },
    row: { product_line_id: 9001, vehicle_id: 9001, app_note: 'Front row' },
  },
  { table: 'identities', key: { perm_id: 'upgrade-perm' }, row: { perm_id: 'upgrade-perm' } },
  { table: 'carts', key: { id: CART }, row: { id: CART, site: 'fitkit', perm_id: 'upgrade-perm' } },
  { table: 'cart_items', key: { cart_id: CART }, row: { cart_id: CART, product_id: 9001, qty: 2 } },
  {
    table: 'newsletter_subscriptions',
    key: { email: 'uma@example.test' },
    row: {
      email: 'uma@example.test',
      form_name: 'footer',
      status: 'subscribed',
      unsubscribe_token: 'tok-upgrade',
    },
  },
  {
    table: 'orders',
    key: { id: ORDER },
    row: {
      id: ORDER,
      site: 'fitkit',
      reference: 'FK-UPGRADE1',
      perm_id: 'upgrade-perm',
      status: 'PLACED',
      email: 'uma@example.test',
      zipcode: '78701',
      shipping_contact: contact,
      billing_contact: contact,
      subtotal_cents: 1999,
      total_cents: 1999,
    },
  },
  {
    table: 'order_lines',
    key: { order_id: ORDER },
    row: {
      order_id: ORDER,
      product_id: 9001,
      sku: 'UPG-1',
      product_name: 'Upgrade Floor Mats, black',
      product_line_slug: 'upgrade-mats',
      sku_slug: 'upg-1',
      qty: 1,
      unit_price_cents: 1999,
    },
  },
  {
    table: 'payments',
    key: { order_id: ORDER },
    row: {
      order_id: ORDER,
      provider: 'sandbox',
      status: 'AUTHORISED',
      amount_cents: 1999,
      provider_ref: 'pay_upgrade',
    },
  },
  {
    table: 'users',
    key: { id: 'upgrade-user' },
    row: { id: 'upgrade-user', name: 'Uma Upgrade', email: 'uma@example.test', email_verified: true },
  },
];

const where = (key: Record<string, unknown>, from: number) =>
  Object.keys(key)
    .map((column, i) => `"${column}" = $${from + i}`)
    .join(' and ');

async function columnsOf(db: PGlite, table: string): Promise<Set<string>> {
  const { rows } = await db.query<{ column_name: string }>(
    `select column_name from information_schema.columns where table_schema = 'public' and table_name = $1`,
    [table],
  );
  return new Set(rows.map((r) => r.column_name));
}

/** Fills the rows whose tables exist in `db`; answers each row as stored (every column, defaults included). */
async function fill(db: PGlite): Promise<Map<string, Record<string, unknown>>> {
  const stored = new Map<string, Record<string, unknown>>();
  for (const { table, row } of ROWS) {
    const columns = await columnsOf(db, table);
    if (columns.size === 0) continue;
    const present = Object.entries(row).filter(([column]) => columns.has(column));
    const values = present.map(([, value]) =>
      value !== null && typeof value === 'object' ? JSON.stringify(value) : value,
    );
    await db.query(
      `insert into "${table}" (${present.map(([c]) => `"${c}"`).join(', ')})
       values (${present.map((_, i) => `$${i + 1}`).join(', ')})`,
      values,
    );
  }
  // Read once all are in: triggers fill a parent's derived columns (search text) from its children.
  for (const { table, key } of ROWS)
    if ((await columnsOf(db, table)).size > 0) stored.set(table, await read(db, table, key));
  return stored;
}

async function read(
  db: PGlite,
  table: string,
  key: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const { rows } = await db.query<{ row: Record<string, unknown> }>(
    `select to_jsonb(t) as row from "${table}" t where ${where(key, 1)}`,
    Object.values(key),
  );
  expect(rows, `${table} ${JSON.stringify(key)}`).toHaveLength(1);
  return rows[0]!.row;
}

describe.skipIf(Boolean(process.env.DATABASE_URL?.trim()))(
  'migrating a database of every earlier schema version',
  () => {
    // Version k: the schema after the first k migrations (k = 1 is the first release's). One database climbs the
    // versions in order; each version's copy (a clone) gets the rows and is migrated to the head.
    const versions = journal.entries.slice(0, -1).map((entry) => [entry.idx + 1, entry.tag] as const);
    let base: PGlite;
    beforeAll(async () => {
      base = await PGlite.create({ extensions: { pg_trgm } });
    });
    afterAll(() => base?.close());

    it.each(versions)(
      'after %i migrations (up to %s) keeps its rows through the upgrade to the head',
      async (count) => {
        await migrate(drizzle(base), { migrationsFolder: folderAt(count) });
        const copy = (await base.clone()) as PGlite;
        try {
          const before = await fill(copy);
          expect(before.size).toBeGreaterThan(0);
          await migrate(drizzle(copy), { migrationsFolder });
          for (const { table, key } of ROWS) {
            const old = before.get(table);
            if (!old) continue;
            const now = await read(copy, table, key);
            const kept = await columnsOf(copy, table);
            // Every value of a column the head still has is unchanged (new columns take their defaults).
            const comparable = Object.fromEntries(Object.entries(old).filter(([column]) => kept.has(column)));
            expect(Object.fromEntries(Object.keys(comparable).map((c) => [c, now[c]])), table).toEqual(
              comparable,
            );
          }
          // The price history (0021) starts each SKU already sold at its price, since its line was added.
          const { rows: prices } = await copy.query(
            `select h.price_cents, h.original_price_cents, h.effective_from = pl.created_at as since_added
             from product_prices h join products p on p.id = h.product_id
             join product_lines pl on pl.id = p.product_line_id where h.product_id = 9001`,
          );
          expect(prices).toEqual([{ price_cents: 1999, original_price_cents: null, since_added: true }]);
        } finally {
          await copy.close();
        }
      },
    );
  },
);
