/** The column layouts of SPEC §9: equal columns by count, then splits in percent of the width. */
export const COLUMN_LAYOUTS = [
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '8',
  '25-75',
  '33-66',
  '40-60',
  '60-40',
  '70-30',
  '15-70-15',
  '25-50-25',
] as const;
/** One of {@link COLUMN_LAYOUTS}. */
export type ColumnLayout = (typeof COLUMN_LAYOUTS)[number];

/** The CSS grid columns of a layout: n equal tracks, or one track per split share. */
export function columnTemplate(layout: ColumnLayout): string {
  if (!layout.includes('-')) return `repeat(${layout}, minmax(0, 1fr))`;
  return layout
    .split('-')
    .map((share) => `minmax(0, ${share}fr)`)
    .join(' ');
}

/** How many columns a row of the layout has. */
export function columnCount(layout: ColumnLayout): number {
  return layout.includes('-') ? layout.split('-').length : Number(layout);
}
