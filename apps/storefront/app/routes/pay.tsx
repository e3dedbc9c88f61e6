import { GeneralError } from '@fitkit/ui/forms';
import { Price } from '@fitkit/ui/price';
import { data, Link } from 'react-router';
import { CardPaymentStep } from '../components/card-payment';
import { SITE_NAME } from '../lib/meta';
import { offeredPaymentMethods } from '../lib/payment-methods';
import { commerceContext } from '../server/commerce.server';
import { config } from '../server/config.server';
import { isOrderId, linkTokenOf } from '../server/orders.server';
import { declarePage } from '../server/page-kind.server';
import {
  moveLinkTokenToCookie,
  PAY_LINK_COOKIE,
  PAY_LINK_NOT_VALID_TEXT,
  payLinkBalance,
  payLinkMethods,
  payLinkProblem,
} from '../server/pay-link.server';
import { failedOutcome, readPaymentRequest } from '../server/payment.server';
import { ORDER_PATHS, PAY_PATHS } from '../shop-routes';
import type { Route } from './+types/pay';

export const meta: Route.MetaFunction = () => [
  { title: `Pay Your Balance | ${SITE_NAME}` },
  { name: 'robots', content: 'noindex' },
];

/** SPEC §2: the mini cart is hidden (simple mode); pop-ups and chat are off by path (integrations.ts). */
export const handle = { simple: true };

/** The order and link token of a request, or null when either is missing or malformed. */
function linkOf(request: Request): { orderId: string; token: string } | null {
  const orderId = new URL(request.url).searchParams.get('orderId') ?? undefined;
  const token = linkTokenOf(request, PAY_LINK_COOKIE);
  return isOrderId(orderId) && token ? { orderId, token } : null;
}

/**
 * `/pay/?orderId=…&token=…` from the e-mail: the token moves into its cookie, then the page shows the order
 * reference, what is due and the card step. A wrong, expired or used link shows why, with its 4xx status.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  declarePage(context, 'private');
  const url = new URL(request.url);
  const orderId = url.searchParams.get('orderId') ?? undefined;
  if (isOrderId(orderId)) {
    const moved = moveLinkTokenToCookie(url, orderId);
    if (moved) throw moved;
  }
  const link = linkOf(request);
  if (!link) return data({ link: null, problem: PAY_LINK_NOT_VALID_TEXT }, 404);
  const result = await context.get(commerceContext).client.getPayLink(link.orderId, link.token);
  if (!result.ok) {
    const problem = payLinkProblem(result.error);
    return data({ link: null, problem: problem.message }, problem.status);
  }
  return {
    link: result.data,
    problem: null,
    sandbox: { origin: config.sandboxPublicUrl, publishableKey: config.sandboxPublishableKey },
    methods: payLinkMethods(offeredPaymentMethods(config)),
    stripePublishableKey: config.stripePublishableKey,
  };
}

/**
 * Pays the balance with the card's token under the attempt's key, or finishes it after the bank's confirmation:
 * paid → `/thank-you/` (303); otherwise what the card step does next.
 */
export async function action({ context, request }: Route.ActionArgs) {
  declarePage(context, 'private');
  const link = linkOf(request);
  const payment = readPaymentRequest(await request.formData());
  if (!link || (payment?.intent !== 'card' && payment?.intent !== 'confirm')) {
    return data(
      { form: 'payment' as const, outcome: failedOutcome(404, PAY_LINK_NOT_VALID_TEXT, null) },
      400,
    );
  }
  const client = context.get(commerceContext).client;
  const answer = await payLinkBalance(client, link.orderId, link.token, payment);
  if (answer instanceof Response) return answer;
  return data({ form: 'payment' as const, outcome: answer }, answer.kind === 'failed' ? 400 : 200);
}

// The pay page: what is due on which order, and the sandbox's card frame in the kit's payment step.
export default function PayPage({ loaderData }: Route.ComponentProps) {
  const { link, problem } = loaderData;
  if (!link || !('sandbox' in loaderData)) {
    return (
      <div className="page checkout-page">
        <h1>Pay Your Balance</h1>
        <GeneralError message={problem} />
        <p>
          <Link to={ORDER_PATHS.lookup}>Check your order status</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="page checkout-page">
      <h1>Pay Your Balance</h1>
      <dl className="pay-page__due">
        <div>
          <dt>Order</dt>
          <dd>{link.orderReference}</dd>
        </div>
        <div>
          <dt>For</dt>
          <dd>{link.reason}</dd>
        </div>
        <div>
          <dt>Amount due</dt>
          <dd>
            <Price cents={link.amount} size="sm" />
          </dd>
        </div>
      </dl>
      <CardPaymentStep
        action={PAY_PATHS.payOrder(link.orderId)}
        total={link.amount}
        sandbox={loaderData.sandbox}
        methods={loaderData.methods}
        stripePublishableKey={loaderData.stripePublishableKey}
        title="Pay by card"
      />
    </div>
  );
}
