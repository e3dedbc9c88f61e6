export type {
  SectionAlignment,
  SectionLayout,
  SectionMaxWidth,
  SectionMinHeight,
  SectionSpacing,
} from './layout';
export {
  cssUrl,
  resolveVisibility,
  SECTION_ALIGNMENTS,
  SECTION_MAX_WIDTHS,
  SECTION_MIN_HEIGHTS,
  SECTION_SPACINGS,
  sectionCssVariables,
  sectionMaxWidth,
  sectionMinHeight,
} from './layout';
export type { SectionBlok } from './schema';
export { sectionSchema } from './schema';
export { SectionBlock, sectionLayout } from './section';
