export type { CmsShopContextValue, CmsShopProviderProps } from './shop-context';
export { CmsShopProvider, FITMENT_ACTION, useCmsShop } from './shop-context';
