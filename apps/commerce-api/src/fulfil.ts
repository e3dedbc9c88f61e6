import { parseArgs } from 'node:util';

// Moves an order through fulfilment by calling the running API (never by opening the database, which the API
// holds): `orders:fulfil ship FK-XXXXXXXX [--carrier UPS] [--tracking 1Z…]`, `deliver`, `return`, `demo`, or
// `balance FK-XXXXXXXX --amount 24.50 --reason "Freight surcharge"` (e-mails the shopper a pay link).
const USAGE = `usage: orders:fulfil <ship|deliver|return> <orderReference> [--carrier NAME] [--tracking NUMBER]
       orders:fulfil balance <orderReference> --amount DOLLARS --reason TEXT [--days N]
       orders:fulfil demo [--email ADDRESS]
options: --site SITE (default fitkit), --api URL (default API_URL or http://127.0.0.1:$API_PORT)`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    site: { type: 'string', default: 'fitkit' },
    api: { type: 'string' },
    carrier: { type: 'string' },
    tracking: { type: 'string' },
    email: { type: 'string' },
    amount: { type: 'string' },
    reason: { type: 'string' },
    days: { type: 'string' },
  },
});
const [step, reference] = positionals;
const api = values.api ?? process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

async function call(path: string, body?: object): Promise<unknown> {
  const response = await fetch(new URL(path, api), {
    method: 'POST',
    headers: { 'x-site': values.site, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}

try {
  if (step === 'demo') {
    console.log(await call('/fulfilment/demo-order', values.email ? { email: values.email } : undefined));
  } else if (step === 'balance' && reference && values.amount && values.reason) {
    const body = {
      amount: Math.round(Number(values.amount) * 100),
      reason: values.reason,
      ...(values.days ? { validDays: Number(values.days) } : {}),
    };
    console.log(await call(`/fulfilment/orders/${encodeURIComponent(reference)}/balance`, body));
  } else if ((step === 'ship' || step === 'deliver' || step === 'return') && reference) {
    const body =
      step === 'ship'
        ? {
            ...(values.carrier ? { carrier: values.carrier } : {}),
            ...(values.tracking ? { trackingNumber: values.tracking } : {}),
          }
        : undefined;
    console.log(await call(`/fulfilment/orders/${encodeURIComponent(reference)}/${step}`, body));
  } else {
    console.error(USAGE);
    process.exit(2);
  }
} catch (error) {
  console.error(`orders:fulfil failed (is the API running at ${api}?): ${(error as Error).message}`);
  process.exit(1);
}
