export type {
  BlokProblemReason,
  CmsContextValue,
  CmsMode,
  CmsProviderProps,
  InvalidBlokReport,
} from './cms-provider';
export { CMS_MODES, CmsProvider, isPreviewMode, useCms } from './cms-provider';
