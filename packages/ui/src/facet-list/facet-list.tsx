import { type ComponentProps, useId } from 'react';
import { useUi } from '../provider';
import { cn } from '../utils/cn';

/** The facet groups a listing can show (SPEC §9); same-day shipping only by theme flag. */
export const FACET_KINDS = ['category', 'price', 'brand', 'special', 'sameDay'] as const;
/** One of {@link FACET_KINDS}. */
export type FacetKind = (typeof FACET_KINDS)[number];

/** One value of a facet: a link that applies (or, when selected, removes) it. */
export type FacetValue = {
  /** What the shopper reads, e.g. 'Bumpers', 'Trail Armor', 'Deals', '$100 to $250'. */
  label: string;
  /** Matching products with this value applied. */
  count: number;
  /** The listing with this value toggled; a plain link so filtering works without JavaScript. */
  href: string;
  /** Whether the value is applied now. */
  selected: boolean;
};

/** The min/max form of the price facet: a GET form that keeps the other filters. */
export type FacetPriceRange = {
  /** Where the form goes (the listing's path). */
  action: string;
  /** Current lower bound in whole dollars. */
  min?: number | null;
  /** Current upper bound in whole dollars. */
  max?: number | null;
  /** Query parameter names of the bounds. */
  names?: { min: string; max: string };
  /** Other query parameters to keep (the page is dropped by the app). */
  hiddenFields?: Readonly<Record<string, string>>;
};

/** A group of facet values. */
export type FacetGroup = {
  /** Which facet this is; decides how its values look (links, checkboxes, toggles). */
  kind: FacetKind;
  /** Heading; defaults by kind ('Category', 'Price', 'Brand', 'Special', 'Shipping'). */
  title?: string;
  /** The values with their counts. */
  values: readonly FacetValue[];
  /** Price only: a min/max form beside (or instead of) the buckets. */
  range?: FacetPriceRange;
};

/** Props of {@link FacetList}. */
export type FacetListProps = Omit<ComponentProps<'nav'>, 'children'> & {
  /** Facet groups in display order. */
  groups: readonly FacetGroup[];
  /** Shows the same-day shipping group (a theme flag). */
  showSameDay?: boolean;
  /** The listing without any filter; shown as 'Clear all' while a value is selected. */
  clearHref?: string;
  /** Heading of the whole list. */
  title?: string;
};

const DEFAULT_TITLES: Record<FacetKind, string> = {
  category: 'Category',
  price: 'Price',
  brand: 'Brand',
  special: 'Special',
  sameDay: 'Shipping',
};

const VALUE_STYLE: Record<FacetKind, 'link' | 'checkbox' | 'toggle'> = {
  category: 'link',
  price: 'checkbox',
  brand: 'checkbox',
  special: 'toggle',
  sameDay: 'toggle',
};

function PriceRangeForm({ range }: { range: FacetPriceRange }) {
  const id = useId();
  const names = range.names ?? { min: 'minPrice', max: 'maxPrice' };
  return (
    <form method="get" action={range.action} className="fk-facets__range" data-slot="facet-price-range">
      {Object.entries(range.hiddenFields ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={`${id}-min`} className="fk-facets__range-label">
        Min $
      </label>
      <input
        id={`${id}-min`}
        name={names.min}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        defaultValue={range.min ?? undefined}
        className="fk-facets__range-input"
      />
      <label htmlFor={`${id}-max`} className="fk-facets__range-label">
        Max $
      </label>
      <input
        id={`${id}-max`}
        name={names.max}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        defaultValue={range.max ?? undefined}
        className="fk-facets__range-input"
      />
      <button type="submit" className="fk-facets__range-submit fk-focusable">
        Go
      </button>
    </form>
  );
}

/** A listing's filters: every value is a link the app builds, so each filtered page is shareable and SSR-able. */
export function FacetList({
  groups,
  showSameDay = false,
  clearHref,
  title = 'Filters',
  className,
  ...props
}: FacetListProps) {
  const { Link } = useUi();
  const headingId = useId();
  const shown = groups.filter((group) => group.kind !== 'sameDay' || showSameDay);
  const anySelected = shown.some((group) => group.values.some((value) => value.selected));
  return (
    <nav aria-labelledby={headingId} data-slot="facet-list" className={cn('fk-facets', className)} {...props}>
      <div className="fk-facets__header">
        <h2 id={headingId} className="fk-facets__title">
          {title}
        </h2>
        {clearHref && anySelected ? (
          <Link href={clearHref} className="fk-link fk-facets__clear">
            Clear all
          </Link>
        ) : null}
      </div>
      {shown.map((group) => {
        const style = VALUE_STYLE[group.kind];
        const groupTitle = group.title ?? DEFAULT_TITLES[group.kind];
        return (
          <details
            key={`${group.kind}-${groupTitle}`}
            open
            className="fk-facets__group"
            data-kind={group.kind}
          >
            <summary className="fk-facets__group-title fk-focusable">{groupTitle}</summary>
            {group.values.length > 0 ? (
              <ul className="fk-facets__values">
                {group.values.map((value) => (
                  <li key={value.href}>
                    <Link
                      href={value.href}
                      // Filter combinations are endless; only category links are worth crawling.
                      rel={style === 'link' ? undefined : 'nofollow'}
                      className={`fk-facets__value fk-facets__value--${style} fk-focusable`}
                      data-state={value.selected ? 'selected' : 'idle'}
                      aria-current={style === 'link' && value.selected ? 'page' : undefined}
                    >
                      {style === 'link' ? null : <span className="fk-facets__mark" aria-hidden="true" />}
                      <span className="fk-facets__label">
                        {value.label}{' '}
                        <span className="fk-facets__count">
                          ({value.count}
                          <span className="fk-visually-hidden">
                            {value.count === 1 ? ' product' : ' products'}
                          </span>
                          )
                        </span>
                        {value.selected && style !== 'link' ? (
                          <span className="fk-visually-hidden">, selected</span>
                        ) : null}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
            {group.kind === 'price' && group.range ? <PriceRangeForm range={group.range} /> : null}
          </details>
        );
      })}
    </nav>
  );
}
