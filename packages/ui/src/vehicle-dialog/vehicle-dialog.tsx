import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, useId, useRef } from 'react';
import { Button } from '../button';
import { AlertIcon, ChevronDownIcon, CloseIcon } from '../icons';

/** The fitment levels a vehicle select can stand for, in cascade order. */
export type VehicleSelectType = 'year' | 'make' | 'model' | 'body' | 'bed' | 'engine';

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
  type: VehicleSelectType;
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
};

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
            <div className="fk-vehicle-dialog__selects">
              {selects.map((select) => (
                <VehicleSelectField key={select.type} select={select} onSelect={onSelect} />
              ))}
            </div>
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

function VehicleSelectField({
  select,
  onSelect,
}: {
  select: VehicleSelect;
  onSelect: VehicleDialogProps['onSelect'];
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const placeholder = select.loading ? 'Loading…' : `Select ${select.label}`;
  const state = select.error
    ? 'error'
    : select.loading
      ? 'loading'
      : select.disabled
        ? 'disabled'
        : select.value
          ? 'selected'
          : 'empty';
  return (
    <div className="fk-vehicle-select" data-type={select.type} data-state={state}>
      <label htmlFor={id} className="fk-vehicle-select__label">
        {select.label}
        {select.optional ? <span className="fk-vehicle-select__optional"> (optional)</span> : null}
      </label>
      <span className="fk-vehicle-select__control">
        <select
          id={id}
          className="fk-vehicle-select__select"
          value={select.value ?? ''}
          disabled={select.disabled}
          aria-busy={select.loading || undefined}
          aria-invalid={select.error ? true : undefined}
          aria-describedby={select.error ? errorId : undefined}
          onChange={(event) => onSelect(select.type, event.currentTarget.value || null)}
        >
          <option value="">{placeholder}</option>
          {select.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.text}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="fk-vehicle-select__chevron" />
      </span>
      {select.error ? (
        <p id={errorId} className="fk-vehicle-select__error">
          <AlertIcon /> {select.error}
        </p>
      ) : null}
    </div>
  );
}
