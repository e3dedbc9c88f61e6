// A stand-in of PayPal's OAuth, Orders v2 and Payments v2 APIs answering with the shapes of PayPal's documented
// examples. The order's custom_id picks the outcome of authorising it: `decline-…` answers INSTRUMENT_DECLINED,
// `action-…` PAYER_ACTION_REQUIRED until the shopper acts; anything else authorises.
import type { PayPalMoney as Money, PayPalPart } from '../../modules/payments/providers/paypal';
import { type ReceivedRequest, type StandIn, type StandInAnswer, startStandIn } from './server';

type Part = PayPalPart & Record<string, unknown>;

interface Order {
  id: string;
  intent: string;
  status: string;
  purchase_units: {
    reference_id: string;
    custom_id: string;
    amount: Money;
    payments: { authorizations: Part[]; captures: Part[]; refunds: Part[] };
  }[];
  links: { href: string; rel: string; method: string }[];
  needsAction: boolean;
}

/** The stand-in, its orders, and the shopper's extra step at PayPal. */
export interface PayPalStandIn extends StandIn {
  /** Creates an order the shopper has approved, as PayPal's buttons leave it. */
  approvedOrder(customId: string, value: string): string;
  /** The shopper approves an order made through the API, in PayPal's buttons. */
  approve(orderId: string): void;
  /** The shopper completes PayPal's extra step on an order. */
  completeAction(orderId: string): void;
}

const cents = (money: Money) => Math.round(Number(money.value) * 100);
const amountOf = (money: Money, cents: number): Money => ({ ...money, value: (cents / 100).toFixed(2) });

function issue(status: number, name: string, detail: string): StandInAnswer {
  return {
    status,
    body: {
      name,
      message:
        'The requested action could not be performed, semantically incorrect, or failed business validation.',
      debug_id: 'f4c4a1b8d4f3e',
      details: [{ issue: detail, description: detail.toLowerCase().replaceAll('_', ' ') }],
    },
  };
}

