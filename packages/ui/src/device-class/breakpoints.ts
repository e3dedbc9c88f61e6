// The breakpoints alone, without the store: pages lay out content and tell a device class by them from the first
// render, while the store that follows the viewport loads only with the code that subscribes to it.

/** The device classes of SPEC §4, smallest first: settings inherit from mobile to tablet to desktop. */
export const DEVICES = ['mobile', 'tablet', 'desktop'] as const;

/** One of the device classes: mobile (<768 px), tablet ("small", <1024 px), desktop (>=1024 px). */
export type Device = (typeof DEVICES)[number];

/** The viewport width in px from which each device class applies (SPEC §9 breakpoints). */
export const DEVICE_MIN_WIDTH = { mobile: 0, tablet: 768, desktop: 1024 } as const satisfies Record<
  Device,
  number
>;

/** The device class of a viewport `width` in px. */
export function deviceClassOf(width: number): Device {
  let found: Device = 'mobile';
  for (const device of DEVICES) if (width >= DEVICE_MIN_WIDTH[device]) found = device;
  return found;
}
