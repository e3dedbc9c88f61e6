import type { Cart } from '@fitkit/commerce-hooks';
import { describeVehicle, garageVehicleId, nameFitment } from '@fitkit/fitment';
import { data } from 'react-router';
import { fitmentIcon } from '../lib/fitment-icon';
import type { ShopperState } from '../lib/shopper-state';
import { cartOf, commerceContext } from '../server/commerce.server';
import { shownGarage } from '../server/garage.server';
import { declarePage } from '../server/page-kind.server';
import { type Shopper, shopperContext } from '../server/shopper.server';
import type { Route } from './+types/shopper';

// The shopper's own state, read by the browser after paint: public pages carry none of it (ARCHITECTURE.md,
// "Public and private pages"). A GET only reads: a shopper without a permId cookie gets `permId: null` and the
// empty cart, and no cookie. A POST (the first add to cart, a product view) is where a permId is made: the shopper
// middleware sets its cookie on the answer.

const EMPTY_CART: Cart = { permId: '', items: [], itemCount: 0, total: 0 };
// A product line slug as the catalogue writes it; anything else is not recorded.
const PRODUCT_LINE_SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/;

async function stateOf(
  request: Request,
  shopper: Shopper,
  { client }: { client: Parameters<typeof cartOf>[1] & Parameters<typeof shownGarage>[2] },
  claimed: boolean,
): Promise<ShopperState> {
  const known = claimed || !shopper.isNew;
  const { saved } = shopper;
  const [cart, garage] = await Promise.all([
    known ? cartOf(shopper, client) : Promise.resolve({ ok: true as const, data: EMPTY_CART }),
    shownGarage(request, shopper, client),
  ]);
  return {
    permId: known ? shopper.permId : null,
    cart: cart.ok ? cart.data : null,
    garage: garage.map((entry) => {
      const { primary, secondary } = describeVehicle(nameFitment(entry.fitment, entry.names));
      const id = garageVehicleId(entry.fitment);
      return {
        id,
        primary,
        secondary: secondary || null,
        isCurrent: saved !== null && id === garageVehicleId(saved.fitment),
        icon: fitmentIcon(entry.fitment),
      };
    }),
    // clientIp (SPEC §3) is known only on the server; it comes with this private answer, never in public HTML.
    clientIp: shopper.ip,
  };
}

const NO_STORE = { 'Cache-Control': 'private, no-store' };

/** The state, without making a permId. */
export async function loader({ request, context }: Route.LoaderArgs) {
  declarePage(context, 'private');
  const state = await stateOf(request, context.get(shopperContext), context.get(commerceContext), false);
  return Response.json(state, { headers: NO_STORE });
}

/** The state with a permId (made now when the shopper has none); `viewed` records a product line view. */
export async function action({ request, context }: Route.ActionArgs) {
  declarePage(context, 'private');
  const form = await request.formData();
  const viewed = form.get('viewed');
  if (viewed !== null && (typeof viewed !== 'string' || !PRODUCT_LINE_SLUG.test(viewed))) {
    throw data('Not a product line', { status: 400 });
  }
  const shopper = context.get(shopperContext);
  const commerce = context.get(commerceContext);
  // The API records a view when a product call names the permId (recently viewed products).
  const view = viewed ? commerce.client.getProduct(viewed, {}, { permId: shopper.permId }) : null;
  const [state] = await Promise.all([stateOf(request, shopper, commerce, true), view]);
  return Response.json(state, { headers: NO_STORE });
}
