export type { Device } from './breakpoints';
export { DEVICE_MIN_WIDTH, DEVICES, deviceClassOf } from './breakpoints';
export { useDeviceClass } from './use-device-class';
