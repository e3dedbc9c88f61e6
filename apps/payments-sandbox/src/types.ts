// The sandbox's wire format: what its HTTP API answers and what its webhooks carry.
import type { CardBrand } from './cards';

/** Where a payment stands. */
export type PaymentStatus =
  | 'requires_confirmation'
  | 'authorised'
  | 'captured'
  | 'partially_refunded'
  | 'refunded'
  | 'canceled'
  | 'declined'
  | 'processing_error';

/** Why a payment was declined. */
export type DeclineCode = 'card_declined' | 'insufficient_funds' | 'authentication_failed';

/** The shopper's answer on the sandbox's confirmation page. */
export type ShopperConfirmation = 'pending' | 'approved' | 'rejected';

/** Money given back on a captured payment. */
export interface Refund {
  /** `re_…`. */
  id: string;
  /** Cents. */
  amount: number;
  /** ISO time. */
  createdAt: string;
}

/** A payment as the sandbox answers it. */
export interface Payment {
  /** `pay_…`. */
  id: string;
  /** Where it stands. */
  status: PaymentStatus;
  /** Authorised amount in cents. */
  amount: number;
  /** Lower-case ISO 4217 code. */
  currency: string;
  /** Cents captured so far. */
  capturedAmount: number;
  /** Cents refunded so far. */
  refundedAmount: number;
  /** Why it was declined; null otherwise. */
  declineCode: DeclineCode | null;
  /** Page the shopper opens to confirm; set while the card needs the shopper's extra confirmation. */
  confirmationUrl: string | null;
  /** The shopper's answer there; null for cards that need none. */
  shopperConfirmation: ShopperConfirmation | null;
  /** What may be shown of the card. */
  card: { brand: CardBrand; last4: string; expMonth: number; expYear: number };
  /** The saved card it created (`saveCard`) or was charged to; null for a one-off token. */
  paymentMethod: string | null;
  /** The caller's own keys, e.g. orderId. */
  metadata: Record<string, string>;
  /** Refunds, oldest first. */
  refunds: Refund[];
  /** ISO time. */
  createdAt: string;
  /** ISO time. */
  updatedAt: string;
}

/** A saved card as the sandbox answers it. */
export interface PaymentMethod {
  /** `pm_…`. */
  id: string;
  /** What may be shown of the card. */
  card: { brand: CardBrand; last4: string; expMonth: number; expYear: number };
  /** Detached: it can no longer be charged. */
  detached: boolean;
}

/** The body of every failed call. */
export interface SandboxErrorBody {
  /** A stable code and a sentence. */
  error: { code: string; message: string; fields?: Record<string, string> };
}

/** What tokenising answers to the card frame. */
export interface TokenAnswer {
  /** `tok_…`, single use. */
  token: string;
  /** Network. */
  brand: CardBrand;
  /** Last four digits. */
  last4: string;
}

/** A webhook event: a payment changed. */
export interface WebhookEvent {
  /** `evt_…`; receivers drop an id they have seen. */
  id: string;
  /** `payment.<status>` or `payment.confirmation_submitted`. */
  type: string;
  /** ISO time. */
  createdAt: string;
  /** The payment as it now stands. */
  data: Payment;
}
