import { Link } from 'react-router';
import { SITE_NAME } from '../lib/meta';
import { sameOriginPath } from '../lib/redirect-target';
import { declarePage } from '../server/page-kind.server';
import { orderStatusLinkOf } from '../server/receipt.server';
import { ORDER_PATHS } from '../shop-routes';
import type { Route } from './+types/thank-you';

export const meta: Route.MetaFunction = () => [
  { title: `Thank You | ${SITE_NAME}` },
  { name: 'robots', content: 'noindex' },
];

const REFERENCE = /^[A-Za-z0-9-]{4,20}$/;

/** Closes the pay-link flow: which order was paid, and its status page (the link the payment left for this page). */
export async function loader({ context, request }: Route.LoaderArgs) {
  declarePage(context, 'private');
  const reference = new URL(request.url).searchParams.get('order');
  return {
    reference: reference && REFERENCE.test(reference) ? reference : null,
    statusHref: sameOriginPath(orderStatusLinkOf(request), ORDER_PATHS.lookup),
  };
}

// The thank-you page after a pay link was paid.
export default function ThankYouPage({ loaderData }: Route.ComponentProps) {
  const { reference, statusHref } = loaderData;
  return (
    <div className="page checkout-page">
      <h1>Thank You</h1>
      <p role="status">
        {reference
          ? `Your payment for order ${reference} has been received.`
          : 'Your payment has been received.'}{' '}
        We have e-mailed you a confirmation.
      </p>
      <p>
        <Link to={statusHref} reloadDocument>
          View your order status
        </Link>
      </p>
      <p>
        <Link to="/">Continue Shopping</Link>
      </p>
    </div>
  );
}
