// A stand-in of Stripe's PaymentIntents API answering with the shapes of Stripe's documented example objects.
// The confirmation token picks the outcome, as test cards do: ctoken_decline, ctoken_insufficient, ctoken_3ds
// (a redirect), ctoken_3ds_sdk (3-D Secure run by Stripe.js, as Payment Element cards get), ctoken_busy (429);
// anything else authorises a Visa ending 4242. With `customer` and `setup_future_usage` the card's PaymentMethod is
// attached to that Customer (`POST /v1/customers` makes one); an intent naming `customer` and `payment_method` charges
// an attached one, until `POST /v1/payment_methods/{id}/detach`.
import { type ReceivedRequest, type StandIn, type StandInAnswer, startStandIn } from './server';

/** Stripe's host of the 3-D Secure step Stripe.js runs (a frame in the shop's page). */
const STRIPE_HOOKS_ORIGIN = 'https://hooks.stripe.com';

type Json = Record<string, unknown>;

/** The stand-in and the intents it holds. */
export interface StripeStandIn extends StandIn {
  intents: Map<string, Json>;
  /** The PaymentMethods attached to Customers: the Customer of each. */
  attached: Map<string, string>;
  /** Completes the 3-D Secure step of an intent, as the shopper would on the bank's page. */
  authenticate(intentId: string): void;
  /** Fails the 3-D Secure step of an intent, as a shopper who closes the bank's frame does. */
  failAuthentication(intentId: string): void;
}

const CARD = {
  brand: 'visa',
  last4: '4242',
  exp_month: 8,
  exp_year: 2030,
  funding: 'credit',
  network: 'visa',
  country: 'US',
};

function intentExample(id: string, params: URLSearchParams): Json {
  const metadata: Record<string, string> = {};
  for (const [key, value] of params) {
    const match = /^metadata\[(.+)\]$/.exec(key);
    if (match?.[1]) metadata[match[1]] = value;
  }
  return {
    id,
    object: 'payment_intent',
    amount: Number(params.get('amount')),
    amount_capturable: 0,
    amount_received: 0,
    capture_method: params.get('capture_method') ?? 'automatic_async',
    client_secret: `${id}_secret_YrKJUKribcBjcG8HVhfZluoGH`,
    confirmation_method: 'automatic',
    created: 1680800504,
    currency: params.get('currency'),
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    metadata,
    next_action: null,
    customer: params.get('customer'),
    payment_method: params.get('payment_method') ?? 'pm_1MtwBwLkdIwHu7ixik2vyzkG',
    payment_method_types: ['card'],
    setup_future_usage: params.get('setup_future_usage'),
    status: 'requires_payment_method',
  };
}

function chargeExample(intent: Json, captured: number): Json {
  return {
    id: `ch_${String(intent.id).slice(3)}`,
    object: 'charge',
    amount: intent.amount,
    amount_captured: captured,
    amount_refunded: 0,
    captured: captured > 0,
    currency: intent.currency,
    paid: true,
    payment_intent: intent.id,
    payment_method_details: { card: CARD, type: 'card' },
    refunded: false,
    status: 'succeeded',
  };
}

function error(status: number, body: Json): StandInAnswer {
  return { status, body: { error: body } };
}

function decline(intent: Json, token: 'ctoken_decline' | 'ctoken_insufficient'): StandInAnswer {
  const failure = {
    type: 'card_error',
    code: 'card_declined',
    decline_code: token === 'ctoken_decline' ? 'generic_decline' : 'insufficient_funds',
    message: 'Your card was declined.',
    doc_url: '/docs/error-codes/card-declined',
  };
  intent.last_payment_error = failure;
  return error(402, { ...failure, payment_intent: intent });
}

/** `GET /v1/payment_intents/search` by the orderId of the metadata. */
function search(intents: Map<string, Json>, params: URLSearchParams): StandInAnswer {
  const orderId = /metadata\['orderId'\]:'([^']*)'/.exec(params.get('query') ?? '')?.[1];
  const data = [...intents.values()].filter((i) => (i.metadata as Json).orderId === orderId);
  return {
    status: 200,
    body: {
      object: 'search_result',
      data,
      has_more: false,
      next_page: null,
      url: '/v1/payment_intents/search',
    },
  };
}

