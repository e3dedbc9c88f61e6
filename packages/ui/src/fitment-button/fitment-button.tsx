import type { ComponentProps } from 'react';
import { BroncoIcon, JeepIcon, TruckIcon } from '../icons';
import { cn } from '../utils/cn';

/** Vehicle icons the header fitment button can show; anything but JEEP or BRONCO is a truck. */
export const FITMENT_ICONS = ['JEEP', 'BRONCO', 'TRUCK'] as const;
/** One of {@link FITMENT_ICONS}. */
export type FitmentIcon = (typeof FITMENT_ICONS)[number];

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
  /** Text shown when no vehicle is chosen. */
  emptyLabel?: string;
  /** Text of the change affordance shown with a vehicle. */
  changeLabel?: string;
};

const ICONS = { JEEP: JeepIcon, BRONCO: BroncoIcon, TRUCK: TruckIcon } as const;

/** The header button that shows the chosen vehicle and opens vehicle selection. */
export function FitmentButton({
  vehicle,
  icon = 'TRUCK',
  emptyLabel = 'Select Your Vehicle',
  changeLabel = 'Change',
  className,
  type = 'button',
  ...props
}: FitmentButtonProps) {
  const Icon = ICONS[icon] ?? TruckIcon;
  return (
    <button
      type={type}
      aria-haspopup="dialog"
      data-slot="fitment-button"
      data-state={vehicle ? 'selected' : 'empty'}
      data-icon={icon}
      className={cn('fk-fitment-button', className)}
      {...props}
    >
      <Icon className="fk-fitment-button__icon" />
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
