export type { DrillOption, DrillSelectDrill, DrillSelectProps } from './drill-select';
export { DrillSelect, drillTypeLabel, UNSELECTED_DRILL_VALUE } from './drill-select';
