import { describeVehicle, garageVehicleId, nameFitment } from '@fitkit/fitment';
import { data, Link } from 'react-router';
import { AccountGarageSection } from '../components/account-garage-section';
import { privatePageMeta } from '../lib/meta';
import { requireAccount } from '../server/account.server';
import { commerceContext } from '../server/commerce.server';
import { declarePage } from '../server/page-kind.server';
import { shopperContext } from '../server/shopper.server';
import { ACCOUNT_PATHS } from '../shop-routes';
import type { Route } from './+types/account-garage';

export const meta: Route.MetaFunction = () => privatePageMeta('My garage');

/** The garage the API keeps for the signed-in shopper; a signed-out shopper is sent to sign in first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  declarePage(context, 'private');
  const shopper = context.get(shopperContext);
  await requireAccount(request, shopper);
  const kept = await context.get(commerceContext).client.getAccountGarage();
  if (!kept.ok) throw data('Your garage cannot be shown right now. Please try again.', { status: 503 });
  const current = shopper.saved ? garageVehicleId(shopper.saved.fitment) : null;
  return {
    vehicles: kept.data.vehicles.map(({ id, fitment, names }) => {
      const { primary, secondary } = describeVehicle(nameFitment(fitment, names));
      return { id, primary, secondary: secondary || null, isCurrent: id === current };
    }),
  };
}

export default function AccountGaragePage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page account-page">
      <h1>My garage</h1>
      <AccountGarageSection vehicles={loaderData.vehicles} />
      <p>
        <Link to={ACCOUNT_PATHS.account}>Back to my account</Link>
      </p>
    </div>
  );
}
