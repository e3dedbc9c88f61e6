// A stand-in of Braintree's gateway (the XML API its Node SDK speaks) answering with the shapes of Braintree's
// documented transaction responses. Nonces as Braintree's test nonces: `fake-valid-nonce` authorises,
// `fake-processor-declined-visa-nonce` is declined (2000 Do Not Honor), `fake-consumed-nonce` fails validation;
// an amount of 2001.00 is declined for insufficient funds, as in Braintree's sandbox. A sale with
// `store_in_vault_on_success` vaults its card under a new token; a sale with `payment_method_token` charges a vaulted
// card, until `DELETE /payment_methods/any/{token}`.
import { type ReceivedRequest, type StandIn, type StandInAnswer, startStandIn } from './server';

type Transaction = Record<string, unknown> & {
  id: string;
  status: string;
  amount: string;
  refundIds: string[];
};

const dashed = (key: string) =>
  key
    .replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
    .replace(/_/g, '-')
    .replace(/last4/, 'last-4');

/** Serialises a value as Braintree's XML: dashed names, typed arrays, nil for null. */
function xml(name: string, value: unknown): string {
  const tag = dashed(name);
  if (value === null || value === undefined) return `<${tag} nil="true"/>`;
  if (Array.isArray(value))
    return `<${tag} type="array">${value.map((item) => xml('item', item)).join('')}</${tag}>`;
  if (typeof value === 'object') {
    return `<${tag}>${Object.entries(value)
      .map(([key, inner]) => xml(key, inner))
      .join('')}</${tag}>`;
  }
  if (typeof value === 'number') return `<${tag} type="integer">${value}</${tag}>`;
  return `<${tag}>${String(value).replaceAll('&', '&amp;').replaceAll('<', '&lt;')}</${tag}>`;
}

const answer = (status: number, name: string, body: unknown): StandInAnswer => ({
  status,
  body: null,
  raw: `<?xml version="1.0" encoding="UTF-8"?>\n${xml(name, body)}`,
});

/** Starts the Braintree stand-in. */
export async function startBraintreeStandIn(): Promise<
  StandIn & { transactions: Map<string, Transaction>; vault: Set<string> }
