/** What the search bar knows between renders: whether it is active, its text and the highlighted suggestion. */
export type SearchState = {
  /** Whether the results panel and the overlay are shown. */
  active: boolean;
  /** The text in the input, untrimmed. */
  query: string;
  /** Index of the highlighted suggestion, or -1 when none is. */
  highlighted: number;
};

/** Everything that moves the search bar (SPEC §4 Search). */
export type SearchEvent =
  | { type: 'focus' }
  | { type: 'input'; query: string }
  | { type: 'escape' }
  | { type: 'overlayClick' }
  | { type: 'close' }
  | { type: 'submit' }
  | { type: 'routeChange'; isSearchRoute: boolean }
  | { type: 'highlightNext'; count: number }
  | { type: 'highlightPrevious'; count: number }
  | { type: 'highlight'; index: number };

/** The state before any interaction, optionally holding the query of the current search page. */
export function initialSearchState(query = ''): SearchState {
  return { active: false, query, highlighted: -1 };
}

/**
 * The search bar's transitions: inactive → active on focus or typing; back on Esc (which also clears), overlay
 * click, close, submit or route change (which clears too unless the new route is the search page).
 */
export function searchReducer(state: SearchState, event: SearchEvent): SearchState {
  switch (event.type) {
    case 'focus':
      return state.active ? state : { ...state, active: true, highlighted: -1 };
    case 'input':
      return { active: true, query: event.query, highlighted: -1 };
    case 'escape':
      return { active: false, query: '', highlighted: -1 };
    case 'overlayClick':
    case 'close':
    case 'submit':
      return { ...state, active: false, highlighted: -1 };
    case 'routeChange':
      return { active: false, query: event.isSearchRoute ? state.query : '', highlighted: -1 };
    case 'highlightNext':
      if (!state.active || event.count <= 0) return state;
      return { ...state, highlighted: state.highlighted + 1 >= event.count ? 0 : state.highlighted + 1 };
    case 'highlightPrevious': {
      if (!state.active || event.count <= 0) return state;
      // The list may have shrunk since the last move, so start from inside it.
      const current = Math.min(state.highlighted, event.count);
      return { ...state, highlighted: current <= 0 ? event.count - 1 : current - 1 };
    }
    case 'highlight':
      return state.active ? { ...state, highlighted: event.index } : state;
  }
}

/** The text to search for, trimmed; null when there is nothing to search for (an empty query does nothing). */
export function submittableQuery(query: string): string | null {
  const trimmed = query.trim();
  return trimmed === '' ? null : trimmed;
}

/** The theme's default placeholder when no vehicle is chosen and the theme gives none. */
export const DEFAULT_SEARCH_PLACEHOLDER = 'Search Parts & Accessories';

/** 'Search {fitment} Parts' for a chosen vehicle (SPEC §2), otherwise the themed default text. */
export function searchPlaceholder(vehicleName: string | null | undefined, fallback: string): string {
  const name = vehicleName?.trim();
  return name ? `Search ${name} Parts` : fallback;
}
