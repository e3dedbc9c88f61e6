import type { PartialFitment } from '../model';

/** The value of a drill nothing is chosen in (SPEC §4: reset to unselected, -1). */
export const DRILL_UNSELECTED = -1;

/** One choice of a drill. */
export interface DrillOption {
  /** Value sent back when chosen. */
  value: string;
  /** Text shown to the shopper. */
  text: string;
  /** Shown but not choosable (no product for it with the choices so far). */
  isDisabled: boolean;
  /** Not shown (e.g. a not-applicable value); still choosable, e.g. by auto-selection. */
  isHidden: boolean;
}

/** One select of a product line's controls (SPEC §3 Drill). */
export interface Drill {
  /** What it picks, e.g. `year`, `color`, `size`; fitment drills use the fitment level names. */
  type: string;
  /** Its options. */
  options: readonly DrillOption[];
  /** The chosen value, or DRILL_UNSELECTED. */
  currentValue: string | typeof DRILL_UNSELECTED;
  /** True while it cannot be changed (an earlier drill is not chosen yet). */
  isDisabled: boolean;
  /** True for a drill that picks part of the vehicle (year, make…), answered from the saved fitment. */
  isFitment: boolean;
  /** The group it belongs to, or null for a top-level drill. */
  groupValue: string | null;
}

/** The smallest product the drill machine needs; the app's product type extends it. */
export interface DrillProduct {
  /** Product id (the sku's). */
  productId: number;
  /** Slug of the sku, compared with the landing sku. */
  skuSlug: string;
  /** Out-of-stock products tolerate a 404 from the controls call. */
  isOutOfStock?: boolean;
}

/** A set of products chosen together below the split (SPEC §3 Group). */
export interface DrillGroup<P extends DrillProduct = DrillProduct> {
  /** Heading. */
  title: string;
  /** Image key, or null. */
  image: string | null;
  /** Base price in cents. */
  basePrice: number;
  /** Price to pay in cents. */
  actualPrice: number;
  /** The group's product for the choices so far. */
  product: P;
  /** The group's own drills (their groupValue names the group). */
  drills: readonly Drill[];
}

/** How the drills of a product line are arranged (SPEC §3 drillConfig). */
export interface DrillConfig {
  /** Every drill type, in order. */
  all: readonly string[];
  /** The drill types above the split. */
  top: readonly string[];
  /** The drill types below the split (inside groups). */
  bottom: readonly string[];
  /** The drill type at which the line splits into groups, or null. */
  splitAt: string | null;
  /** The drill types that pick part of the vehicle. */
  fitment: readonly string[];
  /** The last fitment drill type, or null. */
  lastFitment: string | null;
  /** The integration that renders the controls, or null for the built-in one. */
  integration: string | null;
}

/** A product line's controls (SPEC §3). */
export interface ProductControls<P extends DrillProduct = DrillProduct> {
  /** Top-level drills, in order. */
  drills: readonly Drill[];
  /** Groups, once the top-level drills lead to them. */
  groups: readonly DrillGroup<P>[];
  /** Arrangement. */
  drillConfig: DrillConfig;
}

/** What a drill choice can lead to (SPEC §4): groups, the next drill, a product, or nothing. */
export type DrillResult<P extends DrillProduct = DrillProduct> =
  | { type: 'groups'; groups: readonly DrillGroup<P>[] }
  | { type: 'drill'; drill: Drill }
  | { type: 'product'; product: P }
  | { type: 'none' };

/** One chosen drill value, as sent to the controls call. */
export interface DrillChoice {
  /** Drill type. */
  type: string;
  /** Chosen value. */
  value: string;
}

/** The body of the controls call (`POST order-controls/{slug}`), built by the machine. */
export interface DrillSelectionRequest {
  /** The product line slug's part before any slash. */
  slug: string;
  /** True when the product line slug had a slash: the server must not split the line. */
  ignoreSplitters: boolean;
  /** The drill just chosen. */
  drillType: string;
  /** Its value. */
  value: string;
  /** The group of the drill, or null for a top-level drill. */
  groupValue: string | null;
  /** Every chosen top-level drill up to and including this one (for a group drill: all top-level ones). */
  selections: readonly DrillChoice[];
  /** For a group drill: the group's chosen drills up to and including this one; else empty. */
  groupSelections: readonly DrillChoice[];
  /** True when the machine chose the value from the saved fitment, not the shopper. */
  isAutoSelect: boolean;
}

