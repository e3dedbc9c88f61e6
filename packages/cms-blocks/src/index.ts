export type { ButtonBlok } from './blocks/button';
export { ButtonBlock, buttonSchema } from './blocks/button';
export type { CarouselBlok } from './blocks/carousel';
export { CAROUSEL_FALLBACK_LABEL, CarouselBlock, carouselSchema } from './blocks/carousel';
export type { ColumnLayout, ColumnsBlok } from './blocks/columns';
export { COLUMN_LAYOUTS, ColumnsBlock, columnCount, columnsSchema, columnTemplate } from './blocks/columns';
export type { CustomCarouselBlok } from './blocks/custom-carousel';
export { CustomCarouselBlock, customCarouselSchema } from './blocks/custom-carousel';
export type { FitmentSelectorBlok } from './blocks/fitment-selector';
export {
  DRAFT_PREFIX,
  draftFitmentFromSearch,
  FITMENT_SELECTOR_TEXT,
  FitmentSelectorBlock,
  fitmentOptionsNeeded,
  fitmentSelectorSchema,
  hasFitmentSelector,
  toVehicleSelects,
} from './blocks/fitment-selector';
export type { CmsPictureProps, ImageBlok } from './blocks/image';
export {
  CmsPicture,
  EAGER_IMAGE_COUNT,
  IMAGE_BLOK_NAMES,
  ImageBlock,
  imageOrder,
  imageSchema,
  useImageLoading,
} from './blocks/image';
export type { ImageCardBlok, ImageCardSize } from './blocks/image-card';
export {
  IMAGE_CARD_MIN_HEIGHT_PX,
  IMAGE_CARD_SIZES,
  ImageCardBlock,
  imageCardSchema,
} from './blocks/image-card';
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
  spacingValue,
} from './blocks/layout';
export type { PageBlok } from './blocks/page';
export { PageBlock, pageSchema } from './blocks/page';
export type { Review, ReviewsCarouselBlok } from './blocks/reviews-carousel';
export {
  REVIEWS_CAROUSEL_TITLE,
  ReviewBlock,
  ReviewsCarouselBlock,
  reviewSchema,
  reviewsCarouselSchema,
} from './blocks/reviews-carousel';
export type { SameDayPromoBlockProps, SameDayPromoBlok } from './blocks/same-day-promo';
export {
  DEFAULT_CUTOFF_TIME,
  DEFAULT_SHOP_TIME_ZONE,
  promoCountdown,
  SAME_DAY_PROMO_LINK_TEXT,
  SameDayPromoBlock,
  sameDayPromoSchema,
} from './blocks/same-day-promo';
export type { SearchBlockBlok, SearchBlockQuery } from './blocks/search-block';
export {
  DEVICE_CHANGE_REFETCH_MS,
  SEARCH_BLOCK_EMPTY_TEXT,
  SearchBlockBlock,
  searchBlockParams,
  searchBlockRequests,
  searchBlockSchema,
} from './blocks/search-block';
export type { SectionBlok } from './blocks/section';
export { SectionBlock, sectionSchema } from './blocks/section';
export type { ShadeBlok } from './blocks/shade';
export { clampOpacity, DEFAULT_SHADE_OPACITY, ShadeBlock, shadeSchema } from './blocks/shade';
export type { SubscribeFormBlok } from './blocks/subscribe-form';
export { SubscribeFormBlock, subscribeFormSchema } from './blocks/subscribe-form';
export type { TableBlok } from './blocks/table';
export { TableBlock, tableSchema } from './blocks/table';
export type { TextBlok } from './blocks/text';
export { TextBlock, textSchema } from './blocks/text';
export type { VideoBannerBlok } from './blocks/video-banner';
export { VideoBannerBlock, videoBannerSchema } from './blocks/video-banner';
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
  NO_CMS_DATA_FOUND,
  normalizeStorySlug,
  STORY_VERSIONS,
  storyFromPayload,
  storySchema,
  verifyEditorRequest,
} from './content';
export type { Device, PerDevice } from './devices';
export { DEVICE_MIN_WIDTH, DEVICES, inheritByDevice } from './devices';
export type {
  CmsImage,
  CmsTable,
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
  integerField,
  linkField,
  optionalOptionField,
  optionalTextField,
  optionField,
  rawBlokSchema,
  requiredImageField,
  requiredTextField,
  richTextField,
  STORYBLOK_FIELD_TYPES,
  storyblokComponents,
  storyblokFields,
  tableField,
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
export type { CmsShopContextValue, CmsShopProviderProps } from './shop-context';
export { CmsShopProvider, useCmsShop } from './shop-context';
export type { StoryblokComponentDefinition, StoryblokFieldDefinition } from './storyblok';
export { buildStoryblokComponents, storyblokComponentsJson } from './storyblok';
