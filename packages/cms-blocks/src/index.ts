export type { ButtonBlok } from './blocks/button';
export { ButtonBlock, buttonSchema } from './blocks/button';
export type {
  BlockLayoutProps,
  LayoutAlignment,
  LayoutBlokFields,
  LayoutDefaults,
  LayoutMaxWidth,
  LayoutMinHeight,
  LayoutSpacing,
} from './blocks/layout';
export {
  BlockLayout,
  isVisibleSomewhere,
  LAYOUT_ALIGNMENTS,
  LAYOUT_MAX_WIDTHS,
  LAYOUT_MIN_HEIGHTS,
  LAYOUT_SPACINGS,
  layoutCssVariables,
  layoutFields,
  layoutMaxWidth,
  layoutMinHeight,
  resolveVisibility,
} from './blocks/layout';
export type { PageBlok } from './blocks/page';
export { PageBlock, pageSchema } from './blocks/page';
export type { SectionBlok } from './blocks/section';
export { SectionBlock, sectionSchema } from './blocks/section';
export type { TextBlok } from './blocks/text';
export { TextBlock, textSchema } from './blocks/text';
export type {
  BlokProblemReason,
  CmsContextValue,
  CmsMode,
  CmsProviderProps,
  InvalidBlokReport,
} from './cms-provider';
export { CMS_MODES, CmsProvider, isPreviewMode, useCms } from './cms-provider';
export type {
  ContentSource,
  GetStoryOptions,
  Story,
  StoryblokContentSourceOptions,
  StoryResult,
  StoryVersion,
  VerifyEditorOptions,
} from './content';
export {
  createStoryblokContentSource,
  EDITOR_TOKEN_MAX_AGE_S,
  verifyEditorRequest,
  NO_CMS_DATA_FOUND,
  normalizeStorySlug,
  STORY_VERSIONS,
  storyFromPayload,
  storySchema,
} from './content';
export type { Device, PerDevice } from './devices';
export { DEVICE_MIN_WIDTH, DEVICES, inheritByDevice } from './devices';
export type {
  CmsImage,
  RawBlok,
  StoryblokComponentMeta,
  StoryblokFieldMeta,
  StoryblokFieldType,
  VisibilityOption,
} from './fields';
export {
  blocksField,
  blokFields,
  booleanField,
  imageField,
  linkField,
  optionalOptionField,
  optionalTextField,
  optionField,
  rawBlokSchema,
  requiredTextField,
  richTextField,
  STORYBLOK_FIELD_TYPES,
  storyblokComponents,
  storyblokFields,
  VISIBILITY_OPTIONS,
  visibilityField,
} from './fields';
export type {
  CmsLinkProps,
  LinkInput,
  LinkKind,
  ResolvedLink,
  ResolveLinkOptions,
  SpecialLinkType,
  StoryblokLinkType,
  StoryblokMultilink,
} from './links';
export { CmsLink, LINK_KINDS, resolveLink, STORYBLOK_LINK_TYPES } from './links';
export type {
  BlocksProps,
  Blok,
  BlokComponent,
  BlokComponentMap,
  BlokComponentProps,
  BlokName,
  BlokProblemNode,
  BlokProblemProps,
  BlokSchema,
  BlokSchemaMap,
  EditableAttributes,
  ParseBlokResult,
  StoryContentProps,
  ValidateBloksOptions,
  ValidatedBloks,
} from './registry';
export {
  BLOK_NAMES,
  Blocks,
  BlokProblem,
  blokSchema,
  blokSchemas,
  editableAttributes,
  findBlokProblems,
  isBlokProblemNode,
  loadBlokValidator,
  parseBlok,
  registry,
  StoryContent,
  validateBloks,
} from './registry';
export type { RichTextDoc, RichTextMark, RichTextNode, RichTextProps } from './rich-text';
export { RichText, richTextDocSchema } from './rich-text';
export type { StoryblokComponentDefinition, StoryblokFieldDefinition } from './storyblok';
export { buildStoryblokComponents, storyblokComponentsJson } from './storyblok';