/** Resolves a choice into its result (the controls call); a thrown error is a failure, see DrillError. */
export type DrillResolver = (request: DrillSelectionRequest, signal: AbortSignal) => Promise<unknown>;

/** Errors the drill machine reports (SPEC §8, product controls failures). */
export const DRILL_ERROR_CODES = [
  'UNEXPECTED_RESULT',
  'DRILL_VALUE_NOT_FOUND',
  'UNKNOWN',
  'NETWORK_ERROR',
] as const;

/** A drill machine error code. */
export type DrillErrorCode = (typeof DRILL_ERROR_CODES)[number];

/** What is handed to onError. UNKNOWN and NETWORK_ERROR are the select-item errors of a failed call. */
export interface DrillError {
  /** The code. */
  code: DrillErrorCode;
  /** Human text for logs. */
  message: string;
  /** The drill involved. */
  drillType: string;
  /** Its group, or null. */
  groupValue: string | null;
  /** The value involved. */
  value: string;
  /** The unexpected result or the failure, for logs. */
  detail?: unknown;
}

/** A snapshot of the drill selection; a new object on every change. */
export interface DrillSelectionSnapshot<P extends DrillProduct = DrillProduct> {
  /** Top-level drills. */
  drills: readonly Drill[];
  /** Groups (empty until the drills lead to them). */
  groups: readonly DrillGroup<P>[];
  /** Arrangement. */
  drillConfig: DrillConfig;
  /** The product shown now. */
  product: P;
  /** The product the page loaded with, restored when a top-level drill changes. */
  defaultProduct: P;
  /** A product the drills led to while the shopper had not interacted, held aside because it is not the landing sku. */
  mismatchedProduct: P | null;
  /** False once a fitment drill cannot take (or was given another value than) the saved vehicle's. */
  isGoodVehicleSoFar: boolean;
  /** True once the shopper chose something. */
  hasInteraction: boolean;
  /** True once an automatic choice led to a failure, an unexpected result or nothing; auto-selection then stops. */
  hadBadAutoSelect: boolean;
  /** True when every fitment drill was answered from the saved vehicle, without the shopper. */
  isShortCutFitment: boolean;
  /** True when the last controls call failed or gave an unexpected result, or adding to the cart failed since. */
  hasOrderControlError: boolean;
  /** True while a controls call is in flight. */
  isResolving: boolean;
}

/** What the drill machine reacts to. */
export type DrillSelectionEvent<P extends DrillProduct = DrillProduct> =
  | { type: 'select'; drillType: string; value: string | null; groupValue?: string | null }
  | {
      type: 'load';
      controls: ProductControls<P>;
      product: P;
      fitment?: PartialFitment | null;
      landingSkuSlug?: string | null;
    }
  | { type: 'acceptMismatch' }
  | { type: 'dismissMismatch' }
  /** Adding the chosen product to the cart failed (SPEC §8): the order-control error flag is set. */
  | { type: 'addToCartFailed' };

/** How to build a drill machine. */
export interface DrillSelectionOptions<P extends DrillProduct = DrillProduct> {
  /** The product line slug, possibly with a slash (`wheels/black`). */
  productLineSlug: string;
  /** The line's controls as the product call returned them. */
  controls: ProductControls<P>;
  /** The product the page loaded (its default product). */
  product: P;
  /** The controls call. */
  resolve: DrillResolver;
  /** Receives every error; the core never logs by itself. */
  onError?: (error: DrillError) => void;
  /** The saved vehicle fitment drills are answered from. */
  fitment?: PartialFitment | null;
  /** The sku slug of the URL the shopper landed on, if any. */
  landingSkuSlug?: string | null;
}

/** The framework-free drill selection machine (SPEC §4 Product drill selection). */
export interface DrillSelection<P extends DrillProduct = DrillProduct> {
  /** Registers a listener called after every change; the first subscriber starts auto-selection. */
  subscribe(listener: () => void): () => void;
  /** The current snapshot. */
  getSnapshot(): DrillSelectionSnapshot<P>;
  /** Feeds an event. */
  send(event: DrillSelectionEvent<P>): void;
  /** Starts automatic choices and calls (idempotent). */
  start(): void;
  /** Aborts calls in flight. */
  stop(): void;
}
