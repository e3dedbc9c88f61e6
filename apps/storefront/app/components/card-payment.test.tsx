// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentOutcome } from '../lib/payment-attempt';
import type { CardFields } from './card-fields';
import { useCardPayment } from './card-payment';

// The payment step's browser side with a card provider whose script confirms in the page (Stripe's 3-D Secure):
// the answers of the step's action are scripted, the provider's fields are a stand-in.

const SECRET = 'pi_1_secret_abc';
const ORDER_ID = '0f8b4c1e-6a1d-4d7e-9a51-3c2f1b0e9d77';

/** The provider's fields the step is given (a stand-in per test). */
let fields: CardFields;

function Step() {
  const payment = useCardPayment('/pay/', false, 'stripe');
  const { onMount } = payment;
  useEffect(() => onMount(fields), [onMount]);
  return (
    <div>
      <button type="button" onClick={payment.onPay}>
        Pay
      </button>
      <p data-testid="error">{payment.error}</p>
    </div>
  );
}

/** Renders the step; its action answers `answers` in turn and records what was posted. */
function setUp(answers: (PaymentOutcome | null)[]) {
  const posted: Record<string, string>[] = [];
  fields = {
    tokenize: vi.fn(async () => ({ token: 'ctoken_3ds_sdk' })),
    finishNextAction: vi.fn(async () => {}),
  };
  const Stub = createRoutesStub([
    {
      path: '/pay/',
      Component: Step,
      action: async ({ request }) => {
        posted.push(Object.fromEntries((await request.formData()) as unknown as Iterable<[string, string]>));
        // Each answer a fresh object, as every response decodes to one.
        const outcome = answers.shift();
        return { form: 'payment', outcome: outcome ? { ...outcome } : null };
      },
    },
  ]);
  render(<Stub initialEntries={['/pay/']} />);
  return { posted, fields };
}

const errorText = () => screen.getByTestId('error').textContent ?? '';

afterEach(cleanup);

const authenticate: PaymentOutcome = { kind: 'authenticate', orderId: ORDER_ID, clientSecret: SECRET };
const declined: PaymentOutcome = {
  kind: 'failed',
  message: 'We are unable to authenticate your payment method.',
  sameAttempt: false,
  retryAfter: null,
};

describe('a payment that needs the provider script to confirm', () => {
  it("runs the provider's next action with the client secret, then confirms the order under the attempt's key", async () => {
    const { posted, fields } = setUp([authenticate, declined]);
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[0]).toMatchObject({ intent: 'card', provider: 'stripe', token: 'ctoken_3ds_sdk' });
    expect(fields.finishNextAction).toHaveBeenCalledExactlyOnceWith(SECRET);
    expect(posted[1]).toEqual({ intent: 'confirm', orderId: ORDER_ID, key: `${posted[0]!.key}-confirm` });
    // The API read the outcome from the provider: here a failed authentication, told as the API words it.
    await waitFor(() => expect(errorText()).toContain('unable to authenticate'));
  });

  it('asked again after the step ran, it stops and keeps the attempt: paying again repeats it, never a second one', async () => {
    const { posted, fields } = setUp([authenticate, authenticate, authenticate, null]);
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(errorText()).toContain('did not confirm'));
    expect(posted).toHaveLength(2);
    expect(fields.finishNextAction).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(posted).toHaveLength(4));
    // The same key and token as the first attempt; the provider's step runs once more.
    expect(posted[2]).toEqual(posted[0]);
    expect(fields.tokenize).toHaveBeenCalledOnce();
    expect(fields.finishNextAction).toHaveBeenCalledTimes(2);
  });
});
