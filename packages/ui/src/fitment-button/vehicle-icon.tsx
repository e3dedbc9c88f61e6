import { BroncoIcon, type IconProps, JeepIcon, TruckIcon } from '../icons';
import type { FitmentIcon } from './fitment-icons';

const ICONS = { JEEP: JeepIcon, BRONCO: BroncoIcon, TRUCK: TruckIcon } as const;

/** Props of {@link VehicleIcon}. */
export type VehicleIconProps = IconProps & {
  /** Which vehicle to draw; anything unknown draws the truck. */
  icon?: FitmentIcon | null;
};

/** The vehicle icon of SPEC §2: JEEP, BRONCO, or otherwise a truck. */
export function VehicleIcon({ icon, ...props }: VehicleIconProps) {
  const Icon = (icon && ICONS[icon]) || TruckIcon;
  return <Icon data-vehicle-icon={icon && ICONS[icon] ? icon : 'TRUCK'} {...props} />;
}