/** Starts the PayPal stand-in. */
export async function startPayPalStandIn(port = 0): Promise<PayPalStandIn> {
  const orders = new Map<string, Order>();
  let next = 0;
  let base = '';
  const view = ({ needsAction: _, ...order }: Order) => order;
  function create(customId: string, amount: Money, status: string): Order {
    next += 1;
    const id = `5O190127TN36471${String(next).padStart(2, '0')}`;
    const order: Order = {
      id,
      intent: 'AUTHORIZE',
      status,
      purchase_units: [
        {
          reference_id: 'default',
          custom_id: customId,
          amount,
          payments: { authorizations: [], captures: [], refunds: [] },
        },
      ],
      links: [
        { href: `${base}/v2/checkout/orders/${id}`, rel: 'self', method: 'GET' },
        { href: `${base}/checkoutnow?token=${id}`, rel: 'approve', method: 'GET' },
      ],
      needsAction: customId.startsWith('action-'),
    };
    orders.set(id, order);
    return order;
  }
  function approve(orderId: string) {
    const order = orders.get(orderId);
    if (order?.status === 'CREATED') order.status = 'APPROVED';
    return order;
  }
  function find(kind: 'authorizations' | 'captures', id: string) {
    for (const order of orders.values()) {
      const part = order.purchase_units[0]?.payments[kind].find((p) => p.id === id);
      if (part) return { order, part, unit: order.purchase_units[0]! };
    }
    return null;
  }
  function route(request: ReceivedRequest): StandInAnswer {
    const body = request.body && request.body[0] === '{' ? JSON.parse(request.body) : {};
    const { method, path } = request;
    if (method === 'POST' && path === '/v1/oauth2/token') {
      return {
        status: 200,
        body: {
          scope: 'openid',
          access_token: 'A21AAFEpH4PsADK7qSS7pSRsgzfENtu',
          token_type: 'Bearer',
          app_id: 'APP-80W284485P519543T',
          expires_in: 31668,
          nonce: '2026-11-25T13:00:00ZaZb4',
        },
      };
    }
    // The order's approve link: the shopper approves it at PayPal (signed in there, not with the API's token).
    const approving = method === 'POST' ? /^\/checkoutnow\?token=(\w+)$/.exec(path) : null;
    if (approving) {
      const order = approve(approving[1]!);
      return order
        ? { status: 200, body: { status: order.status } }
        : issue(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
    }
    if (request.headers.authorization !== 'Bearer A21AAFEpH4PsADK7qSS7pSRsgzfENtu') {
      return {
        status: 401,
        body: { error: 'invalid_token', error_description: 'Token signature verification failed' },
      };
    }
    if (method === 'POST' && path === '/v2/checkout/orders') {
      const unit = body.purchase_units[0];
      return { status: 201, body: view(create(unit.custom_id, unit.amount, 'CREATED')) };
    }
    const orderMatch = /^\/v2\/checkout\/orders\/(\w+)(?:\/(authorize|capture))?$/.exec(path);
    if (orderMatch) {
      const order = orders.get(orderMatch[1]!);
      if (!order) return issue(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
      if (method === 'GET') return { status: 200, body: view(order) };
      const unit = order.purchase_units[0]!;
      if (order.status !== 'APPROVED' && order.status !== 'PAYER_ACTION_REQUIRED') {
        return issue(422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_AUTHORIZED');
      }
      if (unit.custom_id.startsWith('decline-'))
        return issue(422, 'UNPROCESSABLE_ENTITY', 'INSTRUMENT_DECLINED');
      if (order.needsAction) {
        order.status = 'PAYER_ACTION_REQUIRED';
        order.links = [
          ...order.links.filter((l) => l.rel !== 'approve'),
          { href: `${base}/checkoutnow?token=${order.id}`, rel: 'payer-action', method: 'GET' },
        ];
        return issue(422, 'UNPROCESSABLE_ENTITY', 'PAYER_ACTION_REQUIRED');
      }
      order.status = 'COMPLETED';
      next += 1;
      const part = {
        id: `0AW2184448108334${next}`,
        amount: unit.amount,
        expiration_time: '2026-12-24T13:00:00Z',
      };
      if (orderMatch[2] === 'capture')
        unit.payments.captures.push({ ...part, status: 'COMPLETED', final_capture: true });
      else unit.payments.authorizations.push({ ...part, status: 'CREATED' });
      return { status: 201, body: view(order) };
    }
    const partMatch = /^\/v2\/payments\/(authorizations|captures)\/(\w+)\/(capture|void|refund)$/.exec(path);
    const found = partMatch ? find(partMatch[1] as 'authorizations' | 'captures', partMatch[2]!) : null;
    if (!partMatch || !found) return issue(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
    const { part, unit } = found;
    next += 1;
    if (partMatch[3] === 'void' && part.status === 'CREATED') {
      part.status = 'VOIDED';
      return { status: 204, body: null, raw: '' };
    }
    if (partMatch[3] === 'capture' && part.status === 'CREATED') {
      part.status = 'CAPTURED';
      const capture = {
        id: `2GG279541U47179${next}`,
        status: 'COMPLETED',
        amount: body.amount ?? part.amount,
        final_capture: true,
      };
      unit.payments.captures.push(capture);
      return { status: 201, body: capture };
    }
    if (partMatch[3] === 'refund' && (part.status === 'COMPLETED' || part.status === 'PARTIALLY_REFUNDED')) {
      const refunded = unit.payments.refunds.reduce((sum, r) => sum + cents(r.amount), 0);
      const amount = body.amount ?? amountOf(part.amount, cents(part.amount) - refunded);
      const refund = { id: `1JU08902781691${next}`, status: 'COMPLETED', amount };
      unit.payments.refunds.push(refund);
      part.status = refunded + cents(amount) >= cents(part.amount) ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
      return { status: 201, body: refund };
    }
    return issue(422, 'UNPROCESSABLE_ENTITY', 'INVALID_STATE');
  }
  const standIn = await startStandIn(route, 'paypal-request-id', port);
  base = standIn.url;
  return {
    ...standIn,
    approvedOrder(customId, value) {
      const order = create(customId, { currency_code: 'USD', value }, 'APPROVED');
      return order.id;
    },
    approve,
    completeAction(orderId) {
      const order = orders.get(orderId);
      if (order) order.needsAction = false;
    },
  };
}
