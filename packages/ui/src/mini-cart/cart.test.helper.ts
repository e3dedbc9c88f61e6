import type { MiniCartCart, MiniCartItem } from './cart-item';

/** Sample cart lines for stories. */
export const sliders: MiniCartItem = {
  itemId: 'item-sliders',
  qty: 1,
  productName: 'Trail Armor Rock Sliders',
  productLineSlug: 'trail-armor-rock-sliders',
  skuSlug: 'tars-4dr-black',
  image: { key: 'img-sliders', filename: 'rock-sliders.jpg' },
  fitmentData: {
    year: 2021,
    makeName: 'Jeep',
    modelName: 'Wrangler',
    bodyName: 'Unlimited Sport',
    bedName: null,
    engineName: '3.6L V6',
    appNote: '4-door models only',
  },
  isVirtualItem: false,
  originalPrice: 64999,
  salePrice: 54999,
  itemSubtotal: 54999,
};

export const floorLiners: MiniCartItem = {
  itemId: 'item-liners',
  qty: 2,
  productName: 'All-Weather Floor Liners, Front Row',
  productLineSlug: 'all-weather-floor-liners',
  skuSlug: 'awfl-front',
  image: { key: 'img-liners', filename: 'floor-liners.jpg' },
  fitmentData: {
    year: 2020,
    makeName: 'Ford',
    modelName: 'F-150',
    bodyName: 'SuperCrew',
    bedName: '5 ft 6 in',
    engineName: null,
    appNote: null,
  },
  isVirtualItem: false,
  originalPrice: 12999,
  salePrice: 12999,
  itemSubtotal: 25998,
};

export const installation: MiniCartItem = {
  itemId: 'item-install',
  qty: 1,
  productName: 'Professional Installation',
  productLineSlug: 'professional-installation',
  skuSlug: 'install-standard',
  image: { key: 'img-install', filename: 'installation.jpg' },
  fitmentData: null,
  isVirtualItem: true,
  originalPrice: null,
  salePrice: 14900,
  itemSubtotal: 14900,
};

/** Builds a cart whose count and total agree with its lines. */
export function cartOf(...items: MiniCartItem[]): MiniCartCart {
  return {
    items,
    itemCount: items.reduce((sum, item) => sum + item.qty, 0),
    total: items.reduce((sum, item) => sum + item.itemSubtotal, 0),
  };
}
