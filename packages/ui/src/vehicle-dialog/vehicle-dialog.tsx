import type { FitmentLevel, VehicleSelectorMode } from '@fitkit/fitment';
import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, useState } from 'react';
import { Button } from '../button';
import { FitBadge } from '../fit-badge';
import { Garage, type GarageVehicle } from '../garage';
import { DialogFrame } from '../utils/dialog-frame';
import { type VehicleSelect, VehicleSelectorFields } from '../vehicle-selector-fields';
import { VinLookup, type VinLookupProps } from '../vin-lookup';
import { VEHICLE_DIALOG_TEXT } from './modes';

/** Props of {@link VehicleDialog}. */
export type VehicleDialogProps = {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called when the dialog asks to open or close (Escape, overlay click, close button). */
  onOpenChange: (open: boolean) => void;
  /** The selects to show, in cascade order. */
  selects: readonly VehicleSelect[];
  /** Called when the shopper picks a value (null for the placeholder). */
  onSelect: (type: FitmentLevel, value: string | null) => void;
  /** Whether saving is allowed (every required select chosen, no optional one in error). */
  canSave: boolean;
  /** Called when the shopper saves the vehicle. */
  onSave: () => void;
  /** Shows the save button waiting while the vehicle is being saved. */
  saving?: boolean;
  /** FITS checks a product, SAME_DAY_SHIPPING shops parts that ship today, MMY (default) picks the vehicle. */
  mode?: VehicleSelectorMode;
  /** Dialog title; defaults to the mode's. */
  title?: string;
  /** One line under the title; defaults to the mode's. */
  description?: string;
  /** Text of the save button; defaults to the mode's. */
  saveLabel?: string;
  /** FITS mode: name of the product being checked, shown under the title. */
  product?: string | null;
  /** FITS mode: the answer for the chosen vehicle, announced as a status message; null before checking. */
  fitResult?: 'fits' | 'does-not-fit' | null;
  /** Name of the chosen vehicle, for the fit answer, e.g. '2021 Jeep Wrangler'. */
  vehicleName?: string | null;
  /** Shows a 'Clear vehicle' button and is called when it is pressed. */
  onClear?: () => void;
  /** Text of the clear button. */
  clearLabel?: string;
  /** Saved vehicles, listed as 'My Garage' above the selects when there are any. */
  garage?: readonly GarageVehicle[];
  /** Called with a saved vehicle's id when the shopper switches to it. */
  onSwitch?: (id: string) => void;
  /** Shows a Remove button per saved vehicle and is called with its id. */
  onRemove?: (id: string) => void;
  /** Saved vehicles with a switch or removal in flight. */
  garageBusyIds?: readonly string[];
  /** Shows the VIN look-up under the selects, folded until opened (or while it has an answer). */
  vinLookup?: VinLookupProps;
};

/**
 * The vehicle selection dialog: the shopper's garage, one labelled select per fitment level, a save button, and
 * optionally a VIN look-up. Its words follow the mode (check a product's fit, same-day shipping, or plain MMY).
 */
export function VehicleDialog({
  open,
  onOpenChange,
  selects,
  onSelect,
  canSave,
  onSave,
  saving = false,
  mode = 'MMY',
  title,
  description,
  saveLabel,
  product,
  fitResult = null,
  vehicleName,
  onClear,
  clearLabel = 'Clear vehicle',
  garage = [],
  onSwitch,
  onRemove,
  garageBusyIds,
  vinLookup,
}: VehicleDialogProps) {
  const text = VEHICLE_DIALOG_TEXT[mode] ?? VEHICLE_DIALOG_TEXT.MMY;
  const [vinOpen, setVinOpen] = useState(Boolean(vinLookup?.error || vinLookup?.result));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canSave && !saving) onSave();
  };
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      slot="vehicle-dialog"
      title={title ?? text.title}
      data-mode={mode}
    >
      {mode === 'FITS' && product ? (
        <p className="fk-vehicle-dialog__product" data-slot="vehicle-dialog-product">
          {product}
        </p>
      ) : null}
      <Dialog.Description className="fk-dialog__description">
        {description ?? text.description}
      </Dialog.Description>
      {onSwitch ? (
        <Garage
          className="fk-vehicle-dialog__garage"
          garage={garage}
          onSwitch={onSwitch}
          onRemove={onRemove}
          busyIds={garageBusyIds}
        />
      ) : null}
      <form className="fk-vehicle-dialog__form" onSubmit={onSubmit} noValidate>
        <VehicleSelectorFields selects={selects} onSelect={onSelect} layout="grid" />
        {mode === 'FITS' ? (
          // A status region that is there before the answer, so the answer is announced when it comes.
          <div role="status" className="fk-vehicle-dialog__result" data-slot="vehicle-dialog-result">
            {fitResult ? <FitBadge status={fitResult} vehicleName={vehicleName} size="lg" /> : null}
          </div>
        ) : null}
        <Button
          type="submit"
          color="ACTION"
          size="LARGE"
          icon="SAVE"
          fullWidth
          disabled={!canSave}
          waiting={saving}
        >
          {saveLabel ?? text.saveLabel}
        </Button>
        {onClear ? (
          <button type="button" className="fk-link-button fk-vehicle-dialog__clear" onClick={onClear}>
            {clearLabel}
          </button>
        ) : null}
      </form>
      {vinLookup ? (
        <details
          className="fk-vehicle-dialog__vin"
          open={vinOpen}
          onToggle={(event) => setVinOpen(event.currentTarget.open)}
        >
          <summary className="fk-vehicle-dialog__vin-summary">Know your VIN? Look up your vehicle</summary>
          <VinLookup {...vinLookup} />
        </details>
      ) : null}
    </DialogFrame>
  );
}
