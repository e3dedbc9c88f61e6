import { type Fitment, GARAGE_MAX_VEHICLES, garageVehicleId } from '@fitkit/fitment';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf, json, type TestContext, testContext } from '../../app.test.helper';
import { queryRows } from '../../db/rows';
import { signedInShopper } from '../accounts/signed-in.test.helper';

let ctx: TestContext;
/** Vehicles of the seeded catalogue, more than a garage holds. */
let known: Fitment[];

beforeAll(async () => {
  ctx = await testContext();
  const rows = await queryRows<{ year: number; make: string; model: string }>(
    ctx.db,
    sql`select distinct v.year, mk.slug as make, md.slug as model
        from vehicles v join makes mk on mk.id = v.make_id join models md on md.id = v.model_id
        order by 1, 2, 3 limit ${GARAGE_MAX_VEHICLES + 3}`,
  );
  known = rows.map((r) => ({ year: r.year, makeSlug: r.make, modelSlug: r.model }));
  expect(known.length).toBe(GARAGE_MAX_VEHICLES + 3);
});

type Garage = {
  vehicles: { id: string; fitment: Fitment; names: Record<string, string> }[];
  selectedId: string | null;
  maxVehicles: number;
};

const id = (fitment: Fitment) => garageVehicleId(fitment);

