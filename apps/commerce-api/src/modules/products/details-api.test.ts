import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, newPermId, type TestContext, testContext } from '../../app.test.helper';
import { queryRows } from '../../db/rows';
import { addBusinessDays, isoDate } from './details';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

interface Detail {
  productLineSlug: string;
  name: string;
  gallery: { key: string }[];
  skus: { skuSlug: string; isOutOfStock: boolean; actualPrice: number; originalPrice: number | null }[];
  skuSlug: string;
  actualPrice: number;
  originalPrice: number | null;
  isPreOrder: boolean;
  shipping: {
    sameDay: boolean;
    isFreight: boolean;
    isFreeShipping: boolean;
    madeToOrder: boolean;
    timeRange: { min: { unit: string; amount: number }; max: { unit: string; amount: number } } | null;
    estimatedDeliveryDate: { min: string; max: string };
    sameDayMode: string;
    cutoffHour: number;
  };
  totalReviews: number;
  averageRating: number;
  discount: number | null;
  promo: string | null;
  warranty: string | null;
  howItWorks: string | null;
  video: {
    id: string;
    type: string;
    duration: string;
    uploadDate: string;
    title: string;
    thumbnail: { key: string };
  } | null;
  outOfStockSkuSlugs: string[];
  controls: {
    drills: {
      type: string;
      options: { value: string; isDisabled: boolean }[];
      currentValue: string | number;
      isDisabled: boolean;
      isFitment: boolean;
    }[];
    groups: unknown[];
    drillConfig: {
      all: string[];
      top: string[];
      bottom: string[];
      splitAt: string | null;
      fitment: string[];
      lastFitment: string | null;
      integration: string | null;
    };
  };
}

