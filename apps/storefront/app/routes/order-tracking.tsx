import { statusLabel } from '@fitkit/ui/order-status';
import { Tracking } from '@fitkit/ui/tracking';
import { data } from 'react-router';
import { SITE_NAME } from '../lib/meta';
import { commerceContext } from '../server/commerce.server';
import { declarePage } from '../server/page-kind.server';
import { dataOr404 } from '../server/result.server';
import type { Route } from './+types/order-tracking';

const TRACKING_ID = /^[A-Za-z0-9_-]{16,64}$/;

export const meta: Route.MetaFunction = () => [
  { title: `Track Your Shipment | ${SITE_NAME}` },
  { name: 'robots', content: 'noindex' },
];

/** A shipment by its tracking id (private: it names one shopper's parts and dates). */
export async function loader({ params, context }: Route.LoaderArgs) {
  declarePage(context, 'private');
  if (!TRACKING_ID.test(params.trackingId)) throw data('Not Found', { status: 404 });
  return { tracking: dataOr404(await context.get(commerceContext).client.getTracking(params.trackingId)) };
}

export default function OrderTrackingPage({ loaderData }: Route.ComponentProps) {
  const { tracking } = loaderData;
  // The API keeps the shipped and delivered moments, not the carrier's scans: those are the updates shown.
  const events = [
    { at: tracking.deliveredAt, description: 'Delivered' },
    { at: tracking.shippedAt, description: `Shipped with ${tracking.carrier}` },
  ].filter((event): event is { at: string; description: string } => event.at !== null);
  return (
    <div className="page order-tracking">
      <h1>Track Your Shipment</h1>
      <p>
        Order {tracking.orderReference} · Status: <strong>{statusLabel(tracking.status)}</strong>
      </p>
      <Tracking tracking={{ carrier: tracking.carrier, trackingNumber: tracking.trackingNumber, events }} />
      <h2>Items in this shipment</h2>
      <ul>
        {tracking.items.map((item, index) => (
          // A shipment's lines carry no id; their order is fixed.
          <li key={index}>
            {item.qty} × {item.productName} — {statusLabel(item.shippingStatus)}
          </li>
        ))}
      </ul>
    </div>
  );
}