> {
  const transactions = new Map<string, Transaction>();
  const vault = new Set<string>();
  let next = 0;
  function transaction(fields: Partial<Transaction> & { amount: string; status: string }): Transaction {
    next += 1;
    const made: Transaction = {
      id: `7wgvxr${String(next).padStart(2, '0')}`,
      type: 'sale',
      currencyIsoCode: 'USD',
      merchantAccountId: 'fitkitUSD',
      orderId: null,
      processorResponseCode: '1000',
      processorResponseText: 'Approved',
      gatewayRejectionReason: null,
      refundedTransactionId: null,
      creditCard: {
        token: null,
        bin: '411111',
        last4: '1111',
        cardType: 'Visa',
        expirationMonth: '12',
        expirationYear: '2030',
      },
      refundIds: [],
      ...fields,
    };
    transactions.set(made.id, made);
    return made;
  }
  function sale(body: Record<string, unknown>): StandInAnswer {
    const nonce = String(body.payment_method_nonce);
    const token = body.payment_method_token === undefined ? null : String(body.payment_method_token);
    const amount = String(body.amount);
    if (nonce === 'fake-consumed-nonce' || (token !== null && !vault.has(token))) {
      const error =
        token === null
          ? {
              code: '93107',
              attribute: 'payment_method_nonce',
              message: 'Cannot use a payment_method_nonce more than once.',
            }
          : { code: '91518', attribute: 'payment_method_token', message: 'Payment method token is invalid.' };
      return answer(422, 'apiErrorResponse', {
        errors: { errors: [], transaction: { errors: [error] } },
        message: error.message,
      });
    }
    const orderId = body.order_id === undefined ? null : String(body.order_id);
    if (nonce === 'fake-processor-declined-visa-nonce' || amount === '2001.00') {
      const code = amount === '2001.00' ? ['2001', 'Insufficient Funds'] : ['2000', 'Do Not Honor'];
      const declined = transaction({
        amount,
        orderId,
        status: 'processor_declined',
        processorResponseCode: code[0],
        processorResponseText: code[1],
      });
      return answer(422, 'apiErrorResponse', {
        errors: { errors: [] },
        message: code[1],
        transaction: declined,
      });
    }
    const options = body.options as { submit_for_settlement?: boolean; store_in_vault_on_success?: boolean };
    const made = transaction({
      amount,
      orderId,
      status: options?.submit_for_settlement === true ? 'submitted_for_settlement' : 'authorized',
    });
    const vaulted = token ?? (options?.store_in_vault_on_success === true ? `8c5rnj${made.id}` : null);
    if (vaulted !== null) {
      vault.add(vaulted);
      (made.creditCard as Record<string, unknown>).token = vaulted;
    }
    return answer(201, 'transaction', made);
  }
  function route(request: ReceivedRequest): StandInAnswer {
    const body = request.body ? (JSON.parse(request.body) as Record<string, Record<string, unknown>>) : {};
    const path = request.path.replace(/^\/merchants\/[\w-]+/, '');
    if (path === '/client_token')
      return answer(201, 'clientToken', {
        value: 'eyJ2ZXJzaW9uIjoyLCJhdXRob3JpemF0aW9uRmluZ2VycHJpbnQiOiJzdGFuZC1pbiJ9',
      });
    if (path === '/transactions') return sale(body.transaction ?? {});
    const removed = /^\/payment_methods\/any\/([\w-]+)$/.exec(path)?.[1];
    if (request.method === 'DELETE' && removed) {
      return vault.delete(removed)
        ? { status: 200, body: null, raw: '' }
        : { status: 404, body: null, raw: '' };
    }
    if (path === '/transactions/advanced_search_ids' || path === '/transactions/advanced_search') {
      const search = body.search as { order_id?: { is?: string }; ids?: string[] };
      const found = [...transactions.values()].filter(
        (t) => t.orderId === search.order_id?.is && (!search.ids || search.ids.includes(t.id)),
      );
      if (path.endsWith('_ids'))
        return answer(200, 'searchResults', { pageSize: 50, ids: found.map((t) => t.id) });
      return answer(200, 'creditCardTransactions', {
        currentPageNumber: 1,
        pageSize: 50,
        totalItems: found.length,
        transaction: found[0] ?? null,
      });
    }
    const match = /^\/transactions\/(\w+)(?:\/(submit_for_settlement|refund|void))?$/.exec(path);
    const current = match?.[1] ? transactions.get(match[1]) : undefined;
    if (!current) return { status: 404, body: null, raw: '' };
    const action = match?.[2];
    const amount = body.transaction?.amount === undefined ? undefined : String(body.transaction.amount);
    const refusal = (code: string, message: string) =>
      answer(422, 'apiErrorResponse', {
        errors: { transaction: { errors: [{ code, attribute: 'base', message }] } },
        message,
      });
    if (action === 'submit_for_settlement') {
      if (current.status !== 'authorized')
        return refusal('91507', 'Cannot submit for settlement unless status is authorized.');
      Object.assign(current, { status: 'submitted_for_settlement', amount: amount ?? current.amount });
    } else if (action === 'void') {
      if (current.status !== 'authorized')
        return refusal('91504', 'Transaction can only be voided if status is authorized.');
      current.status = 'voided';
    } else if (action === 'refund') {
      if (current.status !== 'submitted_for_settlement' && current.status !== 'settled') {
        return refusal('91506', 'Cannot refund a transaction unless it is settled.');
      }
      const refund = transaction({
        type: 'credit',
        amount: amount ?? current.amount,
        status: 'submitted_for_settlement',
        refundedTransactionId: current.id,
      });
      current.refundIds.push(refund.id);
      return answer(201, 'transaction', refund);
    }
    return answer(200, 'transaction', current);
  }
  return { ...(await startStandIn(route)), transactions, vault };
}
