export { FITMENT_SELECTOR_TEXT, FitmentSelectorBlock } from './fitment-selector';
export type { FitmentSelectorBlok } from './schema';
export { fitmentSelectorSchema } from './schema';
export type { CmsShopContextValue, CmsShopProviderProps } from './shop-context';
export { CmsShopProvider, FITMENT_ACTION, useCmsShop } from './shop-context';
export { OPTIONS_LOAD_FAILED, toVehicleSelects } from './vehicle-selects';
