import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, newPermId, ownerHeaders, SITE, type TestContext, testContext } from '../../app.test.helper';
import { signedInShopper } from '../../modules/accounts/signed-in.test.helper';
import { multipart } from '../../modules/builds/build-form.test.helper';
import { demoPhotoSvg } from '../../modules/images/demo-photos';
import { queryRows } from '../rows';
import { CATALOGUE_EPOCH, generateSeed, POPULAR_MODELS, slugify } from './generate';
import { SEED_NUMBER, SEED_VERSION, seedDatabase } from './index';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

describe('seed data', () => {
  const rows = generateSeed(SEED_NUMBER);

  it('is the same for the same seed and different for another', () => {
    expect(generateSeed(SEED_NUMBER)).toEqual(rows);
    expect(generateSeed(SEED_NUMBER + 1).productLines).not.toEqual(rows.productLines);
  });

  it('has the promised size and shape', () => {
    expect(rows.makes.length).toBeGreaterThanOrEqual(12);
    expect(rows.models.length).toBeGreaterThanOrEqual(60);
    expect(rows.productLines.length).toBeGreaterThanOrEqual(300);
    const years = rows.vehicles.map((v) => v.year);
    expect(Math.min(...years)).toBe(1990);
    expect(Math.max(...years)).toBe(2026);
    expect(rows.categories.filter((c) => c.depth === 2).length).toBeGreaterThan(20);
    for (const slug of ['lloyds', 'dashdesigns', 'rufftuff', 'avery', 'wetokole', 'caltrend']) {
      expect(rows.brands.map((b) => b.slug)).toContain(slug);
    }
    expect(rows.beds.map((b) => b.slug)).toEqual(expect.arrayContaining(['n-a', '5-5-ft-bed', '6-5-ft-bed']));
    expect(rows.engines.map((e) => e.slug)).toContain('5-7l-v8');
    expect(rows.productLines.some((p) => p.isUniversal)).toBe(true);
  });

  it('gives each popular model, every year 2015–2024 it was built, at least 15 fitted lines in Exterior and Interior', () => {
    const topOf = new Map(rows.categories.map((c) => [c.id, c.path.split('/')[0]]));
    const lineTop = new Map(rows.productLines.map((l) => [l.id, topOf.get(l.categoryId)]));
    const vehicles = new Map(rows.vehicles.map((v) => [v.id, v]));
    const lines = new Map<string, Set<number>>();
    for (const a of rows.fitmentApplications) {
      const v = vehicles.get(a.vehicleId)!;
      const key = `${v.modelId}|${v.year}|${lineTop.get(a.productLineId)}`;
      if (!lines.has(key)) lines.set(key, new Set());
      lines.get(key)!.add(a.productLineId);
    }
    let checked = 0;
    for (const [makeName, modelName] of POPULAR_MODELS) {
      const make = rows.makes.find((m) => m.name === makeName)!;
      const model = rows.models.find((m) => m.makeId === make.id && m.name === modelName)!;
      for (let year = 2015; year <= 2024; year++) {
        if (!rows.vehicles.some((v) => v.modelId === model.id && v.year === year)) continue;
        for (const top of ['exterior', 'interior']) {
          checked++;
          expect(
            lines.get(`${model.id}|${year}|${top}`)?.size ?? 0,
            `${makeName} ${modelName} ${year} ${top}`,
          ).toBeGreaterThanOrEqual(15);
        }
      }
    }
    // Gladiator from 2020 and Bronco from 2021; the others every year.
    expect(checked).toBe(2 * (8 * 10 + 5 + 4));
  });

  it('dates lines over the two years before the epoch and marks some SKUs for same-day shipping', () => {
    const times = rows.productLines.map((l) => Date.parse(l.createdAt));
    expect(Math.max(...times)).toBeLessThanOrEqual(CATALOGUE_EPOCH);
    expect(Math.min(...times)).toBeGreaterThanOrEqual(CATALOGUE_EPOCH - 731 * 24 * 3600 * 1000);
    expect(new Set(times).size).toBe(times.length);
    const sameDay = rows.products.filter((p) => p.shipsSameDay);
    expect(sameDay.length).toBeGreaterThan(rows.products.length / 5);
    expect(sameDay.length).toBeLessThan(rows.products.length / 2);
    expect(sameDay.every((p) => p.stock > 0)).toBe(true);
  });

  it('gives every product line 1–4 SKUs, an image, and every non-universal line applications', () => {
    const skus = new Map<number, number>();
    for (const p of rows.products) {
      skus.set(p.productLineId, (skus.get(p.productLineId) ?? 0) + 1);
      expect(p.priceCents).toBeGreaterThan(0);
      expect(Number.isInteger(p.priceCents)).toBe(true);
      if (p.originalPriceCents !== null) expect(p.originalPriceCents).toBeGreaterThan(p.priceCents);
    }
    const fitted = new Set(rows.fitmentApplications.map((a) => a.productLineId));
    const imaged = new Set(rows.productImages.filter((i) => i.position === 0).map((i) => i.productLineId));
    for (const line of rows.productLines) {
      expect(skus.get(line.id)).toBeGreaterThanOrEqual(1);
      expect(skus.get(line.id)).toBeLessThanOrEqual(4);
      expect(imaged.has(line.id)).toBe(true);
      expect(fitted.has(line.id)).toBe(!line.isUniversal);
    }
  });

  it('shows a raster photo first on a few lines, each a known original, and a generated drawing everywhere else', () => {
    const photos = rows.productImages.filter((i) => i.key.startsWith('photo-'));
    expect(photos).toHaveLength(6);
    for (const image of photos) {
      expect(image.position).toBe(0);
      expect(image.filename).toMatch(/-main\.jpg$/);
      expect(demoPhotoSvg(image.key)).toBeDefined();
    }
    const drawings = rows.productImages.length - photos.length;
    expect(rows.productImages.filter((i) => i.filename.endsWith('.svg'))).toHaveLength(drawings);
  });

  it('covers every model year of every model with products', () => {
    const fittedVehicles = new Set(rows.fitmentApplications.map((a) => a.vehicleId));
    const covered = new Set(
      rows.vehicles.filter((v) => fittedVehicles.has(v.id)).map((v) => `${v.modelId}|${v.year}`),
    );
    const all = new Set(rows.vehicles.map((v) => `${v.modelId}|${v.year}`));
    expect(covered).toEqual(all);
  });

  it('slugs names the way URLs use them', () => {
    expect(slugify('5.5 ft bed')).toBe('5-5-ft-bed');
    expect(slugify('Running Boards & Steps')).toBe('running-boards-and-steps');
    expect(slugify('F-150')).toBe('f-150');
  });
});

