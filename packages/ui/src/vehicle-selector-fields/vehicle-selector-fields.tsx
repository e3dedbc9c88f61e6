import type { FitmentLevel } from '@fitkit/fitment';
import { cva } from 'class-variance-authority';
import { type ComponentProps, useId } from 'react';
import { AlertIcon, ChevronDownIcon } from '../icons';
import { cn } from '../utils/cn';
import { invalidSelectMessage } from './messages';

/** One choice in a vehicle select. */
export type VehicleSelectOption = {
  /** Value sent back through `onSelect` (a year or a slug). */
  value: string;
  /** Text the shopper reads. */
  text: string;
};

/** The state of one vehicle select, as the fitment cascade produces it. */
export type VehicleSelect = {
  /** Which level this select picks. */
  type: FitmentLevel;
  /** Visible label, e.g. 'Year'. */
  label: string;
  /** Choices, in display order. */
  options: readonly VehicleSelectOption[];
  /** The chosen value, or null. */
  value: string | null;
  /** Disabled until the levels before it are chosen. */
  disabled: boolean;
  /** Options are being fetched. */
  loading?: boolean;
  /** Message shown under the select, e.g. when no option matches. */
  error?: string | null;
  /** Optional selects say so in their label. */
  optional?: boolean;
  /** The level does not apply to the vehicle: shown fixed, with its one option's text (the cascade's 'No {Label}'). */
  notApplicable?: boolean;
  /** The chosen value does not belong to the current vehicle: shows SPEC §5's invalid-select message. */
  invalid?: boolean;
};

/** How the selects are laid out; each layout adapts to the width of its container, not the viewport. */
export const VEHICLE_SELECTOR_LAYOUTS = ['stack', 'grid', 'row'] as const;
/** One of {@link VEHICLE_SELECTOR_LAYOUTS}. */
export type VehicleSelectorLayout = (typeof VEHICLE_SELECTOR_LAYOUTS)[number];

/** The states one select can be drawn in, most important first. */
export const VEHICLE_SELECT_STATES = [
  'not-applicable',
  'error',
  'invalid',
  'loading',
  'disabled',
  'selected',
  'empty',
] as const;
/** One of {@link VEHICLE_SELECT_STATES}. */
export type VehicleSelectState = (typeof VEHICLE_SELECT_STATES)[number];

const fieldsVariants = cva('fk-vehicle-fields', {
  variants: {
    layout: {
      stack: 'fk-vehicle-fields--stack',
      grid: 'fk-vehicle-fields--grid',
      row: 'fk-vehicle-fields--row',
    } satisfies Record<VehicleSelectorLayout, string>,
  },
  defaultVariants: { layout: 'grid' },
});

/** Props of {@link VehicleSelectorFields}. */
export type VehicleSelectorFieldsProps = Omit<ComponentProps<'div'>, 'children' | 'onSelect'> & {
  /** The selects to show, in cascade order. */
  selects: readonly VehicleSelect[];
  /** Called when the shopper picks a value (null for the placeholder). */
  onSelect: (type: FitmentLevel, value: string | null) => void;
  /** stack: one column; grid: two columns when there is room; row: as many per line as fit (one line on desktop). */
  layout?: VehicleSelectorLayout;
  /** Form field names are `{namePrefix}{type}` (e.g. 'year'), so a plain form post carries the choices. */
  namePrefix?: string;
};

/** The state a select is drawn in: a level that does not apply wins over everything else. */
export function vehicleSelectState(select: VehicleSelect): VehicleSelectState {
  if (select.notApplicable) return 'not-applicable';
  if (select.error) return 'error';
  if (select.invalid) return 'invalid';
  if (select.loading) return 'loading';
  if (select.disabled) return 'disabled';
  return select.value ? 'selected' : 'empty';
}

/**
 * The labelled vehicle selects (year, make, model, then body, bed and engine when shown). The same list renders in
 * the vehicle dialog, the inline 'Select Your Vehicle' bar and CMS blocks; the cascade itself lives outside.
 */
export function VehicleSelectorFields({
  selects,
  onSelect,
  layout = 'grid',
  namePrefix = '',
  className,
  ...props
}: VehicleSelectorFieldsProps) {
  return (
    <div
      data-slot="vehicle-selector-fields"
      data-layout={layout}
      className={cn(fieldsVariants({ layout }), className)}
      {...props}
    >
      <div className="fk-vehicle-fields__list">
        {selects.map((select) => (
          <VehicleSelectField key={select.type} select={select} onSelect={onSelect} namePrefix={namePrefix} />
        ))}
      </div>
    </div>
  );
}

function VehicleSelectField({
  select,
  onSelect,
  namePrefix,
}: {
  select: VehicleSelect;
  onSelect: VehicleSelectorFieldsProps['onSelect'];
  namePrefix: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const invalidId = `${id}-invalid`;
  const state = vehicleSelectState(select);
  const notApplicable = state === 'not-applicable';
  const showInvalid = Boolean(select.invalid) && !notApplicable;
  const showError = Boolean(select.error) && !notApplicable;
  // Read in the order the lines are shown.
  const describedBy = [showInvalid ? invalidId : null, showError ? errorId : null].filter(Boolean).join(' ');
  const placeholder = select.loading ? 'Loading…' : `Select ${select.label}`;
  return (
    <div className="fk-vehicle-select" data-type={select.type} data-state={state}>
      <label htmlFor={id} className="fk-vehicle-select__label">
        {select.label}
        {select.optional ? <span className="fk-vehicle-select__optional"> (optional)</span> : null}
      </label>
      <span className="fk-vehicle-select__control">
        {notApplicable ? (
          // The level does not apply, so there is nothing to choose: a fixed, disabled select says so.
          <select
            id={id}
            className="fk-vehicle-select__select"
            name={`${namePrefix}${select.type}`}
            defaultValue={select.value ?? ''}
            disabled
          >
            <option value={select.value ?? ''}>
              {select.options.find((option) => option.value === select.value)?.text}
            </option>
          </select>
        ) : (
          <select
            id={id}
            className="fk-vehicle-select__select"
            name={`${namePrefix}${select.type}`}
            value={select.value ?? ''}
            disabled={select.disabled}
            aria-busy={select.loading || undefined}
            aria-invalid={showError || showInvalid ? true : undefined}
            aria-describedby={describedBy || undefined}
            onChange={(event) => onSelect(select.type, event.currentTarget.value || null)}
          >
            <option value="">{placeholder}</option>
            {select.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.text}
              </option>
            ))}
          </select>
        )}
        <ChevronDownIcon className="fk-vehicle-select__chevron" />
      </span>
      {showInvalid ? (
        <p id={invalidId} className="fk-vehicle-select__error" data-slot="vehicle-select-invalid">
          <AlertIcon /> {invalidSelectMessage(select.type)}
        </p>
      ) : null}
      {showError ? (
        <p id={errorId} className="fk-vehicle-select__error" data-slot="vehicle-select-error">
          <AlertIcon /> {select.error}
        </p>
      ) : null}
    </div>
  );
}