function call(cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

async function garageOf(cookie: string): Promise<Garage> {
  const res = await call(cookie, 'GET', '/account/garage');
  expect(res.statusCode).toBe(200);
  return json<Garage>(res);
}

const add = (cookie: string, fitment: Fitment, select?: boolean) =>
  call(cookie, 'POST', '/account/garage/vehicles', { fitment, ...(select === undefined ? {} : { select }) });

const ids = (garage: Garage) => garage.vehicles.map((v) => v.id);

describe('account garage', () => {
  it('is only for a live session', async () => {
    for (const cookie of ['', 'fitkit_session=not-a-session']) {
      const res = await call(cookie, 'GET', '/account/garage');
      expect(res.statusCode).toBe(401);
      expect(errorOf(res).code).toBe('UNAUTHENTICATED');
    }
    const merge = await call('', 'POST', '/account/garage/merge', { vehicles: [known[0]] });
    expect(merge.statusCode).toBe(401);
  });

  it('adds a vehicle first with the catalogue names and chooses it; select false keeps the choice', async () => {
    const { cookie } = await signedInShopper(ctx.app);
    expect(await garageOf(cookie)).toEqual({
      vehicles: [],
      selectedId: null,
      maxVehicles: GARAGE_MAX_VEHICLES,
    });
    const [a, b] = known as [Fitment, Fitment];
    const first = json<Garage>(await add(cookie, a));
    expect(first.selectedId).toBe(id(a));
    expect(first.vehicles[0]).toMatchObject({ id: id(a), fitment: a });
    expect(first.vehicles[0]!.names.make).toEqual(expect.any(String));
    const second = json<Garage>(await add(cookie, b, false));
    expect(ids(second)).toEqual([id(b), id(a)]);
    expect(second.selectedId).toBe(id(a));
    // The same vehicle again moves up; it is never kept twice.
    const again = json<Garage>(await add(cookie, a));
    expect(ids(again)).toEqual([id(a), id(b)]);
    expect(await garageOf(cookie)).toEqual(again);
  });

  it('refuses an unknown vehicle and a malformed one, changing nothing', async () => {
    const { cookie } = await signedInShopper(ctx.app);
    await add(cookie, known[0]!);
    const before = await garageOf(cookie);
    const unknown = await add(cookie, { year: 1901, makeSlug: 'no-such-make', modelSlug: 'none' });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).code).toBe('NOT_FOUND');
    for (const fitment of [{ year: 2020, makeSlug: 'Bad Slug', modelSlug: 'x' }, { makeSlug: 'jeep' }]) {
      const bad = await call(cookie, 'POST', '/account/garage/vehicles', { fitment });
      expect(bad.statusCode).toBe(400);
      expect(errorOf(bad).code).toBe('VALIDATION_ERROR');
    }
    const tooMany = await call(cookie, 'POST', '/account/garage/merge', { vehicles: known });
    expect(tooMany.statusCode).toBe(400);
    expect(await garageOf(cookie)).toEqual(before);
  });

  it('keeps at most the limit, the least recent falling out', async () => {
    const { cookie } = await signedInShopper(ctx.app);
    for (const fitment of known.slice(0, GARAGE_MAX_VEHICLES + 1)) await add(cookie, fitment);
    const garage = await garageOf(cookie);
    expect(ids(garage)).toEqual(
      known
        .slice(1, GARAGE_MAX_VEHICLES + 1)
        .map(id)
        .reverse(),
    );
    expect(garage.selectedId).toBe(id(known[GARAGE_MAX_VEHICLES]!));
  });

  it('removes a vehicle (the chosen one leaves none chosen) and answers the same for an absent one', async () => {
    const { cookie } = await signedInShopper(ctx.app);
    const [a, b] = known as [Fitment, Fitment];
    await add(cookie, a);
    await add(cookie, b);
    const removed = json<Garage>(
      await call(cookie, 'DELETE', `/account/garage/vehicles/${encodeURIComponent(id(b))}`),
    );
    expect(removed).toMatchObject({ selectedId: null });
    expect(ids(removed)).toEqual([id(a)]);
    const absent = await call(cookie, 'DELETE', `/account/garage/vehicles/${encodeURIComponent(id(b))}`);
    expect(json(absent)).toEqual(removed);
  });

  it('chooses a vehicle of the garage (first), or none; an unknown one is refused', async () => {
    const { cookie } = await signedInShopper(ctx.app);
    const [a, b, c] = known as [Fitment, Fitment, Fitment];
    await add(cookie, a);
    await add(cookie, b);
    const chosen = json<Garage>(await call(cookie, 'PUT', '/account/garage/selected', { vehicleId: id(a) }));
    expect(chosen.selectedId).toBe(id(a));
    expect(ids(chosen)).toEqual([id(a), id(b)]);
    const unknown = await call(cookie, 'PUT', '/account/garage/selected', { vehicleId: id(c) });
    expect(unknown.statusCode).toBe(404);
    expect(await garageOf(cookie)).toEqual(chosen);
    const none = json<Garage>(await call(cookie, 'PUT', '/account/garage/selected', { vehicleId: null }));
    expect(none).toMatchObject({ selectedId: null });
    expect(ids(none)).toEqual(ids(chosen));
  });

  it("merges a browser's garage by the rule, idempotently, leaving out vehicles the catalogue does not know", async () => {
    const { cookie } = await signedInShopper(ctx.app);
    const [a, b, c, d] = known as [Fitment, Fitment, Fitment, Fitment];
    await add(cookie, c);
    await add(cookie, a);
    const stale: Fitment = { year: 1901, makeSlug: 'gone', modelSlug: 'gone' };
    const body = { vehicles: [b, stale, d, a], selectedId: id(d) };
    const merged = json<Garage>(await call(cookie, 'POST', '/account/garage/merge', body));
    // The browser's chosen vehicle, then the browser's in their order, then the kept ones not among them.
    expect(ids(merged)).toEqual([id(d), id(b), id(a), id(c)]);
    expect(merged.selectedId).toBe(id(d));
    expect(json(await call(cookie, 'POST', '/account/garage/merge', body))).toEqual(merged);
    // A browser with no chosen vehicle keeps the kept garage's choice.
    const quiet = json<Garage>(await call(cookie, 'POST', '/account/garage/merge', { vehicles: [c] }));
    expect(quiet.selectedId).toBe(id(d));
    expect(ids(quiet)[0]).toBe(id(d));
  });

  it("answers only the session's own garage", async () => {
    const one = await signedInShopper(ctx.app);
    const two = await signedInShopper(ctx.app);
    await add(one.cookie, known[0]!);
    expect((await garageOf(two.cookie)).vehicles).toEqual([]);
    await call(two.cookie, 'DELETE', `/account/garage/vehicles/${encodeURIComponent(id(known[0]!))}`);
    expect(ids(await garageOf(one.cookie))).toEqual([id(known[0]!)]);
  });

  it('refuses cross-site changes, changing nothing', async () => {
    const { cookie } = await signedInShopper(ctx.app);
    for (const headers of [
      { cookie, origin: 'https://evil.example' },
      { cookie, 'sec-fetch-site': 'cross-site' },
    ]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/account/garage/vehicles',
        headers,
        payload: { fitment: known[0] },
      });
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).code).toBe('FORBIDDEN');
    }
    expect((await garageOf(cookie)).vehicles).toEqual([]);
  });

  it('loses nothing and doubles nothing under concurrent adds and merges', async () => {
    const { cookie } = await signedInShopper(ctx.app);
    const [a, b, c, d, e] = known as [Fitment, Fitment, Fitment, Fitment, Fitment];
    const answers = await Promise.all([
      add(cookie, a),
      add(cookie, b),
      add(cookie, a),
      call(cookie, 'POST', '/account/garage/merge', { vehicles: [c, a] }),
      call(cookie, 'POST', '/account/garage/merge', { vehicles: [d, c] }),
      add(cookie, e),
      call(cookie, 'POST', '/account/garage/merge', { vehicles: [c, a] }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
    const garage = await garageOf(cookie);
    expect([...ids(garage)].sort()).toEqual([a, b, c, d, e].map(id).sort());
    // Every answer was a whole garage at some moment: each change ran on the result of the one before.
    for (const answer of answers)
      expect(new Set(ids(json<Garage>(answer))).size).toBe(json<Garage>(answer).vehicles.length);
  });
});
