import { describe, expect, it } from 'vitest';
import { servicesEnv } from './services.mjs';

describe('servicesEnv', () => {
  it('puts the API and the payments sandbox on the two ports after the shop', () => {
    expect(servicesEnv({ PORT: '3100' })).toMatchObject({
      API_PORT: '3101',
      API_URL: 'http://127.0.0.1:3101',
      PAYMENTS_PORT: '3102',
      SANDBOX_URL: 'http://127.0.0.1:3102',
      SANDBOX_PUBLIC_URL: 'http://127.0.0.1:3102',
      SANDBOX_WEBHOOK_URL: 'http://127.0.0.1:3101/webhooks/payments/sandbox',
    });
  });

  it('keeps ports and addresses that are set', () => {
    const env = servicesEnv({ PAYMENTS_PORT: '4000', SANDBOX_PUBLIC_URL: 'https://pay.example.test' });
    expect(env).toMatchObject({
      PORT: '3000',
      PAYMENTS_PORT: '4000',
      SANDBOX_PUBLIC_URL: 'https://pay.example.test',
    });
  });
});