/** A signed-in shopper's wishlist line with its meta and a build listing the product, as rows to compare. */
async function wishlistAndBuild(productId: number) {
  const shopper = await signedInShopper(ctx.app);
  const [user] = await queryRows<{ id: string }>(
    ctx.db,
    sql`select id from users where email = ${shopper.email}`,
  );
  const wishlistId = `${user!.id}-wishlist`;
  const wished = await ctx.app.inject({
    method: 'POST',
    url: `/cart/${wishlistId}/items`,
    headers: { ...SITE, cookie: shopper.cookie },
    payload: { productId, qty: 1, meta: { source: 'heart', listPosition: 3 } },
  });
  expect(wished.statusCode).toBe(200);
  const [v] = await queryRows<{ year: number; make: string; model: string }>(
    ctx.db,
    sql`select v.year, mk.slug as make, md.slug as model from vehicles v join makes mk on mk.id = v.make_id
        join models md on md.id = v.model_id order by v.id limit 1`,
  );
  const [part] = await queryRows<{ sku: string }>(
    ctx.db,
    sql`select sku from products where id = ${productId}`,
  );
  const form = await multipart({
    title: 'Reseed rig',
    story: 'Kept across a reseed.',
    year: String(v!.year),
    makeSlug: v!.make,
    modelSlug: v!.model,
    parts: [part!.sku],
  });
  const build = await ctx.app.inject({
    method: 'POST',
    url: '/builds',
    payload: form.payload,
    headers: { 'content-type': form.contentType, cookie: shopper.cookie },
  });
  expect(build.statusCode, build.body).toBe(201);
  const ids = { wishlistId, buildId: json<{ id: string }>(build).id };
  const rows = await keptRows(ids);
  expect(rows.meta).toEqual([{ meta: { source: 'heart', listPosition: 3 } }]);
  expect(rows.parts).toEqual([{ product_id: productId, position: 0 }]);
  return { ...ids, rows };
}

