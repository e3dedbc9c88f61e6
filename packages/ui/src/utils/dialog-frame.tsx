import * as Dialog from '@radix-ui/react-dialog';
import { type ComponentProps, type ReactNode, useRef } from 'react';
import { CloseIcon } from '../icons';
import { useReturnFocus } from './return-focus';

/** Props of {@link DialogFrame}. */
export type DialogFrameProps = Omit<
  ComponentProps<typeof Dialog.Content>,
  'title' | 'className' | 'ref' | 'onOpenAutoFocus' | 'onCloseAutoFocus'
> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's name: its `data-slot` and its class `fk-{slot}`. */
  slot: string;
  title: ReactNode;
  /** A selector inside the dialog for where focus starts; otherwise Radix's first focusable (the close button). */
  initialFocus?: string;
  children: ReactNode;
};

/**
 * The shop's modal dialog (Radix): overlay, a header with the title and the close button, and the content. The shop
 * opens its dialogs from the URL (`?mod=`), not from a Radix Trigger, so focus is given back to the opener by hand.
 */
export function DialogFrame({
  open,
  onOpenChange,
  slot,
  title,
  initialFocus,
  children,
  ...content
}: DialogFrameProps) {
  const returnFocus = useReturnFocus();
  const ref = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fk-dialog__overlay" />
        <Dialog.Content
          {...content}
          className={`fk-dialog fk-${slot}`}
          data-slot={slot}
          ref={ref}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
          onOpenAutoFocus={(event) => {
            returnFocus.onOpenAutoFocus();
            if (!initialFocus) return;
            event.preventDefault();
            ref.current?.querySelector<HTMLElement>(initialFocus)?.focus();
          }}
        >
          <div className="fk-dialog__header">
            <Dialog.Title className="fk-dialog__title">{title}</Dialog.Title>
            <Dialog.Close className="fk-dialog__close" aria-label="Close">
              <CloseIcon />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
