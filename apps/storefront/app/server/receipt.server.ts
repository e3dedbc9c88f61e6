import type { components } from '@fitkit/commerce-hooks';
import type { Contact } from '@fitkit/ui/address-form';
import type { ReceiptLine, ReceiptOrder } from '@fitkit/ui/receipt';
import type { CheckoutData } from './checkout.server';
import { ORDER_STATUS_COOKIE } from './payment.server';

type Order = components['schemas']['Order'];

/**
 * The order as the ui Receipt shows it. The order answer carries no billing contact: the checkout's is used
 * while it is there, else the shipping one.
 */
export function receiptOrderOf(order: Order, checkout: Pick<CheckoutData, 'billingContact'>): ReceiptOrder {
  const { totals } = order;
  const shippingContact = order.shippingContact as Contact;
  const discounts = [
    ...(totals.discount > 0
      ? [{ id: 'promo', kind: 'promo' as const, label: 'Promo codes', amount: totals.discount }]
      : []),
    ...(totals.giftCards > 0
      ? [{ id: 'gift-cards', kind: 'giftCard' as const, label: 'Gift cards', amount: totals.giftCards }]
      : []),
  ];
  const lines: ReceiptLine[] = order.items.map((item) => ({
    itemId: item.itemId,
    productName: item.productName,
    qty: item.qty,
    salePrice: item.unitPrice,
    originalPrice: null,
    itemSubtotal: item.subtotal,
    fitmentData: item.fitmentData as ReceiptLine['fitmentData'],
  }));
  const { payment } = order;
  return {
    orderReference: order.orderReference,
    placedAt: order.placedAt,
    lines,
    summary: {
      subtotal: totals.subtotal,
      discounts,
      shipping: totals.shipping,
      estimatedTax: totals.tax,
      total: payment?.amount ?? Math.max(0, totals.total - totals.giftCards),
    },
    shippingContact,
    billingContact: (checkout.billingContact as Contact | null) ?? shippingContact,
    card:
      payment?.lastFour && payment.displayNetwork
        ? { brand: payment.displayNetwork, lastFour: payment.lastFour }
        : null,
  };
}

/** The order status link the payment step left for the receipt (see orderStatusCookie). */
export function orderStatusLinkOf(request: Request): string | null {
  const cookie = request.headers.get('cookie') ?? '';
  const match = cookie.match(new RegExp(`(?:^|;\\s*)${ORDER_STATUS_COOKIE}=([^;]+)`));
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}
