export type {
  Device,
  DeviceChangeReport,
  DeviceClassStore,
  DeviceClassStoreOptions,
  DeviceClassTimers,
  MediaQueryListLike,
} from './device-class';
export {
  browserDeviceClassStore,
  createDeviceClassStore,
  DEVICE_CHANGE_REPORT_MS,
  DEVICE_MIN_WIDTH,
  DEVICES,
  deviceClassOf,
  onDeviceChangeReport,
  SERVER_DEVICE,
} from './device-class';
export { useDeviceChangeReport, useDeviceClass } from './use-device-class';
