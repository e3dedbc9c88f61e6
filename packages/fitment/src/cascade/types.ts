import type { ConfigurableFitmentLevel, Fitment, FitmentLevel, PartialFitment, VehicleNames } from '../model';

/** How a configurable select (body, bed, engine) takes part in the cascade. */
export const SELECT_REQUIREMENTS = ['required', 'optional', 'absent'] as const;

/** Required, optional or absent. */
export type SelectRequirement = (typeof SELECT_REQUIREMENTS)[number];

/** Which configurable selects are shown and whether they must be chosen; a missing level is absent. */
export type FitmentCascadeConfig = Partial<Record<ConfigurableFitmentLevel, SelectRequirement>>;

/** The lifecycle of one select. `idle`: waiting for an earlier choice; `loading`; `ready`; `error`. */
export const SELECT_STATUSES = ['idle', 'loading', 'ready', 'error'] as const;

/** A select's status. */
export type SelectStatus = (typeof SELECT_STATUSES)[number];

/** Why a select is in error: the vehicle has no values here, or the options could not be loaded. */
export const SELECT_ERRORS = ['no-options', 'load-failed'] as const;

/** A select's error. */
export type SelectError = (typeof SELECT_ERRORS)[number];

/** How much of the vehicle is chosen (SPEC §4): none, partial, full (every required select), full-ymm. */
export const FITMENT_SUMMARY_STATES = ['none', 'partial', 'full', 'full-ymm'] as const;

/** The summary state of a cascade. */
export type FitmentSummaryState = (typeof FITMENT_SUMMARY_STATES)[number];

/** One option of a select, as the API returns it. */
export interface FitmentOption {
  /** Slug, or the year as a string. */
  value: string;
  /** Text shown to the shopper. */
  text: string;
}

/** Loads a select's options for the vehicle chosen so far; the signal aborts superseded requests. */
export type FitmentOptionsLoader = (
  type: FitmentLevel,
  fitment: PartialFitment,
  signal: AbortSignal,
) => Promise<readonly FitmentOption[]>;

/** What one select shows. */
export interface FitmentSelectState {
  /** The level this select picks. */
  type: FitmentLevel;
  /** Its label: Year, Make, Model, Body, Bed, Engine. */
  label: string;
  /** Text of the empty choice: the label, or `No {Type}` when the level does not apply. */
  placeholder: string;
  /** Whether it must be chosen before saving. */
  requirement: Exclude<SelectRequirement, 'absent'>;
  /** Lifecycle status. */
  status: SelectStatus;
  /** True unless the select can be changed now (status ready). */
  isDisabled: boolean;
  /** Visible options; `n-a` is hidden unless it is the only one. */
  options: readonly FitmentOption[];
  /** Chosen value (always one of options), or null. */
  value: string | null;
  /** Text of the chosen option, or null. */
  selectedText: string | null;
  /** True when the only option was `n-a`: shown as `No {Type}` and chosen automatically. */
  isNotApplicable: boolean;
  /** Error, when status is error. */
  error: SelectError | null;
  /** The saved value is not offered for the vehicle chosen before it (SPEC §5's invalid select); cleared on a choice. */
  isInvalid: boolean;
}

/** An immutable picture of the cascade; the same object while nothing changes. */
export interface FitmentCascadeSnapshot {
  /** The shown selects in level order (absent levels left out). */
  selects: readonly FitmentSelectState[];
  /** The vehicle chosen so far. */
  fitment: PartialFitment;
  /** Names of the chosen make, model, body, bed and engine. */
  names: VehicleNames;
  /** How much of the vehicle is chosen. */
  summary: FitmentSummaryState;
  /** True when no required select is unselected and no optional select has an error. */
  canSave: boolean;
  /** The vehicle to save when canSave, else null. */
  fitmentToSave: Fitment | null;
  /** True while any select loads. */
  isLoading: boolean;
}

/** What the cascade reacts to. */
export type FitmentCascadeEvent =
  | { type: 'select'; level: FitmentLevel; value: string | null }
  | { type: 'init'; fitment: PartialFitment | null }
  | { type: 'reset' }
  | { type: 'retry'; level: FitmentLevel };

/** How to build a cascade. */
export interface FitmentCascadeOptions {
  /** Loads a select's options. */
  loader: FitmentOptionsLoader;
  /** Which of body, bed and engine are shown and required; default: all absent. */
  config?: FitmentCascadeConfig;
  /** A saved vehicle to start from; each level's options are loaded and its value kept when still valid. */
  initial?: PartialFitment | null;
  /**
   * Options already known for the initial vehicle's levels (e.g. fetched by a server loader), so the first
   * snapshot is complete without a request. Each entry belongs to the levels of `initial` before it.
   */
  initialOptions?: Partial<Record<FitmentLevel, readonly FitmentOption[]>>;
}

/** The framework-free select cascade (SPEC §4 Fitment selects). */
export interface FitmentCascade {
  /** Registers a listener called after every change; the first subscriber starts loading. Returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** The current immutable snapshot. */
  getSnapshot(): FitmentCascadeSnapshot;
  /** Feeds an event to the cascade. */
  send(event: FitmentCascadeEvent): void;
  /** Starts issuing loads (idempotent). */
  start(): void;
  /** Aborts requests in flight; a later start issues them again. */
  stop(): void;
  /** The shown levels in order. */
  readonly levels: readonly FitmentLevel[];
}
