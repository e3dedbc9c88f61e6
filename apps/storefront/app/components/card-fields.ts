/** What any provider's card fields give the payment step: a way to turn what the shopper typed into a token. */
export type CardFields = { tokenize(): Promise<{ token: string }> };

/** What the payment step hands any provider's card fields. */
export type CardFieldsSlotProps = {
  /** Called with the mounted fields (null when they go away). */
  onMount: (fields: CardFields | null) => void;
  /** Called when the provider's script cannot be loaded. */
  onError: () => void;
};
