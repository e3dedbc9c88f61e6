import type { DRILL_UNSELECTED, DrillOption } from '@fitkit/fitment';
import { type ComponentProps, useId } from 'react';
import { ChevronDownIcon } from '../icons';
import { cn } from '../utils/cn';
import { invalidSelectMessage } from '../vehicle-selector-fields/messages';

/** One choice of a drill as the select shows it: the fitment drill option, its flags optional. */
export type DrillSelectOption = Pick<DrillOption, 'value' | 'text'> &
  Partial<Pick<DrillOption, 'isDisabled' | 'isHidden'>>;

// The placeholder's own DOM value: HTML's empty value for 'nothing chosen', never sent as a choice.
const PLACEHOLDER_VALUE = '';

/** A drill of a product line (SPEC §3 Drill), structurally. */
export type DrillSelectDrill = {
  /** Drill type, e.g. 'color' or 'year'. */
  type: string;
  /** The choices. */
  options: readonly DrillSelectOption[];
  /** The chosen value; the fitment's DRILL_UNSELECTED (or null) when nothing is chosen. */
  currentValue: string | typeof DRILL_UNSELECTED | null;
  /** Cannot be changed now (e.g. an earlier drill is unchosen). */
  isDisabled?: boolean;
  /** Chosen from the vehicle (year, make, model…). */
  isFitment?: boolean;
};

/** 'color' → 'Color', 'bed_length' → 'Bed Length'. */
export function drillTypeLabel(type: string): string {
  return type
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}

/** Props of {@link DrillSelect}. */
export type DrillSelectProps = Omit<ComponentProps<'select'>, 'value' | 'onChange' | 'defaultValue'> & {
  /** The drill to show. */
  drill: DrillSelectDrill;
  /** Called with the chosen value, or null when the shopper goes back to the placeholder. */
  onDrillChange: (value: string | null) => void;
  /** Label text; by default the drill type in words (the product config's nameMap may say better). */
  label?: string;
  /** Marks the select as needing a choice, e.g. after 'Add to Cart' with nothing chosen. */
  invalid?: boolean;
  /**
   * The message shown when invalid; defaults to 'Please select a {Type}', or for a fitment drill (invalid because the
   * vehicle does not fit) SPEC §5's 'This {type} is not valid for your current vehicle.'
   */
  errorMessage?: string;
};

/** One labelled native select of a product drill, with 'Select {Type}' while unchosen. */
export function DrillSelect({
  drill,
  onDrillChange,
  label,
  invalid = false,
  errorMessage,
  id,
  className,
  ...props
}: DrillSelectProps) {
  const generated = useId();
  const selectId = id ?? generated;
  const errorId = `${selectId}-error`;
  const typeLabel = label ?? drillTypeLabel(drill.type);
  // Only a string is a choice: DRILL_UNSELECTED is the one number the type allows.
  const current = typeof drill.currentValue === 'string' ? drill.currentValue : null;
  const visible = drill.options.filter((option) => !option.isHidden);
  const chosen = current !== null && visible.some((option) => option.value === current);
  const state = drill.isDisabled ? 'disabled' : invalid ? 'invalid' : chosen ? 'selected' : 'unselected';
  return (
    <div
      data-slot="drill-select"
      data-state={state}
      data-fitment={drill.isFitment ? 'true' : undefined}
      className={cn('fk-drill', className)}
    >
      <label htmlFor={selectId} className="fk-drill__label">
        {typeLabel}
        {drill.isFitment ? <span className="fk-drill__fitment">Vehicle</span> : null}
      </label>
      <span className="fk-drill__control">
        <select
          id={selectId}
          className="fk-drill__select"
          value={chosen ? current : PLACEHOLDER_VALUE}
          disabled={drill.isDisabled}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => {
            const { value } = event.currentTarget;
            onDrillChange(value === PLACEHOLDER_VALUE ? null : value);
          }}
          {...props}
        >
          <option value={PLACEHOLDER_VALUE} disabled={chosen}>
            Select {typeLabel}
          </option>
          {visible.map((option) => (
            <option key={option.value} value={option.value} disabled={option.isDisabled}>
              {option.text}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="fk-drill__chevron" />
      </span>
      {invalid ? (
        <p id={errorId} className="fk-drill__error">
          {errorMessage ??
            (drill.isFitment
              ? invalidSelectMessage(typeLabel.toLowerCase())
              : `Please select a ${typeLabel}`)}
        </p>
      ) : null}
    </div>
  );
}
