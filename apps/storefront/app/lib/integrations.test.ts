import { describe, expect, it } from 'vitest';
import {
  INTEGRATIONS,
  INTEGRATIONS_STORAGE_KEY,
  integrationsOf,
  isIntegrationOn,
  overridesAfter,
  readOverrides,
  writeOverrides,
} from './integrations';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('integrationsOf', () => {
  it('reads comma lists and repeated parameters, ignoring unknown names', () => {
    expect(integrationsOf(['chat,popups', 'login', 'nope'])).toEqual(['chat', 'popups', 'login']);
    expect(integrationsOf([' chat , reviews '])).toEqual(['chat', 'reviews']);
    expect(integrationsOf([])).toEqual([]);
  });

  it('reads all as every integration', () => {
    expect(integrationsOf(['all'])).toEqual([...INTEGRATIONS]);
  });
});

describe('overridesAfter', () => {
  it('switches named integrations on and off and keeps earlier choices', () => {
    const first = overridesAfter('?disableIntegration=chat,popups', {});
    expect(first).toEqual({ chat: false, popups: false });
    expect(overridesAfter('?enableIntegration=chat&q=mats', first)).toEqual({ chat: true, popups: false });
    expect(overridesAfter('?q=mats', first)).toEqual(first);
  });

  it('lets disable win when a name is in both lists', () => {
    expect(overridesAfter('?enableIntegration=all&disableIntegration=chat', {})).toMatchObject({
      chat: false,
      popups: true,
      login: true,
    });
  });
});

describe('isIntegrationOn', () => {
  it('is on by default and follows the session overrides', () => {
    expect(isIntegrationOn('chat', { pathname: '/', overrides: {} })).toBe(true);
    expect(isIntegrationOn('chat', { pathname: '/', overrides: { chat: false } })).toBe(false);
  });

  it('turns pop-ups off on checkout pages and pop-ups and chat off on /pay/, whatever the session says', () => {
    const all = overridesAfter('?enableIntegration=all', {});
    expect(isIntegrationOn('popups', { pathname: '/checkout/cart/', overrides: all })).toBe(false);
    expect(isIntegrationOn('chat', { pathname: '/checkout/cart/', overrides: all })).toBe(true);
    expect(isIntegrationOn('popups', { pathname: '/pay/', overrides: all })).toBe(false);
    expect(isIntegrationOn('chat', { pathname: '/pay/', overrides: all })).toBe(false);
    expect(isIntegrationOn('reviews', { pathname: '/pay/', overrides: all })).toBe(true);
  });
});

describe('session storage', () => {
  it('round-trips the overrides', () => {
    const storage = memoryStorage();
    writeOverrides(storage, { chat: false, login: true });
    expect(readOverrides(storage)).toEqual({ chat: false, login: true });
  });

  it('ignores broken or foreign content', () => {
    expect(readOverrides(memoryStorage({ [INTEGRATIONS_STORAGE_KEY]: '{not json' }))).toEqual({});
    expect(readOverrides(memoryStorage({ [INTEGRATIONS_STORAGE_KEY]: 'null' }))).toEqual({});
    expect(
      readOverrides(memoryStorage({ [INTEGRATIONS_STORAGE_KEY]: '{"chat":"no","nope":true,"login":false}' })),
    ).toEqual({ login: false });
  });
});
