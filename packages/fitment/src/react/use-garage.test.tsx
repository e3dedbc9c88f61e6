// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { encodeFitmentCookie, FITMENT_COOKIE_NAME, readFitmentFromCookieHeader } from '../cookie';
import {
  encodeGarageCookie,
  GARAGE_COOKIE_NAME,
  garageVehicleId,
  readGarageFromCookieHeader,
} from '../garage';
import type { Fitment } from '../model';
import { useGarage } from './use-garage';

const jeep: Fitment = { year: 2021, makeSlug: 'jeep', modelSlug: 'wrangler' };
const ford: Fitment = { year: 2020, makeSlug: 'ford', modelSlug: 'f-150' };

// Tests set cookies the way a server response or another tab would: straight into document.cookie.
function setCookie(cookie: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the hook under test reads document.cookie.
  document.cookie = cookie;
}

function clearCookies(): void {
  for (const name of [FITMENT_COOKIE_NAME, GARAGE_COOKIE_NAME]) setCookie(`${name}=; Max-Age=0; Path=/`);
}

afterEach(() => {
  cleanup();
  clearCookies();
});

function GarageList({ serverCookie }: { serverCookie: string }) {
  const { garage } = useGarage({ serverCookie });
  return (
    <ul>
      {garage.map((entry) => (
        <li key={garageVehicleId(entry.fitment)}>{entry.names.make}</li>
      ))}
    </ul>
  );
}

describe('useGarage', () => {
  it('starts empty without cookies and with garbage cookies', () => {
    setCookie(`${GARAGE_COOKIE_NAME}=%7Bnope; Path=/`);
    setCookie(`${FITMENT_COOKIE_NAME}=junk; Path=/`);
    const { result } = renderHook(() => useGarage({ secure: false }));
    expect(result.current.garage).toEqual([]);
    expect(result.current.current).toBeNull();
  });

  it('saves vehicles into both cookies, newest first, and every hook on the page sees it', () => {
    const one = renderHook(() => useGarage({ secure: false }));
    const two = renderHook(() => useGarage({ secure: false }));
    act(() => one.result.current.save(jeep, { make: 'Jeep', model: 'Wrangler' }));
    act(() => one.result.current.save(ford));
    expect(readFitmentFromCookieHeader(document.cookie)).toEqual(ford);
    expect(readGarageFromCookieHeader(document.cookie).map((entry) => entry.fitment)).toEqual([ford, jeep]);
    expect(two.result.current.current).toEqual({ fitment: ford, names: {} });
    expect(two.result.current.garage).toEqual([
      { fitment: ford, names: {} },
      { fitment: jeep, names: { make: 'Jeep', model: 'Wrangler' } },
    ]);
  });

  it('switches in one call, making the vehicle current with its names', () => {
    const { result } = renderHook(() => useGarage({ secure: false }));
    act(() => result.current.save(jeep, { make: 'Jeep' }));
    act(() => result.current.save(ford));
    let switched: unknown;
    act(() => {
      switched = result.current.switchTo(garageVehicleId(jeep));
    });
    expect(switched).toEqual({ fitment: jeep, names: { make: 'Jeep' } });
    expect(result.current.current?.fitment).toEqual(jeep);
    expect(result.current.garage.map((entry) => entry.fitment)).toEqual([jeep, ford]);
    expect(result.current.switchTo('nope')).toBeNull();
  });

  it('removes a vehicle, and forgets the current one when it is removed', () => {
    const { result } = renderHook(() => useGarage({ secure: false }));
    act(() => result.current.save(jeep));
    act(() => result.current.save(ford));
    act(() => result.current.remove(garageVehicleId(jeep)));
    expect(result.current.garage.map((entry) => entry.fitment)).toEqual([ford]);
    expect(result.current.current?.fitment).toEqual(ford);
    act(() => result.current.remove(garageVehicleId(ford)));
    expect(result.current.garage).toEqual([]);
    expect(result.current.current).toBeNull();
  });

  it('lists a vehicle saved elsewhere (fitmentData only) first', () => {
    setCookie(`${GARAGE_COOKIE_NAME}=${encodeGarageCookie([{ fitment: jeep, names: {} }])}; Path=/`);
    setCookie(`${FITMENT_COOKIE_NAME}=${encodeFitmentCookie(ford)}; Path=/`);
    const { result } = renderHook(() => useGarage());
    expect(result.current.garage.map((entry) => entry.fitment)).toEqual([ford, jeep]);
  });

  it('renders the request cookies on the server', () => {
    const header = `${GARAGE_COOKIE_NAME}=${encodeGarageCookie([{ fitment: jeep, names: { make: 'Jeep' } }])}`;
    expect(renderToString(<GarageList serverCookie={header} />)).toBe('<ul><li>Jeep</li></ul>');
  });
});
