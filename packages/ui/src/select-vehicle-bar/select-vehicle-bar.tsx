import type { FitmentLevel } from '@fitkit/fitment';
import { type ComponentProps, type FormEvent, useId } from 'react';
import { Button } from '../button';
import { cn } from '../utils/cn';
import { type VehicleSelect, VehicleSelectorFields } from '../vehicle-selector-fields';

/** Props of {@link SelectVehicleBar}. */
export type SelectVehicleBarProps = Omit<ComponentProps<'section'>, 'children' | 'onSelect'> & {
  /** The selects to show, in cascade order. */
  selects: readonly VehicleSelect[];
  /** Called when the shopper picks a value (null for the placeholder). */
  onSelect: (type: FitmentLevel, value: string | null) => void;
  /** Whether every required select is chosen (and no optional one is in error); 'Shop Now' waits for it. */
  canSave: boolean;
  /** Called when the shopper presses 'Shop Now'. */
  onShopNow: () => void;
  /** Shows 'Shop Now' waiting while the vehicle is being saved. */
  saving?: boolean;
  /** Heading text. */
  title?: string;
  /** Text of the submit button. */
  shopNowLabel?: string;
  /** Heading level, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
};

/**
 * The inline 'Select Your Vehicle' bar (SPEC §2), for pages to show while the vehicle is incomplete: the selects on
 * one line when there is room (stacked on phones) and 'Shop Now', disabled until every required select is chosen.
 */
export function SelectVehicleBar({
  selects,
  onSelect,
  canSave,
  onShopNow,
  saving = false,
  title = 'Select Your Vehicle',
  shopNowLabel = 'Shop Now',
  headingLevel = 2,
  className,
  ...props
}: SelectVehicleBarProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canSave && !saving) onShopNow();
  };
  return (
    <section
      aria-labelledby={titleId}
      data-slot="select-vehicle-bar"
      data-state={canSave ? 'complete' : 'incomplete'}
      className={cn('fk-select-vehicle-bar', className)}
      {...props}
    >
      <Heading id={titleId} className="fk-select-vehicle-bar__title">
        {title}
      </Heading>
      <form className="fk-select-vehicle-bar__form" onSubmit={onSubmit} noValidate>
        <VehicleSelectorFields
          className="fk-select-vehicle-bar__fields"
          selects={selects}
          onSelect={onSelect}
          layout="row"
        />
        <Button
          type="submit"
          color="ACTION"
          icon="ARROW"
          className="fk-select-vehicle-bar__submit"
          disabled={!canSave}
          waiting={saving}
        >
          {shopNowLabel}
        </Button>
      </form>
    </section>
  );
}
