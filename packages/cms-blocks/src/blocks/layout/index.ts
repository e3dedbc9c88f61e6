export type { BlockLayoutProps } from './block-layout';
export { BlockLayout } from './block-layout';
export type {
  LayoutAlignment,
  LayoutBlokFields,
  LayoutMaxWidth,
  LayoutMinHeight,
  LayoutSpacing,
} from './layout';
export {
  cssUrl,
  isVisibleSomewhere,
  LAYOUT_ALIGNMENTS,
  LAYOUT_MAX_WIDTHS,
  LAYOUT_MIN_HEIGHTS,
  LAYOUT_SPACINGS,
  layoutCssVariables,
  layoutMaxWidth,
  layoutMinHeight,
  resolveVisibility,
  spacingValue,
} from './layout';
export type { LayoutDefaults } from './schema';
export { layoutFields } from './schema';
