import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { DialogFrame } from '../utils/dialog-frame';

/** Props of {@link LoginDialog}. */
export type LoginDialogProps = {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called when the dialog asks to open or close (Escape, overlay click, close button). */
  onOpenChange: (open: boolean) => void;
  /** The heading, also the dialog's name. */
  title?: string;
  /** A line under the heading. */
  description?: string;
  /** The ways to sign in: the sign-in form, the hosted sign-in service's button, or both. */
  children: ReactNode;
};

/**
 * The login modal (SPEC §2's Account link opens it): a heading and the host's ways to sign in. Focus starts on the
 * first field (or button), stays inside while open, and returns to the opener when it closes; Escape closes it.
 */
export function LoginDialog({
  open,
  onOpenChange,
  title = 'Sign in',
  description = 'Sign in to see your account, orders and wishlist.',
  children,
}: LoginDialogProps) {
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      slot="login-dialog"
      title={title}
      // The shopper starts with the e-mail (or the only button) rather than the close button.
      initialFocus={'form input:not([type="hidden"]), form button'}
    >
      <Dialog.Description className="fk-dialog__description">{description}</Dialog.Description>
      {children}
    </DialogFrame>
  );
}
