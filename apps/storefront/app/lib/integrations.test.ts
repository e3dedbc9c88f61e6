import { describe, expect, it } from 'vitest';
import {
  CONSENT_CATEGORIES,
  CONSENT_UNKNOWN,
  consentAllows,
  IDLE_INTEGRATIONS,
  INTEGRATION_REGISTRY,
  INTEGRATIONS,
  type IntegrationOverrides,
  integrationDecider,
  integrationsOf,
  isIntegrationOn,
  overridesAfter,
  overridesOf,
} from './integrations';

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

const shopper = { cmsMode: 'published', consent: { optedOut: false }, shopOff: [] } as const;
const at = (pathname: string, overrides: IntegrationOverrides = {}) => ({ ...shopper, pathname, overrides });

describe('isIntegrationOn', () => {
  it('is on by default and follows the session overrides', () => {
    expect(isIntegrationOn('chat', at('/'))).toBe(true);
    expect(isIntegrationOn('chat', at('/', { chat: false }))).toBe(false);
  });

  it('keeps what the shop turns off off until the URL enables it', () => {
    const shopOff = ['chat'] as const;
    expect(isIntegrationOn('chat', { ...at('/'), shopOff })).toBe(false);
    expect(
      isIntegrationOn('chat', { ...at('/', overridesAfter('?enableIntegration=chat', {})), shopOff }),
    ).toBe(true);
  });

  it('turns pop-ups off on checkout pages and pop-ups and chat off on /pay/, whatever the session says', () => {
    const all = overridesAfter('?enableIntegration=all', {});
    expect(isIntegrationOn('popups', at('/checkout/cart/', all))).toBe(false);
    expect(isIntegrationOn('chat', at('/checkout/cart/', all))).toBe(true);
    expect(isIntegrationOn('popups', at('/pay/', all))).toBe(false);
    expect(isIntegrationOn('chat', at('/pay/', all))).toBe(false);
    expect(isIntegrationOn('reviews', at('/pay/', all))).toBe(true);
  });

  it('keeps analytics, performance, pop-ups and chat off while editors edit or preview', () => {
    const all = overridesAfter('?enableIntegration=all', {});
    for (const cmsMode of ['edit', 'draft'] as const) {
      const editing = { ...at('/', all), cmsMode };
      expect(INTEGRATIONS.filter((name) => !isIntegrationOn(name, editing))).toEqual([
        'performance',
        'chat',
        'analytics',
        'popups',
      ]);
    }
  });

  it('stops analytics and advertising (pop-ups) when the shopper opted out, whatever the URL says', () => {
    const optedOut = {
      ...at('/', overridesAfter('?enableIntegration=all', {})),
      consent: { optedOut: true },
    };
    expect(INTEGRATIONS.filter((name) => !isIntegrationOn(name, optedOut))).toEqual([
      'performance',
      'analytics',
      'popups',
    ]);
    expect(consentAllows('functional', CONSENT_UNKNOWN)).toBe(true);
    expect(consentAllows('analytics', CONSENT_UNKNOWN)).toBe(false);
  });
});

describe('INTEGRATION_REGISTRY', () => {
  it('gives each integration a consent category and loads the always-present ones after paint', () => {
    for (const name of INTEGRATIONS) expect(CONSENT_CATEGORIES).toContain(INTEGRATION_REGISTRY[name].consent);
    expect(IDLE_INTEGRATIONS).toEqual([
      'performance',
      'accessibility',
      'chat',
      'fraud',
      'analytics',
      'popups',
      'geolocation',
      'errorReporting',
    ]);
  });
});

describe('overridesOf', () => {
  it("replays the session's switches oldest first, so a later URL wins", () => {
    expect(overridesOf(['disableIntegration=chat,popups', 'enableIntegration=chat'])).toEqual({
      chat: true,
      popups: false,
    });
    expect(overridesOf([])).toEqual({});
  });
});

describe('integrationDecider', () => {
  const page = {
    pathname: '/',
    switches: ['enableIntegration=analytics'],
    cmsMode: 'published',
    shopOff: ['analytics'],
  } as const;

  it("decides from the page's facts and reads consent at each decision", () => {
    let optedOut = false;
    const isOn = integrationDecider(page, () => ({ optedOut }));
    expect(isOn('analytics')).toBe(true);
    optedOut = true;
    expect(isOn('analytics')).toBe(false);
    expect(isOn('chat')).toBe(true);
  });

  it('counts consent as not given on the server', () => {
    expect(integrationDecider(page)('analytics')).toBe(false);
  });
});
