import * as Dialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import { EmailCartForm, type EmailCartFormProps } from '../email-cart-form/email-cart-form';
import { CloseIcon } from '../icons';
import { useReturnFocus } from '../utils/return-focus';
import { EMAIL_CART_TOOLTIP } from './email-cart-link';

/** Props of {@link EmailCartDialog}. */
export type EmailCartDialogProps = EmailCartFormProps & {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called when the dialog asks to open or close (Escape, overlay click, close button). */
  onOpenChange: (open: boolean) => void;
};

/**
 * The Email Cart dialog (`mod=sc`): what it does, then name and e-mail. Focus starts on the name and returns to
 * the opener when it closes; Escape closes it.
 */
export function EmailCartDialog({ open, onOpenChange, ...form }: EmailCartDialogProps) {
  // Opened from outside (no Radix Trigger), so focus is returned to the opener by hand.
  const returnFocus = useReturnFocus();
  const content = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fk-dialog__overlay" />
        <Dialog.Content
          className="fk-dialog fk-email-cart-dialog"
          data-slot="email-cart-dialog"
          ref={content}
          {...returnFocus}
          onOpenAutoFocus={(event) => {
            returnFocus.onOpenAutoFocus();
            // The shopper starts with their name rather than the close button.
            event.preventDefault();
            content.current?.querySelector<HTMLInputElement>('input[name="name"]')?.focus();
          }}
        >
          <div className="fk-dialog__header">
            <Dialog.Title className="fk-dialog__title">Email Cart</Dialog.Title>
            <Dialog.Close className="fk-dialog__close" aria-label="Close">
              <CloseIcon />
            </Dialog.Close>
          </div>
          <Dialog.Description className="fk-dialog__description">{EMAIL_CART_TOOLTIP}</Dialog.Description>
          <EmailCartForm {...form} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
