import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useRef } from 'react';
import { CloseIcon } from '../icons';
import { useReturnFocus } from '../utils/return-focus';

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
  // Opened from outside (no Radix Trigger), so focus is returned to the opener by hand.
  const returnFocus = useReturnFocus();
  const content = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fk-dialog__overlay" />
        <Dialog.Content
          className="fk-dialog fk-login-dialog"
          data-slot="login-dialog"
          ref={content}
          {...returnFocus}
          onOpenAutoFocus={(event) => {
            returnFocus.onOpenAutoFocus();
            // The shopper starts with the e-mail (or the only button) rather than the close button.
            event.preventDefault();
            content.current
              ?.querySelector<HTMLElement>('form input:not([type="hidden"]), form button')
              ?.focus();
          }}
        >
          <div className="fk-dialog__header">
            <Dialog.Title className="fk-dialog__title">{title}</Dialog.Title>
            <Dialog.Close className="fk-dialog__close" aria-label="Close">
              <CloseIcon />
            </Dialog.Close>
          </div>
          <Dialog.Description className="fk-dialog__description">{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
