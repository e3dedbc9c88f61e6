import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf, json, type TestContext, testContext } from '../../app.test.helper';
import { queryRows } from '../../db/rows';
import { builds } from '../../db/tables/builds';
import { setUserRole } from '../accounts/roles';
import { signedInShopper } from '../accounts/signed-in.test.helper';
import { type Fields, type Files, jpeg, multipart } from './build-form.test.helper';

let ctx: TestContext;
let vehicle: { year: string; makeSlug: string; modelSlug: string };
let skus: string[];
let owner: Shopper;
let stranger: Shopper;
let admin: Shopper;

const PASSWORD = 'correct horse battery';

interface Shopper {
  email: string;
  cookie: string;
}

async function outboxLink(email: string, kind: string, pattern: RegExp): Promise<string> {
  const res = await ctx.app.inject({ url: `/outbox?to=${encodeURIComponent(email)}` });
  const message = json<{ messages: { kind: string; body: string }[] }>(res).messages.find(
    (m) => m.kind === kind,
  );
  const match = message?.body.match(pattern);
  if (!match) throw new Error(`no ${kind} e-mail to ${email}`);
  return match[1]!;
}

/** A verified, signed-in shopper (a fresh account through the real routes). */
const shopper = (): Promise<Shopper> => signedInShopper(ctx.app);

function buildFields(extra: Fields = {}): Fields {
  // As a browser's textarea sends it: CRLF line breaks.
  return {
    title: 'Weekend trail rig',
    story: 'Lifted it.\r\n\r\nAdded lights.',
    ...vehicle,
    parts: skus,
    ...extra,
  };
}

async function send(
  url: string,
  who: Shopper | null,
  fields: Fields,
  files: Files = [],
  headers: Record<string, string> = {},
) {
  const { payload, contentType } = await multipart(fields, files);
  return ctx.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': contentType, ...(who ? { cookie: who.cookie } : {}), ...headers },
  });
}

function read(url: string, who: Shopper | null = null) {
  return ctx.app.inject({ url, headers: who ? { cookie: who.cookie } : {} });
}

async function submitted(files?: Files): Promise<string> {
  const res = await send('/builds', owner, buildFields(), files ?? [{ name: 'rig.jpg', data: await jpeg() }]);
  expect(res.statusCode).toBe(201);
  return json<{ id: string }>(res).id;
}

async function confirmed(): Promise<string> {
  const id = await submitted();
  const token = await outboxLink(
    owner.email,
    'build-confirmation',
    /\/builds\/[^/]+\/confirm\/\?token=(\S+)/,
  );
  const res = await ctx.app.inject({ method: 'POST', url: `/builds/${id}/confirm`, payload: { token } });
  expect(res.statusCode).toBe(200);
  return id;
}

async function statusOf(id: string): Promise<string | undefined> {
  const [row] = await ctx.db.select({ status: builds.status }).from(builds).where(eq(builds.id, id));
  return row?.status;
}

