import type { AccountGarage, CommerceClient, Result } from '@fitkit/commerce-hooks';
import {
  type Fitment,
  garageVehicleId,
  readGarageFromCookieHeader,
  readSavedVehicleFromCookieHeader,
  serializeFitmentCookie,
  serializeGarageCookie,
} from '@fitkit/fitment';
import { RouterContextProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commerceContext } from './commerce.server';
import {
  browserGarage,
  changeKeptGarage,
  garageSignOutCookies,
  mergeGarageAfterSignIn,
  shownGarage,
} from './garage.server';
import { type Shopper, shopperContext } from './shopper.server';

const jeep: Fitment = { year: 2021, makeSlug: 'jeep', modelSlug: 'wrangler' };
const ford: Fitment = { year: 2020, makeSlug: 'ford', modelSlug: 'f-150' };
const ram: Fitment = { year: 2019, makeSlug: 'ram', modelSlug: '1500' };
const SESSION = 'session-token-0123456789.signature';

function answerOf(fitments: Fitment[], selected: Fitment | null): AccountGarage {
  return {
    vehicles: fitments.map((fitment) => ({ id: garageVehicleId(fitment), fitment, names: { make: 'Make' } })),
    selectedId: selected ? garageVehicleId(selected) : null,
    maxVehicles: 5,
  };
}

function shopper(session: string | null, saved: Fitment | null = null): Shopper {
  return {
    permId: 'perm-0001',
    isNew: false,
    fitment: saved,
    saved: saved ? { fitment: saved, names: {} } : null,
    ip: null,
    session,
  };
}

/** Set-Cookie strings as the Cookie header a browser would send back. */
function cookieHeader(cookies: readonly string[]): string {
  return cookies.map((cookie) => cookie.split(';')[0]).join('; ');
}

afterEach(() => vi.unstubAllGlobals());

describe('browserGarage and shownGarage', () => {
  it("reads the cookies' garage with the current vehicle first and chosen", () => {
    const cookies = cookieHeader([serializeGarageCookie(of(ford)), serializeFitmentCookie(jeep)]);
    expect(browserGarage(cookies)).toEqual({ vehicles: of(jeep, ford), selectedId: garageVehicleId(jeep) });
    expect(browserGarage(null)).toEqual({ vehicles: [], selectedId: null });
  });

  it("shows a signed-in shopper the kept garage with this browser's vehicle first, a guest the cookies'", async () => {
    const request = new Request('http://shop.test/', {
      headers: { cookie: cookieHeader([serializeGarageCookie(of(ford))]) },
    });
    const getAccountGarage = vi.fn(
      async (): Promise<Result<AccountGarage>> => ({ ok: true, data: answerOf([ram, ford], ram) }),
    );
    const kept = await shownGarage(request, shopper(SESSION, jeep), { getAccountGarage });
    expect(kept.map((v) => v.fitment)).toEqual([jeep, ram, ford]);
    const guest = await shownGarage(request, shopper(null), { getAccountGarage });
    expect(guest.map((v) => v.fitment)).toEqual([ford]);
    expect(getAccountGarage).toHaveBeenCalledOnce();
    // A session the API no longer knows shows the cookies' garage.
    getAccountGarage.mockResolvedValueOnce({
      ok: false,
      error: { kind: 'http', status: 401, code: 'UNAUTHENTICATED', message: 'Please sign in.' },
    });
    expect(
      (await shownGarage(request, shopper(SESSION), { getAccountGarage })).map((v) => v.fitment),
    ).toEqual([ford]);
  });
});

function of(...fitments: Fitment[]) {
  return fitments.map((fitment) => ({ fitment, names: {} }));
}

