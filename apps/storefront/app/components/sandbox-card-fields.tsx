import { useEffect, useRef } from 'react';

/** What the sandbox's mount script gives back: the card fields in its frame. */
export type SandboxCardFields = {
  tokenize(): Promise<{ token: string; brand: string; last4: string }>;
  unmount(): void;
};

type SandboxModule = {
  mount(element: HTMLElement, options: { publishableKey: string }): SandboxCardFields;
};

/** Props of {@link SandboxCardFields}. */
export type SandboxCardFieldsProps = {
  /** The sandbox's origin (its script and frame come from there). */
  origin: string;
  /** The browser key the fields are mounted with. */
  publishableKey: string;
  /** Called with the mounted fields (null when they go away). */
  onMount: (fields: SandboxCardFields | null) => void;
  /** Called when the sandbox's script cannot be loaded. */
  onError: () => void;
};

/**
 * The sandbox's card fields: its script is loaded from its own origin only when this step shows, and mounts the
 * frame where card data is typed; the shop only ever gets a token back.
 */
export function SandboxCardFieldsSlot({ origin, publishableKey, onMount, onError }: SandboxCardFieldsProps) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let fields: SandboxCardFields | null = null;
    let gone = false;
    import(/* @vite-ignore */ `${origin}/v1/sandbox.js`).then((sandbox: SandboxModule) => {
      if (gone || !host.current) return;
      fields = sandbox.mount(host.current, { publishableKey });
      onMount(fields);
    }, onError);
    return () => {
      gone = true;
      fields?.unmount();
      onMount(null);
    };
  }, [origin, publishableKey, onMount, onError]);
  return <div ref={host} className="checkout-page__card checkout-page__card--sandbox" />;
}
