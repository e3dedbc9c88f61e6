// The wallet journeys' providers: the API's stand-ins of Stripe, PayPal, Affirm and Bolt, each its own loopback
// server on a fixed port (the API is pointed at them by STRIPE_API_URL, …), and a control server beside them whose
// `GET /requests` lists what each received (the journeys check the payment call's idempotency key there).
// Run by the `wallets` project's web servers: `tsx e2e/provider-stand-ins.ts <first port>`.
import { createServer } from 'node:http';
import { startAffirmStandIn } from '../apps/commerce-api/src/test/stand-ins/affirm';
import { startBoltStandIn } from '../apps/commerce-api/src/test/stand-ins/bolt';
import { startPayPalStandIn } from '../apps/commerce-api/src/test/stand-ins/paypal';
import { startStripeStandIn } from '../apps/commerce-api/src/test/stand-ins/stripe';
import { standInPorts } from './stand-in-ports';

const ports = standInPorts(Number(process.argv[2]));
const standIns = {
  stripe: await startStripeStandIn(ports.stripe),
  paypal: await startPayPalStandIn(ports.paypal),
  affirm: await startAffirmStandIn(ports.affirm),
  bolt: await startBoltStandIn(ports.bolt),
};
createServer((req, res) => {
  if (req.url === '/requests') {
    const requests = Object.fromEntries(Object.entries(standIns).map(([name, s]) => [name, s.requests]));
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(requests));
    return;
  }
  res.writeHead(req.url === '/health' ? 200 : 404).end();
}).listen(ports.control, '127.0.0.1');
