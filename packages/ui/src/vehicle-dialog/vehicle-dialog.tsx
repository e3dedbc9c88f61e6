import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, useRef } from 'react';
import { Button } from '../button';
import { CloseIcon } from '../icons';
import {
  type VehicleSelect,
  VehicleSelectorFields,
  type VehicleSelectType,
} from '../vehicle-selector-fields';

/** Props of {@link VehicleDialog}. */
export type VehicleDialogProps = {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called when the dialog asks to open or close (Escape, overlay click, close button). */
  onOpenChange: (open: boolean) => void;
  /** The selects to show, in cascade order. */
  selects: readonly VehicleSelect[];
  /** Called when the shopper picks a value (null for the placeholder). */
  onSelect: (type: VehicleSelectType, value: string | null) => void;
  /** Whether saving is allowed (every required select chosen, no optional one in error). */
  canSave: boolean;
  /** Called when the shopper saves the vehicle. */
  onSave: () => void;
  /** Shows the save button waiting while the vehicle is being saved. */
  saving?: boolean;
  /** Dialog title. */
  title?: string;
  /** One line under the title. */
  description?: string;
  /** Text of the save button. */
  saveLabel?: string;
};

/** The vehicle selection dialog: one labelled select per fitment level and a save button. */
export function VehicleDialog({
  open,
  onOpenChange,
  selects,
  onSelect,
  canSave,
  onSave,
  saving = false,
  title = 'Select Your Vehicle',
  description = 'Choose your vehicle to see the parts that fit it.',
  saveLabel = 'Save Vehicle',
}: VehicleDialogProps) {
  // The dialog is opened from outside (no Radix Trigger), so focus is returned to the opener by hand.
  const openerRef = useRef<HTMLElement | null>(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canSave && !saving) onSave();
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fk-dialog__overlay" />
        <Dialog.Content
          className="fk-dialog fk-vehicle-dialog"
          data-slot="vehicle-dialog"
          onOpenAutoFocus={() => {
            openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const opener = openerRef.current;
            if (opener?.isConnected) {
              event.preventDefault();
              opener.focus();
            }
          }}
        >
          <div className="fk-dialog__header">
            <Dialog.Title className="fk-dialog__title">{title}</Dialog.Title>
            <Dialog.Close className="fk-dialog__close" aria-label="Close">
              <CloseIcon />
            </Dialog.Close>
          </div>
          <Dialog.Description className="fk-dialog__description">{description}</Dialog.Description>
          <form className="fk-vehicle-dialog__form" onSubmit={onSubmit} noValidate>
            <VehicleSelectorFields selects={selects} onSelect={onSelect} layout="grid" />
            <Button
              type="submit"
              color="ACTION"
              size="LARGE"
              icon="SAVE"
              fullWidth
              disabled={!canSave}
              waiting={saving}
            >
              {saveLabel}
            </Button>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
