export type { Device, PerDevice } from './devices';
export { DEVICE_MIN_WIDTH, DEVICES, inheritByDevice } from './devices';
