export type { DrillSelectProps } from './drill-select';
export { DrillSelect } from './drill-select';