async function detail(path: string, headers: Record<string, string> = {}): Promise<Detail> {
  const res = await ctx.app.inject({ url: `/product/${path}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return json<Detail>(res);
}

async function firstSlug(where: ReturnType<typeof sql>): Promise<{ slug: string; sku_slug: string }> {
  const rows = await queryRows<{ slug: string; sku_slug: string }>(
    ctx.db,
    sql`select pl.slug, p.sku_slug from product_lines pl
        join product_line_details d on d.product_line_id = pl.id
        join products p on p.product_line_id = pl.id
        where ${where} order by pl.id, p.position limit 1`,
  );
  expect(rows.length).toBe(1);
  return rows[0]!;
}

describe('GET /product/:slug details', () => {
  it('has a gallery of at least three images, reviews, warranty and how it works', async () => {
    const { slug } = await firstSlug(sql`d.total_reviews > 0`);
    const line = await detail(slug);
    expect(line.gallery.length).toBeGreaterThanOrEqual(3);
    expect(new Set(line.gallery.map((g) => g.key)).size).toBe(line.gallery.length);
    expect(line.totalReviews).toBeGreaterThan(0);
    expect(line.averageRating).toBeGreaterThanOrEqual(3.4);
    expect(line.averageRating).toBeLessThanOrEqual(5);
    expect(line.warranty).toMatch(/warranty/i);
    expect(line.howItWorks?.length).toBeGreaterThan(20);
  });

  it('computes the delivery window from today, skipping weekends', async () => {
    const { slug } = await firstSlug(sql`d.made_to_order and d.lead_min_unit = 'WEEKS'`);
    const line = await detail(slug);
    expect(line.shipping.madeToOrder).toBe(true);
    expect(line.shipping.sameDay).toBe(false);
    expect(line.shipping.timeRange?.min.unit).toBe('WEEKS');
    expect(line.shipping.cutoffHour).toBe(15);
    expect(['RAPIDSHIP', 'QUICKSHIP']).toContain(line.shipping.sameDayMode);
    const { min, max } = line.shipping.estimatedDeliveryDate;
    for (const date of [min, max]) expect([0, 6]).not.toContain(new Date(`${date}T00:00:00Z`).getUTCDay());
    const lead = line.shipping.timeRange!.min.amount * 5;
    // Lead time plus at least three transit days, at least one more when not shipped today.
    expect(min >= isoDate(addBusinessDays(new Date(), lead + 3))).toBe(true);
    expect(max >= min).toBe(true);
  });

  it('shows same-day shipping for a same-day SKU in stock, with no lead time', async () => {
    const { slug, sku_slug } = await firstSlug(
      sql`p.ships_same_day and p.stock > 0 and d.lead_min_unit is null`,
    );
    const line = await detail(`${slug}?skuSlug=${sku_slug}`);
    expect(line.shipping.sameDay).toBe(true);
    expect(line.shipping.timeRange).toBeNull();
  });

  it('gives discount and promo on a sale SKU and neither otherwise', async () => {
    const sale = await firstSlug(sql`p.original_price_cents > p.price_cents and d.promo is not null`);
    const line = await detail(`${sale.slug}?skuSlug=${sale.sku_slug}`);
    const expected = Math.round(((line.originalPrice! - line.actualPrice) / line.originalPrice!) * 100);
    expect(line.discount).toBe(expected);
    expect(line.promo).toContain('save up to');
    const full = await firstSlug(sql`p.original_price_cents is null`);
    const plain = await detail(`${full.slug}?skuSlug=${full.sku_slug}`);
    expect(plain.discount).toBeNull();
    expect(plain.promo).toBeNull();
  });

  it('has a video for some lines and null for others', async () => {
    const { slug } = await firstSlug(sql`d.video_id is not null`);
    const line = await detail(slug);
    expect(line.video).toMatchObject({ type: expect.stringMatching(/^(youtube|wistia)$/) });
    expect(line.video!.duration).toMatch(/^PT(\d+M)?(\d+S)?$/);
    expect(line.video!.uploadDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(line.video!.thumbnail.key).toBe(`video-${line.video!.id}`);
    const none = await firstSlug(sql`d.video_id is null`);
    expect((await detail(none.slug)).video).toBeNull();
  });

  it('lists out-of-stock SKUs and flags pre-orders', async () => {
    const out = await firstSlug(sql`p.stock = 0 and not p.is_pre_order`);
    const line = await detail(out.slug);
    expect(line.outOfStockSkuSlugs).toContain(out.sku_slug);
    expect(line.skus.find((s) => s.skuSlug === out.sku_slug)?.isOutOfStock).toBe(true);
    const pre = await firstSlug(sql`p.is_pre_order`);
    const preLine = await detail(`${pre.slug}?skuSlug=${pre.sku_slug}`);
    expect(preLine.isPreOrder).toBe(true);
    expect(preLine.outOfStockSkuSlugs).not.toContain(pre.sku_slug);
  });

  it('starts the controls with the first drill open and the rest waiting', async () => {
    const { slug } = await firstSlug(sql`jsonb_array_length(d.drill_types) = 5 and d.split_at is null`);
    const line = await detail(slug);
    const { drills, drillConfig, groups } = line.controls;
    expect(drillConfig.all).toHaveLength(5);
    expect(drillConfig.all.slice(0, 3)).toEqual(['year', 'make', 'model']);
    expect(drillConfig.fitment).toEqual(drillConfig.all.slice(0, 4));
    expect(drillConfig.lastFitment).toBe(drillConfig.all[3]);
    expect(drillConfig.splitAt).toBeNull();
    expect(groups).toEqual([]);
    expect(drills.map((d) => d.type)).toEqual(drillConfig.all);
    expect(drills[0]).toMatchObject({ type: 'year', isDisabled: false, isFitment: true, currentValue: -1 });
    expect(drills[0]!.options.length).toBeGreaterThan(0);
    expect(drills.slice(1).every((d) => d.isDisabled && d.options.length === 0)).toBe(true);
  });

  it("shows the SKU's values in the drills of a SKU page", async () => {
    const { slug } = await firstSlug(sql`jsonb_array_length(d.drill_types) = 1`);
    const base = await detail(slug);
    const second = base.skus[1]!;
    const line = await detail(`${slug}?skuSlug=${second.skuSlug}`);
    expect(line.controls.drills).toHaveLength(1);
    expect(line.controls.drills[0]!.currentValue).toBe(second.skuSlug);
    expect(base.controls.drills[0]!.currentValue).toBe(-1);
  });

  it('has no drills for a single-SKU line', async () => {
    const { slug } = await firstSlug(
      sql`(select count(*) from products q where q.product_line_id = pl.id) = 1`,
    );
    const line = await detail(slug);
    expect(line.controls.drills).toEqual([]);
    expect(line.controls.drillConfig.all).toEqual([]);
  });

  it('remembers a view for a valid x-perm-id, once per line, most recent first', async () => {
    const permId = newPermId();
    const slugs = (
      await queryRows<{ slug: string }>(ctx.db, sql`select slug from product_lines order by id limit 3`)
    ).map((r) => r.slug);
    for (const slug of [...slugs, slugs[0]!]) await detail(slug, { 'x-perm-id': permId });
    const rows = await queryRows<{ slug: string }>(
      ctx.db,
      sql`select pl.slug from recently_viewed rv join product_lines pl on pl.id = rv.product_line_id
          where rv.perm_id = ${permId} order by rv.viewed_at desc`,
    );
    expect(rows.map((r) => r.slug)).toEqual([slugs[0], slugs[2], slugs[1]]);
  });

  it('records nothing for a bad x-perm-id or an unknown product', async () => {
    const before = await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from recently_viewed`,
    );
    const bad = await ctx.app.inject({ url: '/product/anything', headers: { 'x-perm-id': 'bad id!' } });
    expect(bad.statusCode).toBe(400);
    const missing = await ctx.app.inject({
      url: '/product/no-such-line',
      headers: { 'x-perm-id': newPermId() },
    });
    expect(missing.statusCode).toBe(404);
    const after = await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from recently_viewed`);
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});
