import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SEARCH_PLACEHOLDER,
  initialSearchState,
  type SearchEvent,
  searchPlaceholder,
  searchReducer,
  submittableQuery,
} from './search-state';

const run = (events: SearchEvent[], start = initialSearchState()) => events.reduce(searchReducer, start);

describe('searchReducer', () => {
  it('starts inactive with the given query', () => {
    expect(initialSearchState()).toEqual({ active: false, query: '', highlighted: -1 });
    expect(initialSearchState('winch')).toEqual({ active: false, query: 'winch', highlighted: -1 });
  });

  it('activates on focus and on typing', () => {
    expect(run([{ type: 'focus' }]).active).toBe(true);
    expect(run([{ type: 'input', query: 'bum' }])).toEqual({ active: true, query: 'bum', highlighted: -1 });
  });

  it('closes and clears on Escape', () => {
    expect(run([{ type: 'focus' }, { type: 'input', query: 'lift kit' }, { type: 'escape' }])).toEqual(
      initialSearchState(),
    );
  });

  it('closes but keeps the text on overlay click, close and submit', () => {
    for (const type of ['overlayClick', 'close', 'submit'] as const) {
      expect(run([{ type: 'input', query: 'winch' }, { type: 'highlightNext', count: 3 }, { type }])).toEqual(
        {
          active: false,
          query: 'winch',
          highlighted: -1,
        },
      );
    }
  });

  it('clears the text on a route change unless the new route is the search page', () => {
    const typed = run([{ type: 'input', query: 'tonneau' }]);
    expect(searchReducer(typed, { type: 'routeChange', isSearchRoute: false })).toEqual(initialSearchState());
    expect(searchReducer(typed, { type: 'routeChange', isSearchRoute: true })).toEqual(
      initialSearchState('tonneau'),
    );
  });

  it('moves the highlight with wrap-around in both directions', () => {
    const active = run([{ type: 'focus' }]);
    const down = (state = active, times = 1) =>
      Array.from({ length: times }).reduce<typeof active>(
        (s) => searchReducer(s, { type: 'highlightNext', count: 3 }),
        state,
      );
    expect(down(active, 1).highlighted).toBe(0);
    expect(down(active, 3).highlighted).toBe(2);
    expect(down(active, 4).highlighted).toBe(0);
    expect(searchReducer(active, { type: 'highlightPrevious', count: 3 }).highlighted).toBe(2);
    expect(searchReducer(down(active, 1), { type: 'highlightPrevious', count: 3 }).highlighted).toBe(2);
    expect(searchReducer(down(active, 2), { type: 'highlightPrevious', count: 3 }).highlighted).toBe(0);
  });

  it('ignores highlight moves while inactive or with nothing to highlight', () => {
    const inactive = initialSearchState();
    expect(searchReducer(inactive, { type: 'highlightNext', count: 3 })).toBe(inactive);
    const active = run([{ type: 'focus' }]);
    expect(searchReducer(active, { type: 'highlightNext', count: 0 })).toBe(active);
    expect(searchReducer(inactive, { type: 'highlight', index: 1 })).toBe(inactive);
    expect(searchReducer(active, { type: 'highlight', index: 1 }).highlighted).toBe(1);
  });

  it('drops the highlight when the text changes, since the suggestions change with it', () => {
    const highlighted = run([
      { type: 'input', query: 'a' },
      { type: 'highlightNext', count: 2 },
    ]);
    expect(highlighted.highlighted).toBe(0);
    expect(searchReducer(highlighted, { type: 'input', query: 'ab' }).highlighted).toBe(-1);
  });

  it('keeps the highlight inside the suggestions for any sequence of moves', () => {
    const move = fc.oneof(
      fc.constant<SearchEvent>({ type: 'focus' }),
      fc.integer({ min: 0, max: 6 }).map<SearchEvent>((count) => ({ type: 'highlightNext', count })),
      fc.integer({ min: 0, max: 6 }).map<SearchEvent>((count) => ({ type: 'highlightPrevious', count })),
    );
    fc.assert(
      fc.property(fc.array(move, { maxLength: 30 }), (events) => {
        let state = initialSearchState();
        for (const event of events) {
          state = searchReducer(state, event);
          if (
            (event.type === 'highlightNext' || event.type === 'highlightPrevious') &&
            event.count > 0 &&
            state.active
          ) {
            expect(state.highlighted).toBeGreaterThanOrEqual(0);
            expect(state.highlighted).toBeLessThan(event.count);
          }
        }
      }),
    );
  });
});

describe('submittableQuery', () => {
  it('trims the text and refuses an empty query', () => {
    expect(submittableQuery('  rock sliders ')).toBe('rock sliders');
    expect(submittableQuery('')).toBeNull();
    expect(submittableQuery(' \t\n ')).toBeNull();
  });
});

describe('searchPlaceholder', () => {
  it("reads 'Search {fitment} Parts' with a vehicle, else the themed text", () => {
    expect(searchPlaceholder('2021 Jeep Wrangler', DEFAULT_SEARCH_PLACEHOLDER)).toBe(
      'Search 2021 Jeep Wrangler Parts',
    );
    expect(searchPlaceholder(null, 'Search Jeep Parts')).toBe('Search Jeep Parts');
    expect(searchPlaceholder('  ', DEFAULT_SEARCH_PLACEHOLDER)).toBe(DEFAULT_SEARCH_PLACEHOLDER);
  });
});
