import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  createDrillSelection,
  type DrillError,
  type DrillProduct,
  type DrillResolver,
  type DrillSelection,
  type DrillSelectionSnapshot,
  type ProductControls,
} from '../drills';
import { fitmentCacheKey, type PartialFitment } from '../model';

/** Options of useDrillSelection. */
export interface UseDrillSelectionOptions<P extends DrillProduct = DrillProduct> {
  /** The product line slug (a different one builds a new machine). */
  productLineSlug: string;
  /** The line's controls from the product call; different controls (by content) start the selection over. */
  controls: ProductControls<P>;
  /** The product the page loaded; a different one (by content) starts the selection over. */
  product: P;
  /** The controls call; the latest function is always used, so it need not be stable. */
  resolve: DrillResolver;
  /** Receives errors; the latest function is always used. */
  onError?: (error: DrillError) => void;
  /** The saved vehicle. */
  fitment?: PartialFitment | null;
  /** The sku slug of the URL the shopper landed on. */
  landingSkuSlug?: string | null;
}

/** What useDrillSelection returns: the snapshot, the machine and shorthands for its events. */
export interface UseDrillSelectionResult<P extends DrillProduct = DrillProduct>
  extends DrillSelectionSnapshot<P> {
  /** The machine this component owns. */
  selection: DrillSelection<P>;
  /** Chooses a value of a drill (a group drill with its groupValue); null clears it. */
  select: (drillType: string, value: string | null, groupValue?: string | null) => void;
  /** Shows the product held aside as mismatched. */
  acceptMismatch: () => void;
  /** Forgets the product held aside as mismatched. */
  dismissMismatch: () => void;
}

/** Owns one product drill selection per component and keeps it in step with the loaded product line. */
export function useDrillSelection<P extends DrillProduct = DrillProduct>(
  options: UseDrillSelectionOptions<P>,
): UseDrillSelectionResult<P> {
  const resolveRef = useRef(options.resolve);
  resolveRef.current = options.resolve;
  const onErrorRef = useRef(options.onError);
  onErrorRef.current = options.onError;
  const { productLineSlug, controls, product } = options;
  const fitment = options.fitment ?? null;
  const landingSkuSlug = options.landingSkuSlug ?? null;

  const build = () => ({
    productLineSlug,
    selection: createDrillSelection<P>({
      productLineSlug,
      controls,
      product,
      fitment,
      landingSkuSlug,
      resolve: (request, signal) => resolveRef.current(request, signal),
      onError: (error) => onErrorRef.current?.(error),
    }),
  });
  const [owned, setOwned] = useState(build);
  // Another product line needs another machine (the controls call goes elsewhere); derived during render.
  let current = owned;
  if (owned.productLineSlug !== productLineSlug) {
    current = build();
    setOwned(current);
  }
  const { selection } = current;

  // New loader data for the same line (a vehicle saved, a sku page) starts the selection over from it. Compared
  // by content, so controls rebuilt on every render (or refetched unchanged) do not reset the shopper's choices.
  const loadKey = JSON.stringify([controls, product, fitmentCacheKey(fitment), landingSkuSlug]);
  const latestRef = useRef({ controls, product, fitment, landingSkuSlug });
  latestRef.current = { controls, product, fitment, landingSkuSlug };
  const loadedRef = useRef({ selection, loadKey });
  useEffect(() => {
    const last = loadedRef.current;
    loadedRef.current = { selection, loadKey };
    if (last.selection !== selection || last.loadKey === loadKey) return;
    selection.send({ type: 'load', ...latestRef.current });
  }, [selection, loadKey]);

  useEffect(() => {
    selection.start();
    return () => selection.stop();
  }, [selection]);

  const snapshot = useSyncExternalStore(selection.subscribe, selection.getSnapshot, selection.getSnapshot);
  const select = useCallback(
    (drillType: string, value: string | null, groupValue?: string | null) =>
      selection.send({ type: 'select', drillType, value, groupValue: groupValue ?? null }),
    [selection],
  );
  const acceptMismatch = useCallback(() => selection.send({ type: 'acceptMismatch' }), [selection]);
  const dismissMismatch = useCallback(() => selection.send({ type: 'dismissMismatch' }), [selection]);
  return { ...snapshot, selection, select, acceptMismatch, dismissMismatch };
}
