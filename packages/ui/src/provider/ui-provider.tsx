import {
  type ComponentProps,
  type ComponentType,
  createContext,
  type ReactNode,
  useContext,
  useMemo,
} from 'react';
import { buildImageUrl, type ImageUrlOptions, type UiImage } from './image-url';
import { DEFAULT_SHOP_ROUTES, type ShopRoutes } from './shop-routes';

/** Props every link component receives: anchor props with a required `href`. */
export type UiLinkProps = ComponentProps<'a'> & {
  /** Destination path or URL. */
  href: string;
};

/** A link component, e.g. an adapter over the router's Link. */
export type UiLinkComponent = ComponentType<UiLinkProps>;

/** Turns an image and a wanted size into a URL. */
export type ImageUrlBuilder = (image: UiImage, options: ImageUrlOptions) => string;

/** What the kit needs from its host. */
export type UiContextValue = {
  /** Renders internal links; the default is a plain `<a>`. */
  Link: UiLinkComponent;
  /** Builds image URLs; the default uses {@link buildImageUrl} under the asset base. */
  imageUrl: ImageUrlBuilder;
  /** The shop's URLs that forms post to and link to; {@link DEFAULT_SHOP_ROUTES} where the host passes none. */
  routes: Readonly<ShopRoutes>;
};

/** A plain anchor, used when no router is plugged in. */
export function DefaultLink(props: UiLinkProps) {
  return <a {...props} />;
}

const defaultValue: UiContextValue = {
  Link: DefaultLink,
  imageUrl: (image, options) => buildImageUrl(image, options),
  routes: DEFAULT_SHOP_ROUTES,
};

const UiContext = createContext<UiContextValue>(defaultValue);

/** Props of {@link UiProvider}. */
export type UiProviderProps = {
  /** Link component for internal navigation (wrap React Router's Link so it takes `href`). */
  link?: UiLinkComponent;
  /** Prefix put before `/img/...` when no `imageUrl` is given, e.g. `/api`. */
  assetBase?: string;
  /** Custom image URL builder; overrides `assetBase`. */
  imageUrl?: ImageUrlBuilder;
  /** The shop's URLs that forms post to and link to; missing ones keep their default (pass a stable object). */
  routes?: Readonly<Partial<ShopRoutes>>;
  /** The part of the app that uses the kit. */
  children: ReactNode;
};

/** Plugs the host's router link, image URLs and shop routes into every kit component below it. */
export function UiProvider({ link, assetBase = '', imageUrl, routes, children }: UiProviderProps) {
  const value = useMemo<UiContextValue>(
    () => ({
      Link: link ?? DefaultLink,
      imageUrl: imageUrl ?? ((image, options) => buildImageUrl(image, options, assetBase)),
      routes: routes ? { ...DEFAULT_SHOP_ROUTES, ...routes } : DEFAULT_SHOP_ROUTES,
    }),
    [link, assetBase, imageUrl, routes],
  );
  return <UiContext value={value}>{children}</UiContext>;
}

/** Reads the link component, image URL builder and shop routes of the nearest {@link UiProvider}. */
export function useUi(): UiContextValue {
  return useContext(UiContext);
}
