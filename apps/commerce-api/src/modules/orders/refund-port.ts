/** What the orders module asks of a payment provider: give money back on a payment it took. */
export interface RefundRequest {
  /** The provider that took the payment (e.g. 'sandbox'). */
  provider: string;
  /** The provider's id of the payment. */
  providerRef: string | null;
  amountCents: number;
  /**
   * The payment was authorised but not captured yet: the provider releases this part of the authorisation
   * (all of it: cancel; part of it: capture that much less at shipping) instead of refunding.
   */
  beforeCapture: boolean;
  /** Our refund id; the provider must treat repeats with the same key as one refund. */
  idempotencyKey: string;
  reason: string;
}

/** The minimal refund port the payments module's providers satisfy. */
export interface RefundPort {
  /** Refunds (or, before capture, releases) part of a payment; resolves with the provider's refund id. */
  refund(request: RefundRequest): Promise<{ providerRef: string }>;
}

/**
 * The port used until a provider is configured: the refund is recorded and settled without calling out, with a
 * provider reference that says so. Tests and development see the whole flow; production configures a provider.
 */
export const recordOnlyRefunds: RefundPort = {
  async refund(request) {
    return { providerRef: `manual_${request.idempotencyKey}` };
  },
};

/** A capture of an authorised payment at shipping. */
export interface CaptureRequest {
  provider: string;
  /** The provider's id of the authorised payment. */
  providerRef: string;
  /** What is left after refunds before capture. */
  amountCents: number;
  /** Our payment id; repeats with it capture once. */
  idempotencyKey: string;
}

/** Takes the money of an authorised payment when the order ships. */
export interface CapturePort {
  /** Captures; throws when the provider refused or did not answer (the shipment then waits). */
  capture(request: CaptureRequest): Promise<{ providerRef: string }>;
}

/** The capture used until a provider is configured: recorded without calling out, like recordOnlyRefunds. */
export const recordOnlyCaptures: CapturePort = {
  async capture(request) {
    return { providerRef: request.providerRef };
  },
};
