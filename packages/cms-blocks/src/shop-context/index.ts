export type { CmsShopContextValue, CmsShopProviderProps } from './shop-context';
export { CmsShopProvider, useCmsShop } from './shop-context';
