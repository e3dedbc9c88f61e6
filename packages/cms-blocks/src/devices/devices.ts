/** The device classes of SPEC §4, smallest first: settings inherit from mobile to tablet to desktop. */
export const DEVICES = ['mobile', 'tablet', 'desktop'] as const;

/** One of the device classes: mobile (<768 px), tablet (<1024 px), desktop (>=1024 px). */
export type Device = (typeof DEVICES)[number];

/** The viewport width in px from which each device class applies. */
export const DEVICE_MIN_WIDTH = { mobile: 0, tablet: 768, desktop: 1024 } as const satisfies Record<
  Device,
  number
>;

/** A value set per device, where `undefined` means "same as the next smaller device". */
export type PerDevice<T> = Partial<Record<Device, T | undefined>>;

/**
 * Fills the gaps of a per-device setting: an unset tablet takes mobile's value, an unset desktop takes
 * tablet's, and an unset mobile takes `fallback`.
 */
export function inheritByDevice<T>(values: PerDevice<T>, fallback: T): Record<Device, T> {
  const mobile = values.mobile ?? fallback;
  const tablet = values.tablet ?? mobile;
  const desktop = values.desktop ?? tablet;
  return { mobile, tablet, desktop };
}
