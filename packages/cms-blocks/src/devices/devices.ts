import type { Device } from '@fitkit/ui/device-class';

// The device classes live in @fitkit/ui (with the live device class hook); blocks use the same ones.
export type { Device } from '@fitkit/ui/device-class';
export { DEVICE_MIN_WIDTH, DEVICES } from '@fitkit/ui/device-class';

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
