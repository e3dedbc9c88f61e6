import { createStore } from '@fitkit/store';

/** The general error box's headline (SPEC §8). */
export const GENERAL_ERROR = 'Sorry, something went wrong.  Please refresh this page and try again.';

/** The line shown under an error without a message (SPEC §8); `{phone}` is the shop's phone number. */
export const PERSISTENT_PROBLEM_TEXT = 'If the problem persists please call {phone}';

/** A general error (SPEC §3: header, message, stack); every part is optional. */
export type GeneralErrorMessage = {
  /** Headline; default {@link GENERAL_ERROR}. */
  header?: string;
  /** What went wrong, in the shopper's words. */
  message?: string;
  /** The error itself, shown under the call line when there is no message. */
  stack?: string;
};

/** A general success (SPEC §3). */
export type GeneralSuccessMessage = { message: string };

/** The general error and success lists of a page (SPEC §3 general state). */
export type GeneralMessagesState = {
  /** Errors in the order they happened. */
  errors: readonly GeneralErrorMessage[];
  /** Successes in the order they happened. */
  successes: readonly GeneralSuccessMessage[];
};

/** The general messages of a page: a plain store any code can add to, React subscribes to it. */
export type GeneralMessagesStore = {
  /** The lists now (the same object until something changes). */
  state: () => GeneralMessagesState;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
  /** Adds an error. */
  addError: (error: GeneralErrorMessage) => void;
  /** Adds a success. */
  addSuccess: (message: string) => void;
  /** Empties the error list (the error box's close button). */
  clearErrors: () => void;
  /** Empties the success list (the success box's close button). */
  clearSuccesses: () => void;
  /** Empties both lists (a route change). */
  clear: () => void;
};

const EMPTY: GeneralMessagesState = { errors: [], successes: [] };

/** The text of {@link PERSISTENT_PROBLEM_TEXT} with the phone number in it. */
export function persistentProblemText(phone: string): string {
  return PERSISTENT_PROBLEM_TEXT.replace('{phone}', phone);
}

/** Creates a general messages store, starting empty. */
export function createGeneralMessagesStore(): GeneralMessagesStore {
  const store = createStore(EMPTY);
  const state = store.getSnapshot;
  const set = (next: GeneralMessagesState) => {
    const now = state();
    if (next.errors === now.errors && next.successes === now.successes) return;
    store.set(next.errors.length === 0 && next.successes.length === 0 ? EMPTY : next);
  };
  return {
    state,
    subscribe: store.subscribe,
    addError: (error) => set({ ...state(), errors: [...state().errors, error] }),
    addSuccess: (message) => set({ ...state(), successes: [...state().successes, { message }] }),
    clearErrors: () => set({ ...state(), errors: EMPTY.errors }),
    clearSuccesses: () => set({ ...state(), successes: EMPTY.successes }),
    clear: () => set(EMPTY),
  };
}
