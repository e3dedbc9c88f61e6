// @vitest-environment happy-dom
import { cleanup, render, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PayPalNamespace } from '../lib/provider-script';
import PayPalButtons from './paypal-buttons';

const sdk = vi.hoisted(() => ({ src: '', namespace: null as unknown }));
vi.mock('../lib/provider-script', async (original) => ({
  ...(await original<typeof import('../lib/provider-script')>()),
  loadProviderScript: async (src: string) => {
    sdk.src = src;
    return sdk.namespace;
  },
}));

// PayPal's buttons as the payment step mounts them: the SDK is a stand-in the script loader answers (the loader is
// tested on its own), and the step's action answers are scripted.

type ButtonsOptions = Parameters<PayPalNamespace['Buttons']>[0];

const onError = vi.fn();
const onProcessing = vi.fn();

function Step() {
  return (
    <PayPalButtons
      action="/checkout/payment/"
      paypal={{ clientId: 'client-1', scriptUrl: 'https://paypal.example.test/sdk/js' }}
      onError={onError}
      onProcessing={onProcessing}
    />
  );
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('PayPalButtons', () => {
  it("createOrder asks the step for PayPal's order; onApprove pays it under a key of that order", async () => {
    let options: ButtonsOptions | null = null;
    const rendered = vi.fn(async () => {});
    sdk.namespace = {
      Buttons(given) {
        options = given;
        return { render: rendered };
      },
    } satisfies PayPalNamespace;
    const posted: Record<string, string>[] = [];
    const Stub = createRoutesStub([
      {
        path: '/checkout/payment/',
        Component: Step,
        action: async ({ request }) => {
          const form = Object.fromEntries(
            (await request.formData()) as unknown as Iterable<[string, string]>,
          );
          posted.push(form);
          if (form.intent === 'paypal-order') return { form: 'paypal-order', ok: true, id: 'PAYPAL-ORDER-1' };
          return {
            form: 'payment',
            outcome: {
              kind: 'failed',
              message: 'Your card was declined.',
              sameAttempt: false,
              retryAfter: null,
            },
          };
        },
      },
    ]);
    render(<Stub initialEntries={['/checkout/payment/']} />);
    await waitFor(() => expect(rendered).toHaveBeenCalledOnce());
    expect(new URL(sdk.src).searchParams.get('client-id')).toBe('client-1');

    await expect(options!.createOrder()).resolves.toBe('PAYPAL-ORDER-1');
    expect(posted[0]).toEqual({ intent: 'paypal-order', key: expect.stringMatching(/^[0-9a-f-]{36}$/) });

    await options!.onApprove({ orderID: 'PAYPAL-ORDER-1' });
    expect(posted[1]).toEqual({ intent: 'paypal', key: 'paypal-PAYPAL-ORDER-1', token: 'PAYPAL-ORDER-1' });
    await waitFor(() => expect(onError).toHaveBeenLastCalledWith('Your card was declined.'));
  });
});
