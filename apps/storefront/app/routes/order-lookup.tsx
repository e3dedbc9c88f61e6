import { OrderLookupForm } from '../components/order-lookup-form';
import { privatePageMeta } from '../lib/meta';
import { commerceContext } from '../server/commerce.server';
import { answer, lookUpOrder } from '../server/orders.server';
import { declarePage } from '../server/page-kind.server';
import type { Route } from './+types/order-lookup';

export const meta: Route.MetaFunction = () => privatePageMeta('Order Status');

/** The look-up page is private: it answers one shopper's order. */
export function loader({ context }: Route.LoaderArgs) {
  declarePage(context, 'private');
  return null;
}

/** The order login (this page's form and the overlay's): 303 to the status page, or the form with a message. */
export async function action({ request, context }: Route.ActionArgs) {
  declarePage(context, 'private');
  const outcome = await lookUpOrder(await request.formData(), context.get(commerceContext).client);
  return outcome instanceof Response ? outcome : answer(outcome);
}

export default function OrderLookupPage({ actionData }: Route.ComponentProps) {
  return (
    <div className="page order-lookup-page">
      <h1>Order Status</h1>
      <p>Enter your order number and the e-mail address or ZIP code you ordered with.</p>
      <OrderLookupForm error={actionData && !actionData.ok ? actionData.msg : null} />
    </div>
  );
}
