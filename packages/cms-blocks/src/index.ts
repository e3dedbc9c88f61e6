// The browser entry: what renders validated bloks. Nothing here imports a schema or zod (registry/
// browser-imports.test.ts); validation and content sources live in '@fitkit/cms-blocks/server'.
export { draftFitmentFromSearch } from './blocks/fitment-selector/draft';
export { toVehicleSelects } from './blocks/fitment-selector/vehicle-selects';
export type { CmsMode, CmsProviderProps, InvalidBlokReport } from './cms-provider/cms-provider';
export { CmsProvider, isPreviewMode, useCms } from './cms-provider/cms-provider';
export type { RawBlok } from './fields/fields';
export type { CmsLinkProps } from './links/cms-link';
export { CmsLink } from './links/cms-link';
export type { LinkInput, SpecialLinkType } from './links/links';
export { resolveLink, specialLinkOfHref } from './links/links';
export type {
  BlockComponent,
  BlockComponentMap,
  BlockComponentProps,
  BlocksProps,
} from './registry/blocks';
export { Blocks, registerBlocks } from './registry/blocks';
export { contentBlocks, interactiveBlockLoaders } from './registry/content-blocks';
export { loadBlokValidator } from './registry/load-validator';
export { registry } from './registry/registry';
export type { CmsShopProviderProps } from './shop-context/shop-context';
export { CmsShopProvider } from './shop-context/shop-context';
export type { LiveStory } from './visual-editor/visual-editor';
export { useVisualEditorStory } from './visual-editor/visual-editor';
