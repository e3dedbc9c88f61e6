// Hostile input on the account area (wishlist on the cart paths, garage, address book, profile, newsletter,
// account deletion, builds with their photo form): NUL bytes in every text field and path segment, 300-character
// segments, 5 MB bodies, wrong content types and malformed JSON. Each answers a 4xx with the one error body —
// never a 500 or a stack — and the shopper's rows are exactly as they were.
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT } from '../app';
import * as helper from '../app.test.helper';
import { queryRows } from '../db/rows';
import { signedInShopper } from '../modules/accounts/signed-in.test.helper';
import { type Fields, jpeg, multipart } from '../modules/builds/build-form.test.helper';
import { CONTACT, LONG, NUL } from '../test/hostile-input';
import { itRefusesHostileSegments, refusalCheck } from './hostile.test.helper';

const { json, newPermId, SITE } = helper;
let ctx: helper.TestContext;
let me: { cookie: string; email: string; userId: string; wishlistId: string; permId: string };
let productId: number;
let sku: string;
let vehicle: { year: string; makeSlug: string; modelSlug: string };
let addressId: string;
let buildId: string;
let vehicleId: string;

/** Headers of a request the shop relays for the shopper: their session and permId cookies, the site. */
function shopperHeaders(extra: Record<string, string> = {}): Record<string, string> {
  return { ...SITE, cookie: `permId=${me.permId}; ${me.cookie}`, ...extra };
}

