import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, type TestContext, testContext } from '../../app.test.helper';
import { queryRows } from '../../db/rows';
import { resolveSearch } from './queries';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

/** The vocabulary as it should be: every word of every line's search text that full-text does not ignore. */
const EXPECTED = sql`select distinct w as word from product_lines l, regexp_split_to_table(l.search_text, '[[:space:]]+') w
  where to_tsvector('english', w) <> ''::tsvector order by 1`;
const ACTUAL = sql`select word from search_words order by 1`;

interface Listing {
  total: number;
  products: { productLineSlug: string; name: string; brand: { slug: string } }[];
}

async function search(q: string, extra = ''): Promise<Listing> {
  const res = await ctx.app.inject({
    url: `/catalogue?route=search&pageSize=100&q=${encodeURIComponent(q)}${extra}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return json<Listing>(res);
}

/** Runs `body` in a transaction that is always rolled back, so the shared seed stays as it is. */
async function rolledBack(
  body: (tx: Parameters<Parameters<typeof ctx.db.transaction>[0]>[0]) => Promise<void>,
) {
  const rollback = new Error('rollback');
  await expect(
    ctx.db.transaction(async (tx) => {
      await body(tx);
      throw rollback;
    }),
  ).rejects.toBe(rollback);
}

describe('search vocabulary (search_words)', () => {
  it('holds exactly the words of the seeded lines: names, brands, categories and part numbers', async () => {
    const words = await queryRows<{ word: string }>(ctx.db, ACTUAL);
    expect(words.length).toBeGreaterThan(300);
    expect(words).toEqual(await queryRows(ctx.db, EXPECTED));
    const set = new Set(words.map((w) => w.word));
    for (const word of ['floor', 'mats', 'lloyd', 'bumpers', 'tonneau'])
      expect(set.has(word), word).toBe(true);
    // Stop words and punctuation never narrow a search, so they are not kept.
    for (const word of ['&', 'and', 'for']) expect(set.has(word), word).toBe(false);
    const [sku] = await queryRows<{ sku: string }>(ctx.db, sql`select sku from products order by id limit 1`);
    expect(set.has(sku!.sku.toLowerCase())).toBe(true);
  });

  it('gains the words of lines and part numbers an import adds', async () => {
    await rolledBack(async (tx) => {
      const [ref] = await queryRows<{ brand_id: number; category_id: number; id: number }>(
        tx,
        sql`select brand_id, category_id, (select max(id) + 1 from product_lines) as id from product_lines limit 1`,
      );
      await tx.execute(sql`insert into product_lines (id, slug, name, description, brand_id, category_id)
        values (${ref!.id}, 'vocabulary-test-line', 'Quixotic Gizmotron Holder', 'test', ${ref!.brand_id}, ${ref!.category_id})`);
      await tx.execute(sql`insert into products (id, product_line_id, position, sku, sku_slug, name, price_cents, stock)
        values ((select max(id) + 1 from products), ${ref!.id}, 0, 'QGZ-7731-09', 'qgz-7731-09', 'Gizmotron', 1999, 3)`);
      expect(await queryRows(tx, ACTUAL)).toEqual(await queryRows(tx, EXPECTED));
      // A typo of the new name word and a fragment of the new part number resolve to them.
      expect((await resolveSearch(tx, 'gizmotrn')).tsquery).toBe("('gizmotron')");
      expect((await resolveSearch(tx, 'QGZ-7731')).tsquery).toBe("('qgz-7731-09')");
      const [found] = await queryRows<{ id: number }>(
        tx,
        sql`select id from product_lines where search_document @@ to_tsquery('english', ${(await resolveSearch(tx, 'qgz-7731')).tsquery})`,
      );
      expect(found?.id).toBe(ref!.id);
    });
  });
});

describe('resolveSearch', () => {
  const resolved = async (q: string) => (await resolveSearch(ctx.db, q)).tsquery;

  it('keeps known words as they are and and-s the words', async () => {
    expect(await resolved('  Floor MATS ')).toBe("('floor') & ('mats')");
  });

  it('maps a typo to the most similar known words', async () => {
    expect(await resolved('flor')).toContain("'floor'");
    expect(await resolved('bumpr')).toContain("'bumper'");
  });

  it('maps a fragment to the known words containing it, part-number prefixes first', async () => {
    const [sku] = await queryRows<{ sku: string }>(
      ctx.db,
      sql`select lower(sku) as sku from products where sku like 'LLM-%' order by id limit 1`,
    );
    const query = (await resolved(sku!.sku.slice(0, 8)))!;
    expect(query).toContain(`'${sku!.sku}'`);
    for (const alternative of query.slice(1, -1).split(' | '))
      expect(alternative.startsWith(`'llm-`)).toBe(true);
  });

  it('leaves out stop words, punctuation and unknown words; nothing known means no query', async () => {
    expect(await resolved('seat covers for zzqxv')).toBe("('seat') & ('covers')");
    expect(await resolved('zzqxv')).toBeNull();
    expect(await resolved('%')).toBeNull();
    expect(await resolved("o'brien\\")).toBeNull();
  });
});

describe('typo-tolerant search through the vocabulary', () => {
  const only = (where: SQL) =>
    queryRows<{ slug: string }>(
      ctx.db,
      sql`select pl.slug from product_lines pl join brands b on b.id = pl.brand_id where ${where}`,
    );

  it('finds a brand by a misspelt name', async () => {
    const lloyd = await only(sql`b.slug = 'lloyds'`);
    const result = await search('loyd mats');
    expect(result.total).toBeGreaterThan(0);
    expect(result.products.every((p) => p.brand.slug === 'lloyds')).toBe(true);
    expect(lloyd.map((l) => l.slug)).toEqual(
      expect.arrayContaining(result.products.map((p) => p.productLineSlug)),
    );
    const ironline = await search('ironlin');
    expect(ironline.total).toBeGreaterThan(0);
    expect(ironline.products.every((p) => p.brand.slug === ironline.products[0]!.brand.slug)).toBe(true);
  });

  it('finds a line by a misspelt or partial part number, and by a fragment from its middle', async () => {
    const [row] = await queryRows<{ sku: string; slug: string }>(
      ctx.db,
      sql`select p.sku, pl.slug from products p join product_lines pl on pl.id = p.product_line_id
          where p.sku ~ '^[A-Z]+-[0-9]{4}-[0-9]{2}$' order by p.id desc limit 1`,
    );
    const [prefix, digits, suffix] = row!.sku.split('-') as [string, string, string];
    // One letter dropped from the brand prefix: no known word contains it, so similarity decides.
    const typo = `${prefix.slice(0, -1)}-${digits}-${suffix}`;
    expect((await search(typo)).products.map((p) => p.productLineSlug)).toContain(row!.slug);
    expect((await search(`${prefix}-${digits}`)).products.map((p) => p.productLineSlug)).toContain(row!.slug);
    expect((await search(digits)).products.map((p) => p.productLineSlug)).toContain(row!.slug);
    // The exact part number still comes first.
    expect((await search(row!.sku)).products[0]!.productLineSlug).toBe(row!.slug);
  });

  it('keeps a typo search fitted to the vehicle', async () => {
    const jeep = '&year=2021&makeSlug=jeep&modelSlug=wrangler';
    const all = await search('bumpr');
    const fitted = await search('bumpr', jeep);
    expect(fitted.total).toBeGreaterThan(0);
    expect(fitted.total).toBeLessThan(all.total);
    expect(fitted.total).toBe((await search('bumper', jeep)).total);
  });
});
