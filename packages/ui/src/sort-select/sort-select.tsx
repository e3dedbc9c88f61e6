import { type ComponentProps, useEffect, useId, useState } from 'react';
import { ChevronDownIcon } from '../icons';
import { cn } from '../utils/cn';
import { SORT_LABELS, SORT_OPTIONS, type SortOption } from './sort-options';

/** Props of {@link SortSelect}. */
export type SortSelectProps = Omit<ComponentProps<'form'>, 'children' | 'onChange'> & {
  /** The sort order in force. */
  value: SortOption;
  /** Called with the chosen order; without it the form submits itself as a GET. */
  onSortChange?: (sort: SortOption) => void;
  /** Other query parameters to keep when the form submits (e.g. `q`, `sameDayShipping`); `page` is dropped. */
  hiddenFields?: Readonly<Record<string, string>>;
  /** Where the form goes; defaults to the current page. */
  action?: string;
  /** Label text. */
  label?: string;
};

/** The listing's sort order: a native select in a GET form, with an 'Apply' button only while JS is not running. */
export function SortSelect({
  value,
  onSortChange,
  hiddenFields = {},
  action,
  label = 'Sort by',
  className,
  ...props
}: SortSelectProps) {
  const id = useId();
  // The button is for pages without JavaScript; once hydrated, a change applies at once.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <form
      method="get"
      action={action}
      data-slot="sort-select"
      data-state={hydrated ? 'interactive' : 'static'}
      className={cn('fk-sort', className)}
      {...props}
    >
      {Object.entries(hiddenFields).map(([name, fieldValue]) => (
        <input key={name} type="hidden" name={name} value={fieldValue} />
      ))}
      <label htmlFor={id} className="fk-sort__label">
        {label}
      </label>
      <span className="fk-sort__control">
        <select
          id={id}
          name="sort"
          className="fk-sort__select"
          value={value}
          onChange={(event) => {
            const next = event.currentTarget.value as SortOption;
            if (onSortChange) onSortChange(next);
            else event.currentTarget.form?.requestSubmit();
          }}
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {SORT_LABELS[option]}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="fk-sort__chevron" />
      </span>
      <button type="submit" className="fk-sort__apply fk-link-button" hidden={hydrated}>
        Apply
      </button>
    </form>
  );
}