function call(method: InjectOptions['method'], url: string, payload?: unknown) {
  return ctx.app.inject({
    method,
    url,
    headers: shopperHeaders(),
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
}

async function buildForm(fields: Fields, files: { name: string; data: Buffer }[] = []) {
  const { payload, contentType } = await multipart(fields, files);
  return { payload, headers: { 'content-type': contentType } };
}

function buildFields(extra: Fields = {}): Fields {
  return { title: 'Trail rig', story: 'Lifted it.', ...vehicle, parts: [sku], ...extra };
}

beforeAll(async () => {
  ctx = await helper.testContext();
  const shopper = await signedInShopper(ctx.app);
  const [user] = await queryRows<{ id: string }>(
    ctx.db,
    sql`select id from users where email = ${shopper.email}`,
  );
  me = { ...shopper, userId: user!.id, wishlistId: `${user!.id}-wishlist`, permId: newPermId() };
  const [product] = await queryRows<{ id: number; sku: string }>(
    ctx.db,
    sql`select p.id, p.sku from products p join product_lines pl on pl.id = p.product_line_id
        where not pl.is_virtual order by p.id limit 1`,
  );
  productId = product!.id;
  sku = product!.sku;
  const [v] = await queryRows<{ year: number; make_slug: string; model_slug: string }>(
    ctx.db,
    sql`select v.year, mk.slug as make_slug, md.slug as model_slug from vehicles v
        join makes mk on mk.id = v.make_id join models md on md.id = v.model_id order by v.id limit 1`,
  );
  vehicle = { year: String(v!.year), makeSlug: v!.make_slug, modelSlug: v!.model_slug };

  // Something of everything, so a refused request has rows it could have changed.
  const address = await call('POST', '/account/addresses', { contact: CONTACT });
  expect(address.statusCode, address.body).toBe(201);
  addressId = json<{ id: string }>(address).id;
  const garage = await call('POST', '/account/garage/vehicles', {
    fitment: { ...vehicle, year: +vehicle.year },
  });
  expect(garage.statusCode, garage.body).toBe(200);
  vehicleId = json<{ selectedId: string }>(garage).selectedId;
  const wished = await call('POST', `/cart/${me.wishlistId}/items`, {
    productId,
    qty: 1,
    meta: { source: 'heart' },
  });
  expect(wished.statusCode, wished.body).toBe(200);
  expect(json<{ items: unknown[] }>(wished).items).toHaveLength(1);
  const form = await buildForm(buildFields(), [{ name: 'rig.jpg', data: await jpeg() }]);
  const build = await ctx.app.inject({
    method: 'POST',
    url: '/builds',
    ...form,
    headers: shopperHeaders(form.headers),
  });
  expect(build.statusCode, build.body).toBe(201);
  buildId = json<{ id: string }>(build).id;
}, 120_000);

/** Every row of the shopper's account area, to show a refused request changed nothing. */
async function snapshot() {
  const rows = (query: ReturnType<typeof sql>) => queryRows(ctx.db, query);
  const { userId, wishlistId, email } = me;
  return {
    user: await rows(
      sql`select name, email, email_verified, role, updated_at from users where id = ${userId}`,
    ),
    sessions: await rows(sql`select count(*)::int as n from sessions where user_id = ${userId}`),
    addresses: await rows(sql`select * from address_book where user_id = ${userId} order by id`),
    garage: await rows(sql`select * from garages where user_id = ${userId}`),
    vehicles: await rows(sql`select * from garage_vehicles where user_id = ${userId} order by position`),
    wishlist: await rows(
      sql`select ci.id, ci.product_id, ci.qty, ci.fitment_key, m.meta from carts c
          join cart_items ci on ci.cart_id = c.id left join wishlist_item_meta m on m.cart_item_id = ci.id
          where c.perm_id = ${wishlistId} order by ci.id`,
    ),
    builds: await rows(sql`select * from builds where user_id = ${userId} order by id`),
    photos: await rows(
      sql`select bp.* from build_photos bp join builds b on b.id = bp.build_id
          where b.user_id = ${userId} order by bp.key`,
    ),
    parts: await rows(
      sql`select bp.* from build_parts bp join builds b on b.id = bp.build_id
          where b.user_id = ${userId} order by bp.build_id, bp.position`,
    ),
    newsletter: await rows(sql`select status from newsletter_subscriptions where email = ${email}`),
  };
}

/** Sends a request as the signed-in shopper and asserts a 4xx with the one error body, no NUL and no stack. */
const expectRefused = refusalCheck((options) =>
  ctx.app.inject({ ...options, headers: shopperHeaders(options.headers as Record<string, string>) }),
);

/** Every account-area path with `segment` in the place of each of its ids. */
function pathsWith(segment: string): [InjectOptions['method'], string][] {
  return [
    ['GET', `/cart/${segment}-wishlist`],
    ['POST', `/cart/${segment}-wishlist/items`],
    ['DELETE', `/cart/${segment}-wishlist`],
    ['DELETE', `/cart/${me.wishlistId}/items/${segment}`],
    ['DELETE', `/account/garage/vehicles/${segment}`],
    ['PATCH', `/account/addresses/${segment}`],
    ['DELETE', `/account/addresses/${segment}`],
    ['POST', `/account/addresses/${segment}/default`],
    ['DELETE', `/account/cards/${segment}`],
    ['POST', `/account/orders/${segment}/link`],
    ['GET', `/builds/${segment}`],
    ['POST', `/builds/${segment}`],
    ['POST', `/builds/${segment}/confirm`],
    ['POST', `/builds/${segment}/moderation`],
  ];
}

describe('hostile paths on the account area', () => {
  itRefusesHostileSegments([400, 403, 404, 405], pathsWith, expectRefused, snapshot);

  it('a NUL byte or 300 characters in the builds list query', async () => {
    for (const query of [`makeSlug=%00`, `modelSlug=${LONG}`, `year=20%0021`, `status=%00`, `page=${LONG}`]) {
      await expectRefused({ method: 'GET', url: `/builds?${query}` }, [400]);
    }
  });
});

describe('NUL bytes in every text field of the account area', () => {
  const fitment = () => ({ ...vehicle, year: +vehicle.year });
  /** Each JSON call with each of its text fields in turn carrying a NUL byte. */
  const calls = (): [InjectOptions['method'], string, Record<string, unknown>][] => [
    ...Object.keys(CONTACT).map((field): [InjectOptions['method'], string, Record<string, unknown>] => [
      'POST',
      '/account/addresses',
      { contact: { ...CONTACT, [field]: `${CONTACT[field as keyof typeof CONTACT]}${NUL}` } },
    ]),
    ...Object.keys(CONTACT).map((field): [InjectOptions['method'], string, Record<string, unknown>] => [
      'PATCH',
      `/account/addresses/${addressId}`,
      { contact: { ...CONTACT, [field]: `${NUL}${CONTACT[field as keyof typeof CONTACT]}` } },
    ]),
    ['POST', '/account/addresses', { contact: { ...CONTACT, [`company${NUL}`]: 'x' } }],
    ['POST', '/account/profile', { name: `Sam${NUL}` }],
    ['POST', '/account/newsletter', { subscribed: `true${NUL}` }],
    ['POST', '/account/delete', { password: `correct horse battery${NUL}` }],
    [
      'POST',
      '/account/garage/vehicles',
      { fitment: { ...fitment(), makeSlug: `${vehicle.makeSlug}${NUL}` } },
    ],
    ['POST', '/account/garage/vehicles', { fitment: { ...fitment(), engineSlug: NUL } }],
    ['PUT', '/account/garage/selected', { vehicleId: `${vehicleId}${NUL}` }],
    ['PUT', '/account/garage/selected', { vehicleId: NUL }],
    ['POST', '/account/garage/merge', { vehicles: [fitment()], selectedId: `${NUL}` }],
    ['POST', '/account/garage/merge', { vehicles: [{ ...fitment(), modelSlug: NUL }] }],
    ['POST', `/cart/${me.wishlistId}/items`, { productId, qty: 1, meta: { source: `heart${NUL}` } }],
    ['POST', `/cart/${me.wishlistId}/items`, { productId, qty: 1, meta: { [`src${NUL}`]: 'heart' } }],
    ['POST', `/cart/${me.wishlistId}/items`, { productId: `${productId}${NUL}`, qty: 1 }],
    [
      'POST',
      `/cart/${me.wishlistId}/items`,
      { productId, qty: 1, fitmentData: { ...fitment(), makeSlug: NUL } },
    ],
    ['POST', `/builds/${buildId}/confirm`, { token: `${NUL}token` }],
    ['POST', `/builds/${buildId}/moderation`, { decision: `publish${NUL}` }],
  ];

  it('answers a 4xx with the error body for each and changes nothing', async () => {
    const before = await snapshot();
    for (const [method, url, payload] of calls()) {
      await expectRefused({ method, url, payload }, [400, 403, 404]);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a NUL byte in each field of the build form, on submit and on edit', async () => {
    const before = await snapshot();
    const fields = buildFields();
    for (const name of [...Object.keys(fields), 'bodySlug', 'keepPhotos']) {
      const value = ([] as string[]).concat(fields[name] ?? 'x').map((v) => `${v}${NUL}`);
      for (const url of ['/builds', `/builds/${buildId}`]) {
        const form = await buildForm({ ...fields, [name]: value }, [
          { name: `rig${NUL}.jpg`, data: await jpeg() },
        ]);
        const body = await expectRefused({ method: 'POST', url, ...form }, [400]);
        expect(body.code).toBe('VALIDATION_ERROR');
      }
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('hostile bodies on the account area', () => {
  /** Every account-area call that takes a JSON body. */
  const bodyCalls = (): [InjectOptions['method'], string][] => [
    ['POST', `/cart/${me.wishlistId}/items`],
    ['POST', '/account/garage/vehicles'],
    ['PUT', '/account/garage/selected'],
    ['POST', '/account/garage/merge'],
    ['POST', '/account/addresses'],
    ['PATCH', `/account/addresses/${addressId}`],
    ['POST', '/account/profile'],
    ['POST', '/account/newsletter'],
    ['POST', '/account/delete'],
    ['POST', `/builds/${buildId}/confirm`],
    ['POST', `/builds/${buildId}/moderation`],
  ];

  it('a 5 MB body answers 413 PAYLOAD_TOO_LARGE and changes nothing', async () => {
    const before = await snapshot();
    const payload = JSON.stringify({ name: 'x'.repeat(5_000_000), password: 'correct horse battery' });
    expect(payload.length).toBeGreaterThan(BODY_LIMIT);
    for (const [method, url] of bodyCalls()) {
      const headers = { 'content-type': 'application/json' };
      expect((await expectRefused({ method, url, headers, payload }, [413])).code).toBe('PAYLOAD_TOO_LARGE');
    }
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['malformed JSON', 'application/json', '{"contact":{"fullName":"Sam",', [400]],
    ['a form body', 'application/x-www-form-urlencoded', 'name=Sam&password=x', [415]],
    ['a text body', 'text/plain', '{"name":"Sam"}', [415]],
    ['a multipart body', 'multipart/form-data; boundary=xyz', '--xyz\r\ngarbage', [415]],
  ])('%s answers a 4xx with the error body and changes nothing', async (_name, type, payload, statuses) => {
    const before = await snapshot();
    for (const [method, url] of bodyCalls()) {
      await expectRefused({ method, url, headers: { 'content-type': type }, payload }, statuses);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('the build form refuses JSON, a broken multipart body and 5 MB fields or photos, changing nothing', async () => {
    const before = await snapshot();
    for (const url of ['/builds', `/builds/${buildId}`]) {
      const json = { 'content-type': 'application/json' };
      await expectRefused(
        { method: 'POST', url, headers: json, payload: JSON.stringify(buildFields()) },
        [415],
      );
      await expectRefused({ method: 'POST', url, headers: json, payload: '{"title":' }, [400, 415]);
      const broken = { 'content-type': 'multipart/form-data; boundary=xyz' };
      await expectRefused(
        { method: 'POST', url, headers: broken, payload: '--xyz\r\ngarbage' },
        [400, 413, 415],
      );
      const longStory = await buildForm(buildFields({ story: 's'.repeat(5_000_000) }));
      await expectRefused({ method: 'POST', url, ...longStory }, [413]);
      const notAPhoto = await buildForm(buildFields(), [
        { name: 'rig.jpg', data: Buffer.alloc(5_000_000, 1) },
      ]);
      await expectRefused({ method: 'POST', url, ...notAPhoto }, [415]);
    }
    expect(await snapshot()).toEqual(before);
  });
});
