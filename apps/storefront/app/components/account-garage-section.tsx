import { encodeVehicleSave, type VehicleChange } from '@fitkit/fitment';
import { Button } from '@fitkit/ui/button';
import { useFetcher } from 'react-router';
import { ACCOUNT_PATHS, SHOP_ROUTES } from '../shop-routes';

/** A vehicle of the account's garage as the page shows it. */
export type AccountGarageVehicle = {
  id: string;
  primary: string;
  secondary: string | null;
  /** The vehicle this browser shops for now. */
  isCurrent: boolean;
};

/** The hidden fields of a vehicle-save post made from the garage page (the one protocol every control posts). */
function ChangeFields({ change }: { change: VehicleChange }) {
  const fields = encodeVehicleSave({ ...change, path: ACCOUNT_PATHS.garage, search: '', is404: false });
  return Object.entries(fields).map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));
}

/**
 * The account's garage: each kept vehicle, with a switch to shop for it and its removal. Both post to the shop's
 * vehicle-save route as plain forms (a fetcher's with JavaScript), so the page works without JavaScript too.
 */
export function AccountGarageSection({ vehicles }: { vehicles: readonly AccountGarageVehicle[] }) {
  const fetcher = useFetcher<{ error?: string }>();
  const busy = fetcher.state !== 'idle';
  return (
    <section aria-labelledby="account-garage" className="account-garage">
      <h2 id="account-garage">Saved vehicles</h2>
      {fetcher.data?.error ? <p role="alert">{fetcher.data.error}</p> : null}
      {vehicles.length === 0 ? (
        <p>
          No vehicles yet. Choose one with Select Your Vehicle at the top of any page and it is kept here.
        </p>
      ) : (
        <ul className="account-garage__list">
          {vehicles.map((vehicle) => (
            <li
              key={vehicle.id}
              className="account-garage__item"
              data-current={vehicle.isCurrent || undefined}
            >
              <span className="account-garage__name">
                <strong>{vehicle.primary}</strong>
                {vehicle.secondary ? <span> {vehicle.secondary}</span> : null}
                {vehicle.isCurrent ? (
                  <span className="account-garage__current"> (shopping for it now)</span>
                ) : null}
              </span>
              {vehicle.isCurrent ? null : (
                <fetcher.Form method="post" action={SHOP_ROUTES.vehicleSave}>
                  <ChangeFields change={{ intent: 'switch', id: vehicle.id }} />
                  <Button type="submit" disabled={busy}>
                    Shop for it<span className="fk-visually-hidden"> ({vehicle.primary})</span>
                  </Button>
                </fetcher.Form>
              )}
              <fetcher.Form method="post" action={SHOP_ROUTES.vehicleSave}>
                <ChangeFields change={{ intent: 'remove', id: vehicle.id }} />
                <Button type="submit" variant="OUTLINE" disabled={busy}>
                  Remove<span className="fk-visually-hidden"> {vehicle.primary}</span>
                </Button>
              </fetcher.Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