async function buildCount(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from builds`);
  return row!.n;
}

beforeAll(async () => {
  ctx = await testContext();
  const [v] = await queryRows<{ year: number; make_slug: string; model_slug: string }>(
    ctx.db,
    sql`select v.year, mk.slug as make_slug, md.slug as model_slug from vehicles v
        join makes mk on mk.id = v.make_id join models md on md.id = v.model_id order by v.id limit 1`,
  );
  vehicle = { year: String(v!.year), makeSlug: v!.make_slug, modelSlug: v!.model_slug };
  skus = (await queryRows<{ sku: string }>(ctx.db, sql`select sku from products order by id limit 2`)).map(
    (r) => r.sku,
  );
  [owner, stranger, admin] = await Promise.all([shopper(), shopper(), shopper()]);
  await setUserRole(ctx.db, admin.email, 'admin');
}, 60_000);

describe('customer builds', () => {
  it('goes submitted → confirmed → published and then shows in the list filtered by its vehicle', async () => {
    const id = await confirmed();
    expect(await statusOf(id)).toBe('confirmed');
    const publish = await ctx.app.inject({
      method: 'POST',
      url: `/builds/${id}/moderation`,
      payload: { decision: 'publish' },
      headers: { cookie: admin.cookie },
    });
    expect(publish.statusCode).toBe(200);
    const query = new URLSearchParams(vehicle).toString();
    const list = json<{ builds: { id: string; cover: { key: string } | null }[] }>(
      await read(`/builds?${query}`),
    );
    const listed = list.builds.find((b) => b.id === id);
    expect(listed?.cover).not.toBeNull();
    const detail = json<{
      story: string;
      parts: { sku: string }[];
      photos: { key: string; filename: string }[];
    }>(await read(`/builds/${id}`));
    expect(detail.story).toBe('Lifted it.\n\nAdded lights.');
    expect(detail.parts.map((p) => p.sku)).toEqual(skus);
    const photo = detail.photos[0]!;
    const variant = await read(`/img/build/${photo.key}/r/32x24/cover/70/${photo.filename}`);
    expect(variant.statusCode).toBe(200);
    expect(variant.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(variant.rawPayload).metadata()).toMatchObject({ width: 32, height: 24 });
    expect(variant.headers.vary).toBe('Accept');
    for (const [accept, format] of [
      ['image/avif,image/webp,*/*;q=0.8', 'heif'],
      ['image/webp,*/*', 'webp'],
    ] as const) {
      const negotiated = await ctx.app.inject({
        url: `/img/build/${photo.key}/r/32x24/cover/70/${photo.filename}`,
        headers: { accept },
      });
      expect(negotiated.headers['content-type']).toBe(format === 'heif' ? 'image/avif' : 'image/webp');
      expect(negotiated.headers.etag).not.toBe(variant.headers.etag);
      expect(await sharp(negotiated.rawPayload).metadata()).toMatchObject({ format, width: 32, height: 24 });
    }
  });

  it('tells an admin the decisions the transition table allows now, and nobody else any', async () => {
    const id = await confirmed();
    const decisions = async (who: Shopper | null) =>
      json<{ viewer: { decisions: string[] } }>(await read(`/builds/${id}`, who)).viewer.decisions;
    expect(await decisions(admin)).toEqual(['publish', 'reject']);
    expect(await decisions(owner)).toEqual([]);
    const publish = await ctx.app.inject({
      method: 'POST',
      url: `/builds/${id}/moderation`,
      payload: { decision: 'publish' },
      headers: { cookie: admin.cookie },
    });
    expect(publish.statusCode).toBe(200);
    expect(await decisions(admin)).toEqual(['reject']);
    expect(await decisions(null)).toEqual([]);
  });

  it('sends an edited published build back to moderation, keeping the photos named and dropping the rest', async () => {
    const id = await confirmed();
    await ctx.app.inject({
      method: 'POST',
      url: `/builds/${id}/moderation`,
      payload: { decision: 'publish' },
      headers: { cookie: admin.cookie },
    });
    const before = json<{ photos: { key: string }[] }>(await read(`/builds/${id}`, owner)).photos;
    const edit = await send(
      `/builds/${id}`,
      owner,
      buildFields({ title: 'Now with a winch', keepPhotos: [] }),
      [
        {
          name: 'winch.png',
          data: await sharp(await jpeg())
            .png()
            .toBuffer(),
          type: 'image/png',
        },
      ],
    );
    expect(edit.statusCode).toBe(200);
    expect(json(edit)).toEqual({ id, status: 'confirmed' });
    const after = json<{ title: string; photos: { key: string }[] }>(await read(`/builds/${id}`, owner));
    expect(after.title).toBe('Now with a winch');
    expect(after.photos).toHaveLength(1);
    expect(after.photos[0]!.key).not.toBe(before[0]!.key);
    expect((await read(`/img/build/${before[0]!.key}/r/32x24/cover/70/old.jpg`)).statusCode).toBe(404);
    expect((await read(`/builds/${id}`)).statusCode).toBe(404);
  });
});

describe('customer builds: deleting sweeps the photos', () => {
  /** Whether the image route still finds the photo in the store. */
  async function served(key: string): Promise<boolean> {
    const res = await read(`/img/build/${key}/r/32x24/cover/70/p.jpg`);
    expect([200, 404]).toContain(res.statusCode);
    return res.statusCode === 200;
  }

  async function photoKeys(id: string, who: Shopper): Promise<string[]> {
    return json<{ photos: { key: string }[] }>(await read(`/builds/${id}`, who)).photos.map((p) => p.key);
  }

  it('the owner deletes a build: its rows and photos go; a stranger or an admin is refused', async () => {
    const id = await submitted([
      { name: 'a.jpg', data: await jpeg() },
      { name: 'b.jpg', data: await jpeg(32, 32) },
    ]);
    const keys = await photoKeys(id, owner);
    expect(keys).toHaveLength(2);
    for (const who of [stranger, admin]) {
      const refused = await ctx.app.inject({
        method: 'DELETE',
        url: `/builds/${id}`,
        headers: { cookie: who.cookie },
      });
      expect([403, 404]).toContain(refused.statusCode);
      errorOf(refused);
    }
    expect(await statusOf(id)).toBe('submitted');
    for (const key of keys) expect(await served(key)).toBe(true);
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/builds/${id}`,
      headers: { cookie: owner.cookie },
    });
    expect(res.statusCode).toBe(204);
    expect(await statusOf(id)).toBeUndefined();
    for (const key of keys) expect(await served(key)).toBe(false);
    const [left] = await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from build_photos where key in (${sql.join(
        keys.map((k) => sql`${k}`),
        sql`, `,
      )})`,
    );
    expect(left!.n).toBe(0);
  });

  it("deleting an account removes its builds' photos from the store", async () => {
    const leaving = await shopper();
    const res = await send('/builds', leaving, buildFields(), [{ name: 'rig.jpg', data: await jpeg() }]);
    expect(res.statusCode).toBe(201);
    const id = json<{ id: string }>(res).id;
    const keys = await photoKeys(id, leaving);
    expect(await served(keys[0]!)).toBe(true);
    const deleted = await ctx.app.inject({
      method: 'POST',
      url: '/account/delete',
      payload: { password: PASSWORD },
      headers: { cookie: leaving.cookie },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await statusOf(id)).toBeUndefined();
    expect(await served(keys[0]!)).toBe(false);
  });
});

describe('customer builds: bad input changes nothing', () => {
  it('refuses an upload that is not an image, whatever its name and type say', async () => {
    const count = await buildCount();
    const res = await send('/builds', owner, buildFields(), [
      { name: 'photo.jpg', data: Buffer.from('<?php echo "hi"; ?>'), type: 'image/jpeg' },
    ]);
    expect(res.statusCode).toBe(415);
    expect(errorOf(res).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await buildCount()).toBe(count);
  });

  it('refuses a 20 MB upload', async () => {
    const count = await buildCount();
    const huge = Buffer.concat([await jpeg(), Buffer.alloc(20 * 1024 * 1024)]);
    const res = await send('/builds', owner, buildFields(), [{ name: 'huge.jpg', data: huge }]);
    expect(res.statusCode).toBe(413);
    expect(errorOf(res).code).toBe('PAYLOAD_TOO_LARGE');
    expect(await buildCount()).toBe(count);
  });

  it('keeps the pixels of an image with a script in its metadata and none of the metadata', async () => {
    const script = '<script>alert(document.cookie)</script>';
    const tainted = await sharp(await jpeg(80, 60))
      .withExif({ IFD0: { ImageDescription: script, Artist: script } })
      .withXmp(`<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:Description>${script}</rdf:Description></x:xmpmeta>`)
      .jpeg()
      .toBuffer();
    expect(tainted.includes(Buffer.from(script))).toBe(true);
    const id = await submitted([{ name: 'tainted.jpg', data: tainted }]);
    const photo = json<{ photos: { key: string; width: number }[] }>(await read(`/builds/${id}`, owner))
      .photos[0]!;
    expect(photo.width).toBe(80);
    const served = (await read(`/img/build/${photo.key}/r/80x60/contain/90/p.jpg`)).rawPayload;
    expect(served.includes(Buffer.from('script'))).toBe(false);
    const meta = await sharp(served).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
  });

  it("refuses a build edit by someone who does not own it, and another user's unconfirmed build by id", async () => {
    const id = await submitted();
    const edit = await send(`/builds/${id}`, stranger, buildFields({ title: 'Mine now' }));
    // The stranger cannot even learn that the unpublished build exists.
    expect(edit.statusCode).toBe(404);
    expect(errorOf(edit).code).toBe('NOT_FOUND');
    const byId = await read(`/builds/${id}`, stranger);
    expect(byId.statusCode).toBe(404);
    expect(errorOf(byId).code).toBe('NOT_FOUND');
    expect((await read(`/builds/${id}`)).statusCode).toBe(404);
    // An admin sees it (to moderate) but does not edit it either.
    expect((await read(`/builds/${id}`, admin)).statusCode).toBe(200);
    const byAdmin = await send(`/builds/${id}`, admin, buildFields({ title: 'Mine now' }));
    expect(byAdmin.statusCode).toBe(403);
    expect(errorOf(byAdmin).code).toBe('FORBIDDEN');
    expect(json<{ title: string }>(await read(`/builds/${id}`, owner)).title).toBe('Weekend trail rig');
  });

  it('refuses moderation by a shopper who is not an admin, and unpublished lists to them', async () => {
    const id = await confirmed();
    for (const who of [owner, stranger]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/builds/${id}/moderation`,
        payload: { decision: 'publish' },
        headers: { cookie: who.cookie },
      });
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).code).toBe('FORBIDDEN');
    }
    const signedOut = await ctx.app.inject({
      method: 'POST',
      url: `/builds/${id}/moderation`,
      payload: { decision: 'publish' },
    });
    expect(errorOf(signedOut).code).toBe('UNAUTHENTICATED');
    expect((await read('/builds?status=confirmed', owner)).statusCode).toBe(403);
    expect(await statusOf(id)).toBe('confirmed');
  });

  it('refuses a wrong confirmation token, and publishing a build its owner has not confirmed', async () => {
    const id = await submitted();
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: `/builds/${id}/confirm`,
      payload: { token: 'x' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).code).toBe('TOKEN_NOT_VALID');
    const early = await ctx.app.inject({
      method: 'POST',
      url: `/builds/${id}/moderation`,
      payload: { decision: 'publish' },
      headers: { cookie: admin.cookie },
    });
    expect(early.statusCode).toBe(409);
    expect(await statusOf(id)).toBe('submitted');
  });

  it('refuses submitting signed out, an unknown vehicle and an unknown part number', async () => {
    const count = await buildCount();
    expect(errorOf(await send('/builds', null, buildFields())).code).toBe('UNAUTHENTICATED');
    const badVehicle = await send('/builds', owner, buildFields({ modelSlug: 'no-such-model' }));
    expect(errorOf(badVehicle).issues?.[0]?.path).toBe('vehicle');
    const badPart = await send('/builds', owner, buildFields({ parts: 'NOPE-0000' }));
    expect(errorOf(badPart).issues?.[0]?.path).toBe('parts');
    expect(await buildCount()).toBe(count);
  });

  it('refuses every build form sent from another site', async () => {
    const id = await confirmed();
    const crossSite = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    const count = await buildCount();
    const attempts = [
      await send('/builds', owner, buildFields(), [], crossSite),
      await send(`/builds/${id}`, owner, buildFields({ title: 'Defaced' }), [], crossSite),
      await ctx.app.inject({
        method: 'POST',
        url: `/builds/${id}/confirm`,
        payload: { token: 'anything' },
        headers: crossSite,
      }),
      await ctx.app.inject({
        method: 'POST',
        url: `/builds/${id}/moderation`,
        payload: { decision: 'reject' },
        headers: { cookie: admin.cookie, ...crossSite },
      }),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).code).toBe('FORBIDDEN');
    }
    const sameSiteOtherOrigin = await send(`/builds/${id}`, owner, buildFields(), [], {
      origin: 'http://localhost:9999',
    });
    expect(sameSiteOtherOrigin.statusCode).toBe(403);
    expect(await buildCount()).toBe(count);
    expect(await statusOf(id)).toBe('confirmed');
    expect(json<{ title: string }>(await read(`/builds/${id}`, owner)).title).toBe('Weekend trail rig');
  });
});
