// A stand-in of Bolt's merchant transactions API answering with the shapes of Bolt's documented transaction view.
// The card token picks the outcome: `decline-…` fails authorisation, `review-…` waits for fraud review,
// `busy-…` answers 429 with Retry-After; anything else authorises a Visa ending 1111.
import { type ReceivedRequest, type StandIn, type StandInAnswer, startStandIn } from './server';

interface Amount {
  amount: number;
  currency: string;
  currency_symbol: string;
}
type Transaction = Record<string, unknown> & {
  reference: string;
  status: string;
  amount: Amount;
  captures: { amount: Amount }[];
  refund_transactions: { amount: Amount }[];
};

function error(status: number, code: number, message: string): StandInAnswer {
  return { status, body: { result: { success: false }, errors: [{ code, message }] } };
}

const money = (amount: number, currency: string): Amount => ({ amount, currency, currency_symbol: '$' });

/** Starts the Bolt stand-in. */
export async function startBoltStandIn(
  port = 0,
): Promise<StandIn & { transactions: Map<string, Transaction> }> {
  const transactions = new Map<string, Transaction>();
  let next = 0;
  function authorize(body: Record<string, unknown>): StandInAnswer {
    const token = String((body.credit_card as { token?: string }).token);
    if (token.startsWith('busy-'))
      return { ...error(429, 429, 'Too many requests'), headers: { 'retry-after': '5' } };
    const cart = body.cart as { order_reference: string; total_amount: number; currency: string };
    next += 1;
    const amount = money(cart.total_amount, cart.currency);
    const status = token.startsWith('decline-')
      ? 'failed'
      : token.startsWith('review-')
        ? 'pending'
        : 'authorized';
    const transaction: Transaction = {
      id: `TAe9G7nwN2Xmc${next}`,
      type: 'cc_payment',
      processor: 'vantiv',
      date: 1732539600000,
      reference: `LBLJ-TWW7-R9V${next}`,
      status,
      amount,
      captures: [],
      refund_transactions: [],
      from_credit_card: {
        id: 'CAfe9tP97CMXs',
        last4: '1111',
        bin: '411111',
        network: 'visa',
        token_type: 'vantiv',
      },
      order: { cart: { order_reference: cart.order_reference, total_amount: amount } },
    };
    if (status === 'authorized' && body.auto_capture === true) {
      transaction.status = 'completed';
      transaction.captures.push({ amount });
    }
    transactions.set(transaction.reference, transaction);
    return { status: 200, body: transaction };
  }
  function route(request: ReceivedRequest): StandInAnswer {
    const body = request.body ? (JSON.parse(request.body) as Record<string, unknown>) : {};
    const path = request.path.replace('/v1/merchant/transactions', '');
    if (request.method === 'POST' && path === '/authorize') return authorize(body);
    const reference = request.method === 'GET' ? path.slice(1) : String(body.transaction_reference);
    const transaction = transactions.get(reference);
    if (!transaction) return error(404, 1005, 'Transaction not found');
    if (request.method === 'GET') return { status: 200, body: transaction };
    const amount = money(Number(body.amount), transaction.amount.currency);
    if (path === '/capture' && transaction.status === 'authorized') {
      transaction.captures.push({ amount });
      transaction.status = 'completed';
    } else if (path === '/credit' && transaction.status === 'completed') {
      transaction.refund_transactions.push({ amount });
    } else if (path === '/void' && transaction.status === 'authorized') {
      transaction.status = 'cancelled';
    } else {
      return error(422, 2001005, `Cannot ${path.slice(1)} a ${transaction.status} transaction`);
    }
    return { status: 200, body: transaction };
  }
  return { ...(await startStandIn(route, 'idempotency-key', port)), transactions };
}
