export { ColumnsBlock } from './columns';
export type { ColumnLayout } from './layouts';
export { COLUMN_LAYOUTS, columnCount, columnTemplate } from './layouts';
export type { ColumnsBlok } from './schema';
export { columnsSchema } from './schema';
