import { describe, expect, it } from 'vitest';
import {
  INTEGRATION_SOURCES,
  integrationCspSources,
  integrationScripts,
  integrationsOffByShop,
} from './integrations.server';

describe('INTEGRATION_SOURCES', () => {
  it("names each integration's script and origins variables", () => {
    expect(INTEGRATION_SOURCES.chat).toMatchObject({
      scriptEnv: 'CHAT_SCRIPT_URL',
      originsEnv: 'CHAT_ORIGINS',
    });
    expect(INTEGRATION_SOURCES.errorReporting.scriptEnv).toBe('ERROR_REPORTING_SCRIPT_URL');
  });
});

describe('integrationScripts', () => {
  it('answers the configured scripts only', () => {
    expect(integrationScripts({ CHAT_SCRIPT_URL: ' /chat.js ', ANALYTICS_SCRIPT_URL: '' })).toEqual({
      chat: '/chat.js',
    });
  });
});

describe('integrationCspSources', () => {
  it("leaves out on a page the integrations its route rules keep off there, whatever a tab's switches say", () => {
    const env = {
      CHAT_SCRIPT_URL: 'https://chat.example.test/widget.js',
      POPUPS_SCRIPT_URL: 'https://popups.example.test/p.js',
      INTEGRATIONS_OFF: 'all',
    };
    const scripts = (path?: string) => integrationCspSources(env, path)['script-src'];
    expect(scripts()).toEqual(['https://chat.example.test', 'https://popups.example.test']);
    expect(scripts('/c/interior/')).toEqual(['https://chat.example.test', 'https://popups.example.test']);
    expect(scripts('/checkout/payment/')).toEqual(['https://chat.example.test']);
    expect(scripts('/pay/abc/')).toBeUndefined();
  });

  it('allows each script origin and the listed origins in the directives the registry names', () => {
    expect(
      integrationCspSources({
        CHAT_SCRIPT_URL: 'https://chat.example.test/widget.js',
        CHAT_ORIGINS: 'wss://live.example.test, nonsense',
        ANALYTICS_SCRIPT_URL: '/local/analytics.js',
      }),
    ).toEqual({
      'script-src': ['https://chat.example.test'],
      'connect-src': ['https://chat.example.test', 'wss://live.example.test'],
      'frame-src': ['https://chat.example.test', 'wss://live.example.test'],
      'img-src': ['https://chat.example.test', 'wss://live.example.test'],
    });
  });
});

describe('integrationsOffByShop', () => {
  it('reads a list or all, and nothing by default', () => {
    expect(integrationsOffByShop({})).toEqual([]);
    expect(integrationsOffByShop({ INTEGRATIONS_OFF: 'popups, chat' })).toEqual(['chat', 'popups']);
    expect(integrationsOffByShop({ INTEGRATIONS_OFF: 'all' })).toHaveLength(17);
  });
});
