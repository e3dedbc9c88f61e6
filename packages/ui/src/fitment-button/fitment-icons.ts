/** Vehicle icons the header fitment button can show; anything but JEEP or BRONCO is a truck. */
export const FITMENT_ICONS = ['JEEP', 'BRONCO', 'TRUCK'] as const;
/** One of {@link FITMENT_ICONS}. */
export type FitmentIcon = (typeof FITMENT_ICONS)[number];
