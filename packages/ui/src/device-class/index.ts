export type { Device } from './device-class';
export { DEVICE_MIN_WIDTH, DEVICES, deviceClassOf } from './device-class';
export { useDeviceClass } from './use-device-class';
