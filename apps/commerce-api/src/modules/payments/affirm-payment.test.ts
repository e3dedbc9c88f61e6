import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { errorOf, json, newPermId, SITE, testContext } from '../../app.test.helper';
import * as commerce from '../../commerce.test.helper';
import type { Database } from '../../db/client';
import { TEST_SHOP_ORIGIN } from '../../payments-sandbox.test.helper';
import { startAffirmStandIn } from '../../test/stand-ins/affirm';
import type { StandIn } from '../../test/stand-ins/server';
import { addToCart } from '../cart/service';
import { DEMO_CONTACT } from '../orders/fulfilment';
import { AffirmProvider } from './providers/affirm';
import { registryOf } from './providers/registry';

let db: Database;
let app: FastifyInstance;
let standIn: StandIn;
let productId: number;

beforeAll(async () => {
  db = (await testContext()).db;
  productId = (await commerce.shoppingFacts(db)).other.id;
  standIn = await startAffirmStandIn();
  const affirm = new AffirmProvider({
    publicKey: 'pk',
    privateKey: 'sk',
    apiUrl: standIn.url,
    timeoutMs: 2_000,
  });
  app = await buildApp({
    db,
    providers: registryOf(affirm),
    shopUrl: `${TEST_SHOP_ORIGIN}/`,
    affirmPublicKey: 'pk',
    checkoutDetails: async () => ({
      email: 'affirm@example.test',
      zipcode: DEMO_CONTACT.zipcode,
      shippingContact: DEMO_CONTACT,
      billingContact: DEMO_CONTACT,
      shippingCents: 995,
      taxCents: 0,
    }),
  });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await standIn?.stop();
});

async function cart(): Promise<string> {
  const permId = newPermId();
  await addToCart(db, SITE['x-site'], permId, [{ productId, qty: 1 }]);
  return permId;
}

/** What /affirm/success/ sends: the checkout token, under a key of that token, for the cart's owner. */
function payWithAffirm(permId: string, token: string, key = `affirm-${token}`, cookie = `permId=${permId}`) {
  return app.inject({
    method: 'POST',
    url: `/payments/${permId}/affirm`,
    headers: { ...commerce.shopper(), cookie, 'idempotency-key': key },
    payload: { token },
  });
}

describe('payments Affirm with the checkout token of the return page, against the Affirm stand-in', () => {
  it('places the order with the token; the same return posted again replays it', async () => {
    const permId = await cart();
    const token = `checkout-${randomUUID()}`;
    const res = await payWithAffirm(permId, token);
    expect(res.statusCode, res.body).toBe(200);
    const answer = json<{ status: string; orderId: string; orderStatusUrl: string }>(res);
    expect(answer.status).toBe('PLACED');
    expect(answer.orderStatusUrl).toContain(`${TEST_SHOP_ORIGIN}/order/status/${answer.orderId}/`);
    const sent = standIn.requests.filter((r) => r.path === '/api/v1/transactions');
    expect(JSON.parse(sent.at(-1)!.body)).toMatchObject({ transaction_id: token, order_id: answer.orderId });
    const again = await payWithAffirm(permId, token);
    expect(json(again)).toEqual(answer);
    expect(standIn.requests.filter((r) => r.path === '/api/v1/transactions')).toHaveLength(sent.length);
  });

  it('a declined loan answers 402 and leaves the cart to pay another way', async () => {
    const permId = await cart();
    const res = await payWithAffirm(permId, 'declined-1');
    expect(errorOf(res).statusCode).toBe(402);
    const cartAnswer = await app.inject({
      url: `/cart/${permId}`,
      headers: { ...SITE, cookie: `permId=${permId}` },
    });
    expect(json<{ items: unknown[] }>(cartAnswer).items).toHaveLength(1);
  });

  it('acts only for the shopper whose permId cookie owns the cart', async () => {
    const permId = await cart();
    const res = await payWithAffirm(permId, 'checkout-x', 'affirm-checkout-x', `permId=${newPermId()}`);
    expect(errorOf(res)).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
  });
});
