import { type ComponentProps, useEffect, useId, useRef } from 'react';
import type { FitmentIcon } from '../fitment-button';
import { VehicleIcon } from '../fitment-button/vehicle-icon';
import { CheckIcon } from '../icons';
import { cn } from '../utils/cn';

/** One saved vehicle in the shopper's garage. */
export type GarageVehicle = {
  /** Stable id, passed back to `onSwitch` and `onRemove`. */
  id: string;
  /** Main line, e.g. '2021 Jeep Wrangler'. */
  primary: string;
  /** Detail line, e.g. 'Unlimited Sport 3.6L V6'. */
  secondary?: string | null;
  /** Whether this is the vehicle the shop is showing parts for now. */
  isCurrent: boolean;
  /** Vehicle icon; defaults to TRUCK. */
  icon?: FitmentIcon;
};

/** Props of {@link Garage}. */
export type GarageProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** Saved vehicles, in the order to show them; nothing renders when empty. */
  garage: readonly GarageVehicle[];
  /** Called with a vehicle's id when the shopper switches to it (never for the current one). */
  onSwitch: (id: string) => void;
  /** Shows a Remove button per vehicle and is called with its id. */
  onRemove?: (id: string) => void;
  /** Vehicles with a switch or removal in flight; their buttons wait. */
  busyIds?: readonly string[];
  /** Heading text. */
  title?: string;
  /** Heading level, to fit the outline (3 inside the vehicle dialog, whose title is a level 2 heading). */
  headingLevel?: 2 | 3 | 4;
};

/** The shopper's saved vehicles: one press switches to a vehicle, and each can be removed. */
export function Garage({
  garage,
  onSwitch,
  onRemove,
  busyIds = [],
  title = 'My Garage',
  headingLevel = 3,
  className,
  ...props
}: GarageProps) {
  const titleId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  // After a removal the pressed button is gone; focus moves to the vehicle that took its place.
  const removedRef = useRef<{ id: string; index: number } | null>(null);
  useEffect(() => {
    const removed = removedRef.current;
    if (!removed || garage.some((vehicle) => vehicle.id === removed.id)) return;
    removedRef.current = null;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('.fk-garage__switch');
    if (!buttons?.length) return;
    buttons[Math.min(removed.index, buttons.length - 1)]?.focus();
  }, [garage]);

  if (garage.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={titleId} data-slot="garage" className={cn('fk-garage', className)} {...props}>
      <Heading id={titleId} className="fk-garage__title">
        {title}
      </Heading>
      <ul className="fk-garage__list" ref={listRef}>
        {garage.map((vehicle, index) => {
          const busy = busyIds.includes(vehicle.id);
          return (
            <li
              key={vehicle.id}
              className="fk-garage__item"
              data-state={vehicle.isCurrent ? 'current' : 'saved'}
            >
              <button
                type="button"
                className="fk-garage__switch"
                aria-current={vehicle.isCurrent ? 'true' : undefined}
                aria-busy={busy || undefined}
                onClick={() => {
                  if (!vehicle.isCurrent && !busy) onSwitch(vehicle.id);
                }}
              >
                <VehicleIcon icon={vehicle.icon} className="fk-garage__icon" />
                <span className="fk-garage__text">
                  <span className="fk-garage__primary">{vehicle.primary}</span>
                  {vehicle.secondary ? (
                    <span className="fk-garage__secondary">{vehicle.secondary}</span>
                  ) : null}
                </span>
                {vehicle.isCurrent ? <CheckIcon className="fk-garage__check" /> : null}
              </button>
              {onRemove ? (
                <button
                  type="button"
                  className="fk-link-button fk-garage__remove"
                  disabled={busy}
                  onClick={() => {
                    removedRef.current = { id: vehicle.id, index };
                    onRemove(vehicle.id);
                  }}
                >
                  Remove<span className="fk-visually-hidden"> {vehicle.primary}</span>
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