describe('mergeGarageAfterSignIn', () => {
  function signIn(cookies: string[], apiAnswer: Response) {
    const sent: Request[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      sent.push(request.clone());
      return apiAnswer;
    });
    const context = new RouterContextProvider();
    context.set(shopperContext, shopper(null));
    const request = new Request('http://shop.test/account/sign-in/', {
      method: 'POST',
      headers: { cookie: cookieHeader(cookies) },
    });
    return { sent, context, request };
  }

  const signedIn = () =>
    new Response(null, {
      status: 303,
      headers: { Location: '/account/', 'Set-Cookie': `fitkit_session=${SESSION}; Path=/; HttpOnly` },
    });

  it("merges the browser's garage with the new session and sets the cookies to the merged garage", async () => {
    const { sent, context, request } = signIn(
      [serializeGarageCookie(of(ford))],
      Response.json(answerOf([ram, ford], ram)),
    );
    const response = await mergeGarageAfterSignIn({ request, context }, signedIn());
    expect(sent).toHaveLength(1);
    expect(new URL(sent[0]!.url).pathname).toMatch(/\/account\/garage\/merge$/);
    expect(sent[0]!.headers.get('cookie')).toContain(`fitkit_session=${SESSION}`);
    expect(await sent[0]!.json()).toEqual({ vehicles: [ford], selectedId: null });
    const back = cookieHeader(response.headers.getSetCookie());
    expect(readGarageFromCookieHeader(back).map((v) => v.fitment)).toEqual([ram, ford]);
    // The browser had no vehicle: the kept garage's chosen one becomes current.
    expect(readSavedVehicleFromCookieHeader(back)?.fitment).toEqual(ram);
    expect(response.status).toBe(303);
  });

  it('leaves a response that starts no session, or a merge the API refused, as it is', async () => {
    const { sent, context, request } = signIn([], new Response('down', { status: 503 }));
    const refused = new Response(null, { status: 400 });
    expect(await mergeGarageAfterSignIn({ request, context }, refused)).toBe(refused);
    expect(sent).toHaveLength(0);
    const response = await mergeGarageAfterSignIn({ request, context }, signedIn());
    expect(sent).toHaveLength(1);
    expect(response.headers.getSetCookie()).toEqual([`fitkit_session=${SESSION}; Path=/; HttpOnly`]);
  });
});

describe('changeKeptGarage', () => {
  function contextWith(session: string | null, client: Partial<CommerceClient>) {
    const context = new RouterContextProvider();
    context.set(shopperContext, shopper(session));
    context.set(commerceContext, { client: client as CommerceClient, queryClient: undefined as never });
    return context;
  }

  it("sends a signed-in shopper's change to the kept garage and answers the garage after it", async () => {
    const addGarageVehicle = vi.fn(async () => ({ ok: true as const, data: answerOf([jeep, ford], jeep) }));
    const selectGarageVehicle = vi.fn(async () => ({
      ok: true as const,
      data: answerOf([jeep, ford], null),
    }));
    const context = contextWith(SESSION, { addGarageVehicle, selectGarageVehicle });
    const saved = await changeKeptGarage(context, { intent: 'save', fitment: jeep });
    expect(addGarageVehicle).toHaveBeenCalledWith(jeep, true);
    expect(saved).toMatchObject({ ok: true, chosen: { fitment: jeep } });
    const cleared = await changeKeptGarage(context, { intent: 'clear' });
    expect(selectGarageVehicle).toHaveBeenCalledWith(null);
    expect(cleared).toMatchObject({ ok: true, chosen: null });
  });

  it("leaves a guest's change, an ended session's and one the API cannot take now to the cookies", async () => {
    const removeGarageVehicle = vi.fn();
    expect(
      await changeKeptGarage(contextWith(null, { removeGarageVehicle }), { intent: 'remove', id: 'x' }),
    ).toBeNull();
    expect(removeGarageVehicle).not.toHaveBeenCalled();
    for (const status of [401, 503]) {
      const failing = vi.fn(async () => ({
        ok: false as const,
        error: { kind: 'http' as const, status, code: 'UNKNOWN' as const, message: 'no' },
      }));
      const context = contextWith(SESSION, { removeGarageVehicle: failing });
      expect(await changeKeptGarage(context, { intent: 'remove', id: 'x' })).toBeNull();
    }
  });

  it("hands back the kept garage's refusal (a switch to a vehicle it no longer has)", async () => {
    const selectGarageVehicle = vi.fn(async () => ({
      ok: false as const,
      error: {
        kind: 'http' as const,
        status: 404,
        code: 'NOT_FOUND' as const,
        message: 'That vehicle is no longer in your garage.',
      },
    }));
    const context = contextWith(SESSION, { selectGarageVehicle });
    expect(await changeKeptGarage(context, { intent: 'switch', id: 'gone' })).toEqual({
      ok: false,
      status: 404,
      message: 'That vehicle is no longer in your garage.',
    });
  });
});

describe('garageSignOutCookies', () => {
  it('empties both garage cookies', () => {
    const cookies = garageSignOutCookies();
    expect(cookies.map((c) => c.split('=')[0])).toEqual(['fitmentGarage', 'fitmentData']);
    for (const cookie of cookies) expect(cookie).toContain('Max-Age=0');
  });
});
