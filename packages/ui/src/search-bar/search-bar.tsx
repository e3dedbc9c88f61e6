import {
  type ComponentProps,
  type FormEvent,
  type KeyboardEvent,
  useEffect,
  useId,
  useReducer,
  useRef,
} from 'react';
import { CloseIcon, SearchIcon } from '../icons';
import { formatMoneyOrPlaceholder } from '../price/format-money';
import { type UiImage, useUi } from '../provider';
import { cn } from '../utils/cn';
import {
  DEFAULT_SEARCH_PLACEHOLDER,
  initialSearchState,
  searchPlaceholder,
  searchReducer,
  submittableQuery,
} from './search-state';

/** A product offered while typing. */
export type SearchProductSuggestion = {
  /** Product name. */
  name: string;
  /** Link to the product page. */
  href: string;
  /** Thumbnail. */
  image: UiImage;
  /** Price in cents; null shows the placeholder. */
  price: number | null;
};

/** A search text offered while typing. */
export type SearchQuerySuggestion = {
  /** The text searched for when chosen. */
  text: string;
};

/** How the bar lays out its buttons: by screen width (CSS), or forced. */
export type SearchBarLayout = 'responsive' | 'desktop' | 'compact';

/** Props of {@link SearchBar}. */
export type SearchBarProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> & {
  /** The chosen vehicle's name; the placeholder then reads 'Search {vehicleName} Parts'. */
  vehicleName?: string | null;
  /** The theme's placeholder when no vehicle is chosen. */
  placeholder?: string;
  /** Text already searched for (e.g. `q` on the search page). */
  defaultQuery?: string;
  /** Called with the text on every keystroke; the app debounces its suggestion look-up. */
  onQueryChange?: (query: string) => void;
  /** Called with the trimmed query on submit; without it the form submits as a plain GET. */
  onSubmit?: (query: string) => void;
  /** Called whenever the bar closes (Esc, overlay click, close button, submit). */
  onClose?: () => void;
  /** Called when a product suggestion is chosen; without it the browser goes to its href. */
  onSelectProduct?: (product: SearchProductSuggestion) => void;
  /** Search texts to offer. */
  querySuggestions?: readonly SearchQuerySuggestion[];
  /** Products to offer. */
  productSuggestions?: readonly SearchProductSuggestion[];
  /** Suggestions are being looked up. */
  loading?: boolean;
  /** Changes on every route change, so the bar closes (and clears unless `isSearchRoute`). */
  routeKey?: string;
  /** Whether the current route is the search page. */
  isSearchRoute?: boolean;
  /** Desktop shows a submit icon button, compact a close button while active; responsive decides by width. */
  layout?: SearchBarLayout;
  /** Where the form goes without JavaScript; the shop's search route by default. */
  action?: string;
};

const THUMB = { w: 64, h: 48 } as const;

// The combobox's state and handlers, apart from its markup.
function useSearchBar(options: SearchBarProps) {
  const { querySuggestions = [], productSuggestions = [], loading = false, routeKey, onClose } = options;
  const [state, dispatch] = useReducer(searchReducer, options.defaultQuery ?? '', initialSearchState);
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const count = querySuggestions.length + productSuggestions.length;
  const hasSuggestions = count > 0;
  const expanded = state.active && (hasSuggestions || loading);
  const highlighted = state.highlighted < count ? state.highlighted : -1;

  const firstRoute = useRef(routeKey);
  useEffect(() => {
    if (firstRoute.current === routeKey) return;
    firstRoute.current = routeKey;
    dispatch({ type: 'routeChange', isSearchRoute: options.isSearchRoute ?? false });
  }, [routeKey, options.isSearchRoute]);

  const close = () => {
    dispatch({ type: 'close' });
    onClose?.();
  };

  const submit = (query: string) => {
    const text = submittableQuery(query);
    if (text === null) return;
    dispatch({ type: 'input', query: text });
    dispatch({ type: 'submit' });
    options.onSubmit?.(text);
    onClose?.();
  };

  const choose = (index: number) => {
    const querySuggestion = querySuggestions[index];
    if (querySuggestion) {
      submit(querySuggestion.text);
      return;
    }
    const product = productSuggestions[index - querySuggestions.length];
    if (!product) return;
    dispatch({ type: 'submit' });
    onClose?.();
    if (options.onSelectProduct) options.onSelectProduct(product);
    else window.location.assign(product.href);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    const text = submittableQuery(state.query);
    // An empty query does nothing; with an onSubmit the app navigates itself.
    if (text === null || options.onSubmit) event.preventDefault();
    if (text === null) return;
    if (options.onSubmit) {
      submit(state.query);
      return;
    }
    // The browser reads the field after this handler, so the plain GET also carries the trimmed text.
    if (inputRef.current) inputRef.current.value = text;
    dispatch({ type: 'input', query: text });
    dispatch({ type: 'submit' });
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!state.active) dispatch({ type: 'focus' });
        dispatch({ type: 'highlightNext', count });
        break;
      case 'ArrowUp':
        event.preventDefault();
        dispatch({ type: 'highlightPrevious', count });
        break;
      case 'Escape':
        event.preventDefault();
        dispatch({ type: 'escape' });
        options.onQueryChange?.('');
        onClose?.();
        break;
      case 'Enter':
        if (expanded && highlighted >= 0) {
          event.preventDefault();
          choose(highlighted);
        }
        break;
    }
  };

  const option = (index: number) => ({
    id: optionId(index),
    role: 'option' as const,
    'aria-selected': index === highlighted,
    'data-state': index === highlighted ? 'highlighted' : 'idle',
    // Keeps focus in the input, so the combobox stays the one place keys go to.
    onMouseDown: (event: { preventDefault: () => void }) => event.preventDefault(),
    onMouseMove: () => index !== highlighted && dispatch({ type: 'highlight', index }),
    onClick: () => choose(index),
  });

  return {
    state,
    dispatch,
    id,
    inputRef,
    listId,
    optionId,
    expanded,
    highlighted,
    close,
    handleSubmit,
    handleKeyDown,
    option,
  };
}

