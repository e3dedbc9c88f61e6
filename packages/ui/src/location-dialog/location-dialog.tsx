import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../button/button';
import { DialogFrame } from '../utils/dialog-frame';

/** Where a shopper is, as a geolocation service guesses it or the shopper confirms it. */
export type ShopperLocation = {
  /** The 5-digit US ZIP code. */
  zip: string;
  /** The city, when known. */
  city?: string;
  /** The state or region, when known. */
  region?: string;
};

/** Props of {@link LocationDialog}. */
export type LocationDialogProps = {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called when the dialog asks to open or close (Escape, overlay click, close button, a confirmed location). */
  onOpenChange: (open: boolean) => void;
  /** The guessed location; `undefined` while it is being guessed, null when there is no guess. */
  guess: ShopperLocation | null | undefined;
  /** The shopper confirmed the guess or typed their ZIP code. */
  onConfirm: (location: ShopperLocation) => void;
};

/** What the ZIP field says when it is not five digits. */
export const ZIP_CODE_MESSAGE = 'Please enter a 5-digit ZIP code';

/** The dialog's title. */
export const LOCATION_DIALOG_TITLE = 'Confirm Your Location';

const ZIP_CODE = /^\d{5}$/;

/** A location as a line of text: 'Austin, TX 73301'. */
export function describeLocation({ zip, city, region }: ShopperLocation): string {
  const place = [city, region].filter(Boolean).join(', ');
  return place ? `${place} ${zip}` : zip;
}

/** The ZIP code form: the shopper's own answer when the guess is wrong or missing. */
function ZipForm({ onConfirm, label }: { onConfirm: (zip: string) => void; label: string }) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const zip = String(new FormData(event.currentTarget).get('zip') ?? '').trim();
    if (!ZIP_CODE.test(zip)) {
      setError(ZIP_CODE_MESSAGE);
      return;
    }
    onConfirm(zip);
  };
  return (
    <form className="fk-location-dialog__zip" onSubmit={submit} noValidate aria-label={label}>
      <label htmlFor={`${id}-zip`}>{label}</label>
      <input
        id={`${id}-zip`}
        name="zip"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={5}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={() => setError(null)}
      />
      <Button type="submit" variant="OUTLINE">
        Use this ZIP code
      </Button>
      {error && (
        <p id={`${id}-error`} className="fk-location-dialog__error">
          {error}
        </p>
      )}
    </form>
  );
}

/**
 * The location confirmation (`mod=confirmLocationPopup`): the guessed location with a button to confirm it, and a
 * ZIP code field for a shopper the guess is wrong for (or who has none). Focus returns to the opener on close.
 */
export function LocationDialog({ open, onOpenChange, guess, onConfirm }: LocationDialogProps) {
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      slot="location-dialog"
      title={LOCATION_DIALOG_TITLE}
      aria-busy={guess === undefined}
    >
      {guess === undefined ? (
        <Dialog.Description className="fk-dialog__description" role="status">
          Finding your location…
        </Dialog.Description>
      ) : guess ? (
        <>
          <Dialog.Description className="fk-dialog__description">
            We think you are in <strong>{describeLocation(guess)}</strong>. Prices, stock and shipping times
            are shown for this location.
          </Dialog.Description>
          <Button type="button" onClick={() => onConfirm(guess)}>
            Yes, that's right
          </Button>
          <ZipForm label="Not right? Enter your ZIP code" onConfirm={(zip) => onConfirm({ zip })} />
        </>
      ) : (
        <>
          <Dialog.Description className="fk-dialog__description">
            We could not tell where you are. Shipping times are shown for the ZIP code you enter.
          </Dialog.Description>
          <ZipForm label="Your ZIP code" onConfirm={(zip) => onConfirm({ zip })} />
        </>
      )}
    </DialogFrame>
  );
}
