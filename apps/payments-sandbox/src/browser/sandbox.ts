// The script the shop's payment step loads from the sandbox's origin: it mounts the card frame and asks it for
// a token. It never sees, takes or sends a card number.
import type { CardBrand, CardField } from '../cards';
import {
  type CardChange,
  CHANNEL,
  type FrameMessage,
  isSandboxMessage,
  type ParentMessage,
  type TokenizeResult,
  type Unmarked,
} from './protocol';

export type { CardBrand, CardChange, CardField, TokenizeResult };

/** Settings of the mounted card fields. */
export interface MountOptions {
  /** The sandbox's publishable key; the frame opens only for the shop origin registered with it. */
  publishableKey: string;
  /** Called whenever the fields change (complete, empty, brand). */
  onChange?: (change: CardChange) => void;
  /** Accessible name of the frame. */
  title?: string;
}

/** The mounted card fields. */
export interface CardFields {
  /** Checks the fields (showing their errors in the frame) and resolves with a token; rejects with CardFieldsError. */
  tokenize(): Promise<TokenizeResult>;
  /** Moves focus to the card number. */
  focus(): void;
  /** Removes the frame and stops listening. */
  unmount(): void;
}

/** Tokenising failed: the fields' messages (already shown and announced in the frame), or a general one. */
export class CardFieldsError extends Error {
  /** One message per wrong field. */
  readonly fields: Partial<Record<CardField, string>>;

  constructor(message: string, fields: Partial<Record<CardField, string>> = {}) {
    super(message);
    this.name = 'CardFieldsError';
    this.fields = fields;
  }
}

const TOKENIZE_TIMEOUT_MS = 30_000;

/** Mounts the sandbox's card frame into `element`. */
export function mount(element: HTMLElement, options: MountOptions): CardFields {
  const origin = new URL(import.meta.url).origin;
  const iframe = document.createElement('iframe');
  iframe.src = `${origin}/v1/card-frame?key=${encodeURIComponent(options.publishableKey)}`;
  iframe.title = options.title ?? 'Card details';
  iframe.style.cssText = 'border:0;width:100%;height:190px;display:block;color-scheme:normal';
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  const pending = new Map<number, { resolve: (r: TokenizeResult) => void; reject: (e: Error) => void }>();
  let seq = 0;

  const onMessage = (event: MessageEvent) => {
    if (event.origin !== origin || event.source !== iframe.contentWindow) return;
    if (!isSandboxMessage<FrameMessage>(event.data)) return;
    const message = event.data;
    switch (message.type) {
      case 'ready':
        markReady();
        break;
      case 'resize':
        iframe.style.height = `${Math.ceil(message.height)}px`;
        break;
      case 'change':
        options.onChange?.(message.change);
        break;
      case 'result': {
        const { token, brand, last4 } = message.result;
        pending.get(message.id)?.resolve({ token, brand, last4 });
        pending.delete(message.id);
        break;
      }
      case 'error':
        pending.get(message.id)?.reject(new CardFieldsError(message.message, message.fields));
        pending.delete(message.id);
        break;
    }
  };
  window.addEventListener('message', onMessage);
  element.append(iframe);

  const send = (message: Unmarked<ParentMessage>) =>
    iframe.contentWindow?.postMessage({ channel: CHANNEL, ...message }, origin);

  return {
    async tokenize() {
      await ready;
      const id = ++seq;
      return new Promise<TokenizeResult>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new CardFieldsError('The card could not be checked. Try again.'));
        }, TOKENIZE_TIMEOUT_MS);
        const done = () => clearTimeout(timer);
        pending.set(id, {
          resolve: (result) => {
            done();
            resolve(result);
          },
          reject: (error) => {
            done();
            reject(error);
          },
        });
        send({ type: 'tokenize', id });
      });
    },
    focus() {
      void ready.then(() => send({ type: 'focus' }));
    },
    unmount() {
      window.removeEventListener('message', onMessage);
      for (const { reject } of pending.values()) reject(new CardFieldsError('The card fields were removed.'));
      pending.clear();
      iframe.remove();
    },
  };
}
