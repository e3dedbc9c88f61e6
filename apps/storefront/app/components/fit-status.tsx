import type { ProductLine } from '@fitkit/commerce-hooks';
import type { VehicleDescription } from '@fitkit/fitment';
import { Link, useLocation } from 'react-router';
import { withOverlay } from '../lib/overlay';

/** Whether the product fits the saved vehicle: fits (with its note), does not fit, or choose a vehicle to check. */
export function FitStatus({
  fitment,
  isUniversal,
  vehicle,
}: {
  fitment: ProductLine['fitment'];
  isUniversal: boolean;
  vehicle: VehicleDescription | null;
}) {
  const location = useLocation();
  if (fitment.status === 'fits') {
    return (
      <p className="fit-status" data-state="fits">
        {isUniversal ? 'Universal fit: fits' : 'Fits'} your {vehicle?.primary ?? 'vehicle'}
        {fitment.appNote ? ` (${fitment.appNote})` : ''}
      </p>
    );
  }
  if (fitment.status === 'does-not-fit') {
    return (
      <p className="fit-status" data-state="does-not-fit">
        Does not fit your {vehicle?.primary ?? 'vehicle'}.{' '}
        <Link to={withOverlay(location, 'fitment')} preventScrollReset>
          Change vehicle
        </Link>
      </p>
    );
  }
  return (
    <p className="fit-status" data-state="unknown">
      {isUniversal ? 'Universal fit. ' : ''}
      <Link to={withOverlay(location, 'fitment')} preventScrollReset>
        Select your vehicle
      </Link>{' '}
      to check fit.
    </p>
  );
}