/** The header search: a GET form with a combobox of suggestions that opens on focus over an overlay. */
export function SearchBar(allProps: SearchBarProps) {
  const bar = useSearchBar(allProps);
  // The rest goes to the form; the behaviour props are the hook's.
  const {
    vehicleName,
    placeholder = DEFAULT_SEARCH_PLACEHOLDER,
    defaultQuery,
    onQueryChange,
    onSubmit,
    onClose,
    onSelectProduct,
    querySuggestions = [],
    productSuggestions = [],
    loading = false,
    routeKey,
    isSearchRoute,
    layout = 'responsive',
    action,
    className,
    ...props
  } = allProps;
  const { routes } = useUi();
  return (
    <div
      data-slot="search-bar"
      data-state={bar.state.active ? 'active' : 'inactive'}
      data-layout={layout}
      className={cn('fk-search', className)}
    >
      {bar.state.active ? (
        <div
          className="fk-search__overlay"
          data-slot="search-overlay"
          aria-hidden="true"
          onClick={() => {
            bar.dispatch({ type: 'overlayClick' });
            onClose?.();
          }}
        />
      ) : null}
      {/* biome-ignore lint/a11y/useSemanticElements: the form itself is the landmark, as the storefront's markup expects */}
      <form
        role="search"
        action={action ?? routes.search}
        method="get"
        className="fk-search__form"
        onSubmit={bar.handleSubmit}
        {...props}
      >
        <label htmlFor={`${bar.id}-input`} className="fk-visually-hidden">
          Search
        </label>
        <input
          ref={bar.inputRef}
          id={`${bar.id}-input`}
          className="fk-search__input"
          type="search"
          name="q"
          autoComplete="off"
          enterKeyHint="search"
          maxLength={50}
          placeholder={searchPlaceholder(vehicleName, placeholder)}
          value={bar.state.query}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={bar.expanded}
          aria-controls={bar.listId}
          aria-activedescendant={
            bar.expanded && bar.highlighted >= 0 ? bar.optionId(bar.highlighted) : undefined
          }
          aria-busy={loading || undefined}
          onFocus={() => bar.dispatch({ type: 'focus' })}
          onClick={() => bar.dispatch({ type: 'focus' })}
          onChange={(event) => {
            bar.dispatch({ type: 'input', query: event.currentTarget.value });
            onQueryChange?.(event.currentTarget.value);
          }}
          onKeyDown={bar.handleKeyDown}
        />
        <button type="submit" className="fk-search__submit fk-focusable" aria-label="Submit search">
          <SearchIcon />
        </button>
        {bar.state.active ? (
          <button
            type="button"
            className="fk-search__close fk-focusable"
            aria-label="Close search"
            onClick={bar.close}
          >
            <CloseIcon />
          </button>
        ) : null}
      </form>
      <SearchSuggestions
        hidden={!bar.expanded}
        listId={bar.listId}
        loading={loading}
        querySuggestions={querySuggestions}
        productSuggestions={productSuggestions}
        option={bar.option}
      />
    </div>
  );
}

/** The props a suggestion row spreads: its id, role, state and mouse handlers. */
type OptionProps = (index: number) => ComponentProps<'div'> & { id: string; role: 'option' };

// The panel under the field: the look-up status and the listbox of search texts, then products.
function SearchSuggestions({
  hidden,
  listId,
  loading,
  querySuggestions,
  productSuggestions,
  option,
}: {
  hidden: boolean;
  listId: string;
  loading: boolean;
  querySuggestions: readonly SearchQuerySuggestion[];
  productSuggestions: readonly SearchProductSuggestion[];
  option: OptionProps;
}) {
  const { imageUrl } = useUi();
  return (
    <div className="fk-search__panel" data-slot="search-panel" hidden={hidden}>
      {loading ? (
        <p className="fk-search__status" role="status">
          Searching…
        </p>
      ) : null}
      <div id={listId} role="listbox" aria-label="Search suggestions" className="fk-search__list">
        {querySuggestions.map((suggestion, index) => (
          <div
            key={`q-${suggestion.text}`}
            className="fk-search__option fk-search__option--query"
            {...option(index)}
          >
            <SearchIcon />
            <span>{suggestion.text}</span>
          </div>
        ))}
        {productSuggestions.map((product, offset) => {
          const index = querySuggestions.length + offset;
          return (
            <div
              key={`p-${product.href}`}
              className="fk-search__option fk-search__option--product"
              data-href={product.href}
              {...option(index)}
            >
              <img
                className="fk-search__thumb"
                src={imageUrl(product.image, { ...THUMB, fit: 'contain' })}
                width={THUMB.w}
                height={THUMB.h}
                alt=""
              />
              <span className="fk-search__product-name">{product.name}</span>
              <span className="fk-search__product-price">{formatMoneyOrPlaceholder(product.price)}</span>
            </div>
          );
        })}
      </div>
    </div>
  );
}