function noSuchMethod(method: string): StandInAnswer {
  return error(400, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such PaymentMethod: '${method}'`,
  });
}

/** `POST /v1/payment_methods/{id}/detach`, or null for another path. */
function detach(path: string, attached: Map<string, string>): StandInAnswer | null {
  const id = /^\/v1\/payment_methods\/([\w-]+)\/detach$/.exec(path)?.[1];
  if (!id) return null;
  if (!attached.delete(id)) {
    return error(400, { type: 'invalid_request_error', code: 'payment_method_unexpected_state' });
  }
  return { status: 200, body: { id, object: 'payment_method', customer: null, card: CARD } };
}

/** Starts the Stripe stand-in. */
export async function startStripeStandIn(port = 0): Promise<StripeStandIn> {
  const intents = new Map<string, Json>();
  const attached = new Map<string, string>();
  let next = 0;

  function authorise(intent: Json) {
    intent.latest_charge = chargeExample(intent, 0);
    intent.next_action = null;
    if (intent.capture_method === 'manual') {
      intent.status = 'requires_capture';
      intent.amount_capturable = intent.amount;
    } else {
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      (intent.latest_charge as Json).amount_captured = intent.amount;
    }
  }

  function create(params: URLSearchParams, url: string): StandInAnswer {
    const token = params.get('confirmation_token') ?? '';
    const method = params.get('payment_method');
    const customer = params.get('customer');
    if (method !== null && attached.get(method) !== customer) return noSuchMethod(method);
    if (token === 'ctoken_busy') {
      return {
        ...error(429, { type: 'invalid_request_error', code: 'rate_limit' }),
        headers: { 'retry-after': '7' },
      };
    }
    next += 1;
    const id = `pi_3MtwBwLkdIwHu7ix${String(next).padStart(8, '0')}`;
    const intent = intentExample(id, params);
    intents.set(id, intent);
    if (token === 'ctoken_decline' || token === 'ctoken_insufficient') return decline(intent, token);
    if (token === 'ctoken_3ds') {
      intent.status = 'requires_action';
      intent.next_action = {
        type: 'redirect_to_url',
        redirect_to_url: { url: `${url}/3ds/${id}`, return_url: params.get('return_url') },
      };
      return { status: 200, body: intent };
    }
    if (token === 'ctoken_3ds_sdk') {
      intent.status = 'requires_action';
      intent.next_action = {
        type: 'use_stripe_sdk',
        // Stripe.js opens the bank's step on Stripe's own host; journeys route that host here.
        use_stripe_sdk: {
          type: 'three_d_secure_redirect',
          stripe_js: `${STRIPE_HOOKS_ORIGIN}/3ds/${id}`,
          source: 'src_1',
        },
      };
      return { status: 200, body: intent };
    }
    if (customer !== null && method === null && params.get('setup_future_usage') !== null) {
      intent.payment_method = `pm_1MtwBwLkdIwHu7ix${String(next).padStart(8, '0')}`;
      attached.set(String(intent.payment_method), customer);
    }
    authorise(intent);
    return { status: 200, body: intent };
  }

  function route(request: ReceivedRequest, url: string): StandInAnswer {
    const [path = '', query = ''] = request.path.split('?');
    const params = new URLSearchParams(request.method === 'GET' ? query : request.body);
    if (request.method === 'POST' && path === '/v1/payment_intents') return create(params, url);
    if (request.method === 'POST' && path.startsWith('/v1/customers')) {
      next += 1;
      return { status: 200, body: { id: `cus_NffrFeUfNV2Hib${next}`, object: 'customer', livemode: false } };
    }
    const detached = request.method === 'POST' ? detach(path, attached) : null;
    if (detached) return detached;
    if (request.method === 'GET' && path === '/v1/payment_intents/search') return search(intents, params);
    if (request.method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(params.get('payment_intent') ?? '');
      if (intent?.status !== 'succeeded') {
        return error(400, { type: 'invalid_request_error', code: 'charge_not_refundable' });
      }
      const charge = intent.latest_charge as Json;
      const amount = Number(
        params.get('amount') ?? Number(charge.amount_captured) - Number(charge.amount_refunded),
      );
      charge.amount_refunded = Number(charge.amount_refunded) + amount;
      charge.refunded = charge.amount_refunded === charge.amount_captured;
      return {
        status: 200,
        body: { id: `re_${next}`, object: 'refund', amount, payment_intent: intent.id, status: 'succeeded' },
      };
    }
    // The bank's 3-D Secure page of `next_action`: the shopper completes it.
    const bank = request.method === 'POST' ? /^\/3ds\/([\w-]+)$/.exec(path) : null;
    const authenticating = bank?.[1] ? intents.get(bank[1]) : undefined;
    if (authenticating?.status === 'requires_action') authorise(authenticating);
    if (authenticating)
      return { status: 200, body: { authenticated: authenticating.status !== 'requires_action' } };
    const match = /^\/v1\/payment_intents\/([\w-]+)(?:\/(capture|cancel|confirm))?$/.exec(path);
    const intent = match?.[1] ? intents.get(match[1]) : undefined;
    if (!intent) {
      return error(404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: 'No such payment_intent',
      });
    }
    const action = match?.[2];
    if (action === 'capture') {
      if (intent.status !== 'requires_capture') {
        return error(400, { type: 'invalid_request_error', code: 'payment_intent_unexpected_state' });
      }
      const amount = Number(params.get('amount_to_capture') ?? intent.amount);
      Object.assign(intent, { status: 'succeeded', amount_received: amount, amount_capturable: 0 });
      Object.assign(intent.latest_charge as Json, { amount_captured: amount, captured: true });
    } else if (action === 'cancel') {
      Object.assign(intent, {
        status: 'canceled',
        amount_capturable: 0,
        cancellation_reason: 'requested_by_customer',
      });
    } else if (action === 'confirm' && intent.status === 'requires_confirmation') {
      authorise(intent);
    }
    return { status: 200, body: intent };
  }

  let base = '';
  const standIn = await startStandIn((request) => route(request, base), 'idempotency-key', port);
  base = standIn.url;
  return {
    ...standIn,
    intents,
    attached,
    authenticate(intentId) {
      const intent = intents.get(intentId);
      if (intent) authorise(intent);
    },
    failAuthentication(intentId) {
      const intent = intents.get(intentId);
      if (!intent) return;
      Object.assign(intent, {
        status: 'requires_payment_method',
        next_action: null,
        last_payment_error: {
          type: 'invalid_request_error',
          code: 'payment_intent_authentication_failure',
          message: 'We are unable to authenticate your payment method.',
        },
      });
    },
  };
}
