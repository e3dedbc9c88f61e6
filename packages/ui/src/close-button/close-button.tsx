import { CloseIcon } from '../icons';

/** Props of {@link CloseButton}. */
export type CloseButtonProps = {
  /** Accessible name, saying what closes. */
  label: string;
  /** Called on click. */
  onClick: () => void;
};

/** The icon-only × button of dismissible messages (toasts, general message boxes, the offline bar). */
export function CloseButton({ label, onClick }: CloseButtonProps) {
  return (
    <button type="button" className="fk-close-button" aria-label={label} onClick={onClick}>
      <CloseIcon />
    </button>
  );
}