/** The wishlist line's meta and the build's parts as the database has them. */
async function keptRows({ wishlistId, buildId }: { wishlistId: string; buildId: string }) {
  return {
    meta: await queryRows(
      ctx.db,
      sql`select m.meta from wishlist_item_meta m join cart_items ci on ci.id = m.cart_item_id
          join carts c on c.id = ci.cart_id where c.perm_id = ${wishlistId}`,
    ),
    parts: await queryRows(
      ctx.db,
      sql`select product_id, position from build_parts where build_id = ${buildId} order by position`,
    ),
  };
}

describe('seeding the database', () => {
  it('matches the generated rows', async () => {
    const rows = generateSeed(SEED_NUMBER);
    const counts = await queryRows<{ lines: number; apps: number; vehicles: number }>(
      ctx.db,
      sql`select (select count(*)::int from product_lines) as lines, (select count(*)::int from fitment_applications) as apps,
            (select count(*)::int from vehicles) as vehicles`,
    );
    expect(counts[0]).toEqual({
      lines: rows.productLines.length,
      apps: rows.fitmentApplications.length,
      vehicles: rows.vehicles.length,
    });
  });

  it('does nothing when rerun with the same version', async () => {
    const result = await seedDatabase(ctx.db);
    expect(result).toEqual({ status: 'unchanged', version: SEED_VERSION, counts: null });
  });

  it('reseeds for a new version and keeps carts, wishlist lines with their meta and builds with their parts', async () => {
    const permId = newPermId();
    const product = (
      await queryRows<{ id: number }>(ctx.db, sql`select id from products order by id limit 1`)
    )[0]!;
    const added = await ctx.app.inject({
      method: 'POST',
      url: `/cart/${permId}/items`,
      headers: ownerHeaders(`/cart/${permId}`),
      payload: { productList: [{ productId: product.id, qty: 4 }] },
    });
    expect(added.statusCode).toBe(200);
    const before = json(added);
    const kept = await wishlistAndBuild(product.id);
    // A word no line uses any more (as after a line was deleted): the reseed rebuilds the vocabulary without it.
    await ctx.db.execute(sql`insert into search_words (word) values ('zzstaleword')`);
    try {
      const next = await seedDatabase(ctx.db, { version: `${SEED_VERSION}-next` });
      expect(next.status).toBe('seeded');
      const words = await queryRows<{ word: string }>(ctx.db, sql`select word from search_words order by 1`);
      expect(words).toEqual(
        await queryRows(
          ctx.db,
          sql`select distinct w as word from product_lines l, regexp_split_to_table(l.search_text, '[[:space:]]+') w
              where to_tsvector('english', w) <> ''::tsvector order by 1`,
        ),
      );
      const version = await queryRows<{ version: string }>(ctx.db, sql`select version from seed_version`);
      expect(version[0]!.version).toBe(`${SEED_VERSION}-next`);
      const after = await ctx.app.inject({
        url: `/cart/${permId}`,
        headers: ownerHeaders(`/cart/${permId}`),
      });
      expect(json(after)).toEqual(before);
      expect(await keptRows(kept)).toEqual(kept.rows);
    } finally {
      // Back to the regular version so later runs (and other files) see the usual state.
      expect((await seedDatabase(ctx.db)).status).toBe('seeded');
    }
    expect(
      json(await ctx.app.inject({ url: `/cart/${permId}`, headers: ownerHeaders(`/cart/${permId}`) })),
    ).toEqual(before);
    expect(await keptRows(kept)).toEqual(kept.rows);
    // Two full seeds: far beyond the default per-test time on a busy machine.
  }, 180_000);
});
