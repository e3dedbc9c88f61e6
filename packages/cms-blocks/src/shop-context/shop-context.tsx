import type { Fitment, PartialFitment, VehicleSaveRequest } from '@fitkit/fitment';
import type { NewsletterFormProps } from '@fitkit/ui/newsletter-form';
import type { VideoEmbedOrigins } from '@fitkit/ui/video';
import { createContext, type ReactNode, useContext, useMemo } from 'react';

/** What the shop tells its blocks about the shopper and the page (fitment selector, search blocks). */
export interface CmsShopContextValue {
  /** The shopper's saved vehicle, or null. */
  fitment: Fitment | null;
  /**
   * A vehicle the shopper is choosing without JavaScript, one level per page load (`draftFitmentFromSearch` of
   * the page's query); the fitment selector starts from it instead of the saved vehicle.
   */
  draftFitment?: PartialFitment | null | undefined;
  /** The page's path. */
  path: string;
  /** The page's query string without '?', kept by the save where SPEC §2 says so. */
  search: string;
  /**
   * Sends a vehicle save to the shop's vehicle-save action without leaving the page (e.g. the router's fetcher,
   * with `encodeVehicleSave`). Without it the browser posts the form itself, as it does when JavaScript is off.
   */
  submitVehicle?: ((request: VehicleSaveRequest) => void) | undefined;
  /** Whether a vehicle save is under way (its button waits). */
  savingVehicle?: boolean | undefined;
  /**
   * How subscribe forms subscribe in the browser and what follows (the confirmation page); without it they
   * post to the shop's newsletter action like a plain form.
   */
  newsletter?: Pick<NewsletterFormProps, 'onSubscribe' | 'onSubscribed'> | undefined;
  /** Where video banners load their players from; the video hosts' own unless the shop proxies them. */
  videoEmbedOrigins?: VideoEmbedOrigins | undefined;
}

const DEFAULT_SHOP: CmsShopContextValue = { fitment: null, path: '/', search: '' };
const ShopContext = createContext<CmsShopContextValue>(DEFAULT_SHOP);

/** Props of {@link CmsShopProvider}. */
export interface CmsShopProviderProps extends Partial<CmsShopContextValue> {
  /** The rendered content. */
  children?: ReactNode;
}

/** Tells the blocks below it about the shopper's vehicle and the page; without it they assume the home page. */
export function CmsShopProvider({ children, ...shop }: CmsShopProviderProps) {
  const { fitment = null, path = '/', search = '' } = shop;
  const { draftFitment, submitVehicle, savingVehicle, newsletter, videoEmbedOrigins } = shop;
  const value = useMemo(
    () => ({
      fitment,
      draftFitment,
      path,
      search,
      submitVehicle,
      savingVehicle,
      newsletter,
      videoEmbedOrigins,
    }),
    [fitment, draftFitment, path, search, submitVehicle, savingVehicle, newsletter, videoEmbedOrigins],
  );
  return <ShopContext value={value}>{children}</ShopContext>;
}

/** Reads the nearest {@link CmsShopProvider}. */
export function useCmsShop(): CmsShopContextValue {
  return useContext(ShopContext);
}
