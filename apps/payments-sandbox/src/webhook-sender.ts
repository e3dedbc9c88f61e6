// Posts signed events to the configured URL, retrying a few times with growing pauses, as providers do.
import type { WebhookEvent } from './types';
import { signWebhook } from './webhook';

const RETRY_DELAYS_MS = [1_000, 5_000, 25_000];

/** A function that delivers events in the background (a no-op when no URL is configured). */
export function webhookSender(url: string | undefined, secret: string): (event: WebhookEvent) => void {
  if (!url) return () => {};
  return (event) => {
    // Serialised now: the payment may change again before the delivery goes out.
    const body = JSON.stringify(event);
    const attempt = async (n: number): Promise<void> => {
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'sandbox-signature': signWebhook(body, secret) },
          body,
          signal: AbortSignal.timeout(10_000),
        });
        if (res.ok) return;
      } catch {
        // the receiver is down or slow: retry below
      }
      const delay = RETRY_DELAYS_MS[n];
      if (delay === undefined) {
        console.error(`payments sandbox: webhook ${event.id} (${event.type}) not delivered to ${url}`);
        return;
      }
      setTimeout(() => void attempt(n + 1), delay).unref();
    };
    void attempt(0);
  };
}
