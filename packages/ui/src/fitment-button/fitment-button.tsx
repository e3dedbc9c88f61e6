import type { ComponentProps } from 'react';
import { cn } from '../utils/cn';
import type { FitmentIcon } from './fitment-icons';
import { VehicleIcon } from './vehicle-icon';

/** The chosen vehicle as the header shows it. */
export type FitmentButtonVehicle = {
  /** Main line, e.g. '2021 Jeep Wrangler'. */
  primary: string;
  /** Detail line, e.g. 'Unlimited Sport' or body, bed and engine. */
  secondary?: string | null;
};

/** Props of {@link FitmentButton}. */
export type FitmentButtonProps = Omit<ComponentProps<'button'>, 'children'> & {
  /** The chosen vehicle, or null when none is chosen. */
  vehicle: FitmentButtonVehicle | null | undefined;
  /** Which vehicle icon to draw; defaults to TRUCK. */
  icon?: FitmentIcon;
  /** The navbar's fitment image (SPEC §3 fitmentImage): drawn in the icon's place when set. */
  image?: string | null;
  /** Text shown when no vehicle is chosen. */
  emptyLabel?: string;
  /** Text of the change affordance shown with a vehicle. */
  changeLabel?: string;
};

/** The header button that shows the chosen vehicle and opens vehicle selection. */
export function FitmentButton({
  vehicle,
  icon = 'TRUCK',
  image = null,
  emptyLabel = 'Select Your Vehicle',
  changeLabel = 'Change',
  className,
  type = 'button',
  ...props
}: FitmentButtonProps) {
  return (
    <button
      type={type}
      aria-haspopup="dialog"
      data-slot="fitment-button"
      data-state={vehicle ? 'selected' : 'empty'}
      data-icon={image ? 'IMAGE' : icon}
      className={cn('fk-fitment-button', className)}
      {...props}
    >
      {image ? (
        // Decorative, as the icon is: the button's text names what it does.
        <img src={image} alt="" className="fk-fitment-button__icon" />
      ) : (
        <VehicleIcon icon={icon} className="fk-fitment-button__icon" />
      )}
      {vehicle ? (
        <span className="fk-fitment-button__text">
          <span className="fk-fitment-button__primary">{vehicle.primary}</span>
          {vehicle.secondary ? (
            <span className="fk-fitment-button__secondary">{vehicle.secondary}</span>
          ) : null}
        </span>
      ) : (
        <span className="fk-fitment-button__text">
          <span className="fk-fitment-button__primary">{emptyLabel}</span>
        </span>
      )}
      {vehicle ? <span className="fk-fitment-button__change">{changeLabel}</span> : null}
    </button>
  );
}
