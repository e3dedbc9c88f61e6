// A stand-in of Affirm's Transactions API answering with the shapes of Affirm's documented examples. The checkout
// token picks the outcome: `declined-…` is refused, `outage-…` answers 503 with Retry-After, anything else authorises
// (the example's 6100 cents, or `amount-<cents>-…`'s: the amount of the loan the shopper agreed to).
import { type ReceivedRequest, type StandIn, type StandInAnswer, startStandIn } from './server';

type Transaction = Record<string, unknown> & {
  id: string;
  status: string;
  amount: number;
  amount_refunded: number;
};

function error(status_code: number, code: string, message: string): StandInAnswer {
  return { status: status_code, body: { status_code, type: 'invalid_request', code, message, field: null } };
}

/** Starts the Affirm stand-in. */
export async function startAffirmStandIn(
  port = 0,
): Promise<StandIn & { transactions: Map<string, Transaction> }> {
  const transactions = new Map<string, Transaction>();
  let next = 0;
  function event(transaction: Transaction, type: string, amount: number): StandInAnswer {
    next += 1;
    return {
      status: 200,
      body: {
        id: `3RF5IBS4QOGQXKPE${next}`,
        transaction_id: transaction.id,
        type,
        amount,
        currency: 'USD',
        fee: type === 'capture' ? 180 : 0,
        created: '2026-11-25T13:00:00Z',
      },
    };
  }
  function route(request: ReceivedRequest): StandInAnswer {
    const body = request.body ? (JSON.parse(request.body) as Record<string, unknown>) : {};
    if (request.method === 'POST' && request.path === '/api/v1/transactions') {
      const token = String(body.transaction_id);
      if (token.startsWith('declined-')) return error(400, 'auth-declined', 'The loan was declined.');
      if (token.startsWith('outage-'))
        return { ...error(503, 'unavailable', 'Try later'), headers: { 'retry-after': '9' } };
      next += 1;
      const transaction: Transaction = {
        id: `N330-Z6D${next}`,
        checkout_id: token,
        order_id: body.order_id,
        status: 'authorized',
        amount: Number(/^amount-(\d+)-/.exec(token)?.[1] ?? 6100),
        amount_refunded: 0,
        currency: 'USD',
        created: '2026-11-25T13:00:00Z',
        authorization_expiration: '2026-12-25T13:00:00Z',
        provider_id: 1,
        remove_tax: false,
      };
      transactions.set(transaction.id, transaction);
      return { status: 200, body: transaction };
    }
    const match = /^\/api\/v1\/transactions\/([\w-]+)(?:\/(capture|refund|void))?$/.exec(request.path);
    const transaction = match?.[1] ? transactions.get(match[1]) : undefined;
    if (!transaction) return error(404, 'not-found', 'Transaction not found');
    const action = match?.[2];
    if (!action) return { status: 200, body: transaction };
    if (action === 'capture' && transaction.status === 'authorized') {
      transaction.status = 'captured';
      return event(transaction, 'capture', transaction.amount);
    }
    if (action === 'void' && transaction.status === 'authorized') {
      transaction.status = 'voided';
      return event(transaction, 'void', 0);
    }
    if (action === 'refund' && transaction.status !== 'authorized' && transaction.status !== 'voided') {
      const amount = Number(body.amount ?? transaction.amount - transaction.amount_refunded);
      transaction.amount_refunded += amount;
      transaction.status =
        transaction.amount_refunded >= transaction.amount ? 'refunded' : 'partially_refunded';
      return event(transaction, 'refund', amount);
    }
    return error(400, 'invalid-state', `Cannot ${action} a ${transaction.status} transaction`);
  }
  return { ...(await startStandIn(route, 'idempotency-key', port)), transactions };
}
