export type { DrillSelectDrill, DrillSelectOption, DrillSelectProps } from './drill-select';
export { DrillSelect, drillTypeLabel } from './drill-select';
