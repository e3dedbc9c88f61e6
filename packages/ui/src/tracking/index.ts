export type { TrackingData, TrackingEvent, TrackingProps } from './tracking';
export { Tracking } from './tracking';
