/** Shipping prices of a site, in cents. */
export interface ShippingSettings {
  /** Merchandise subtotal from which standard shipping is free. */
  freeThresholdCents: number;
  standardCents: number;
  freightCents: number;
  sameDayCents: number;
}

/** The embedded prices, for a site that has no row of its own. */
export const DEFAULT_SHIPPING: ShippingSettings = {
  freeThresholdCents: 9900,
  standardCents: 995,
  freightCents: 14900,
  sameDayCents: 2495,
};

/** What shipping needs to know about a cart line. */
export interface ShippingLine {
  /** Sale subtotal of the line, in cents. */
  subtotal: number;
  /** Gift cards, warranties and services are not shipped. */
  isVirtual: boolean;
  isFreight: boolean;
  isFreeShipping: boolean;
  shipsSameDay: boolean;
}

/** The ids of the shipping methods. */
export const SHIPPING_METHOD_IDS = ['standard', 'freight', 'same-day'] as const;

/** A shipping method id. */
export type ShippingMethodId = (typeof SHIPPING_METHOD_IDS)[number];

/** A way to ship the cart and its price. */
export interface ShippingMethod {
  id: ShippingMethodId;
  name: string;
  /** Cents; 0 when free. */
  price: number;
}

/**
 * The methods a cart can ship with, cheapest first: freight alone when any line ships by freight; otherwise
 * standard (free from the site's threshold, or when every shipped line ships free) and same-day when every shipped
 * line ships the same day. A cart with nothing to ship ships free.
 */
export function shippingMethods(
  lines: readonly ShippingLine[],
  settings: ShippingSettings,
): ShippingMethod[] {
  const shipped = lines.filter((l) => !l.isVirtual);
  if (shipped.length === 0) return [{ id: 'standard', name: 'No shipping needed', price: 0 }];
  if (shipped.some((l) => l.isFreight)) {
    return [{ id: 'freight', name: 'Freight Delivery', price: settings.freightCents }];
  }
  const merchandise = shipped.reduce((sum, l) => sum + l.subtotal, 0);
  const free = merchandise >= settings.freeThresholdCents || shipped.every((l) => l.isFreeShipping);
  const methods: ShippingMethod[] = [
    {
      id: 'standard',
      name: free ? 'Free Standard Shipping' : 'Standard Shipping',
      price: free ? 0 : settings.standardCents,
    },
  ];
  if (shipped.every((l) => l.shipsSameDay)) {
    methods.push({ id: 'same-day', name: 'Same-Day Shipping', price: settings.sameDayCents });
  }
  return methods;
}

/** The chosen method when the cart still offers it, else the cheapest. */
export function chosenMethod(methods: readonly ShippingMethod[], chosen: string | null): ShippingMethod {
  return methods.find((m) => m.id === chosen) ?? methods[0]!;
}
