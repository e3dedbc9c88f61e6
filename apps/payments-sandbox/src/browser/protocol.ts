// The messages between the shop's page and the card frame. Only a token, the brand and the last four digits
// ever cross to the shop; card numbers stay inside the frame.
import type { CardBrand, CardField } from '../cards';

/** Marks the sandbox's messages among others a page may receive. */
export const CHANNEL = 'fitkit-payments-sandbox';

/** What the card fields hold, for enabling the shop's pay button. */
export interface CardChange {
  /** Every field is filled in and valid. */
  complete: boolean;
  /** Every field is empty. */
  empty: boolean;
  /** Network of the number typed so far. */
  brand: CardBrand;
}

/** What tokenising gives the shop. */
export interface TokenizeResult {
  /** `tok_…`, single use: send it to the API. */
  token: string;
  /** Network, to show the shopper. */
  brand: CardBrand;
  /** Last four digits, to show the shopper. */
  last4: string;
}

/** From the shop's page to the frame. */
export type ParentMessage =
  | { channel: typeof CHANNEL; type: 'tokenize'; id: number }
  | { channel: typeof CHANNEL; type: 'focus' };

/** From the frame to the shop's page. */
export type FrameMessage =
  | { channel: typeof CHANNEL; type: 'ready' }
  | { channel: typeof CHANNEL; type: 'resize'; height: number }
  | { channel: typeof CHANNEL; type: 'change'; change: CardChange }
  | { channel: typeof CHANNEL; type: 'result'; id: number; result: TokenizeResult }
  | {
      channel: typeof CHANNEL;
      type: 'error';
      id: number;
      message: string;
      fields: Partial<Record<CardField, string>>;
    };

/** A message as written, before the channel mark is added. */
export type Unmarked<T> = T extends unknown ? Omit<T, 'channel'> : never;

/** Whether a message event's data is one of the sandbox's. */
export function isSandboxMessage<T extends { channel: typeof CHANNEL }>(data: unknown): data is T {
  return typeof data === 'object' && data !== null && (data as { channel?: unknown }).channel === CHANNEL;
}
