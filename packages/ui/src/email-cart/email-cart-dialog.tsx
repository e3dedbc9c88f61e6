import * as Dialog from '@radix-ui/react-dialog';
import { EmailCartForm, type EmailCartFormProps } from '../email-cart-form/email-cart-form';
import { DialogFrame } from '../utils/dialog-frame';
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
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      slot="email-cart-dialog"
      title="Email Cart"
      // The shopper starts with their name rather than the close button.
      initialFocus='input[name="name"]'
    >
      <Dialog.Description className="fk-dialog__description">{EMAIL_CART_TOOLTIP}</Dialog.Description>
      <EmailCartForm {...form} />
    </DialogFrame>
  );
}
