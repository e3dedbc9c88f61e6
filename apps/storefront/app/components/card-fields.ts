/**
 * What any provider's card fields give the payment step: a way to turn what the shopper typed into a token, and
 * for providers whose script confirms in the page (Stripe's 3-D Secure) a way to run that step with the
 * payment's client secret. It settles when the shopper is done, whatever they did: the API asks the provider.
 */
export type CardFields = {
  tokenize(): Promise<{ token: string }>;
  finishNextAction?(clientSecret: string): Promise<void>;
};

/** What the payment step hands any provider's card fields. */
export type CardFieldsSlotProps = {
  /** Called with the mounted fields (null when they go away). */
  onMount: (fields: CardFields | null) => void;
  /** Called when the provider's script cannot be loaded. */
  onError: () => void;
};
