import type { ComponentProps } from 'react';
import { AlertIcon } from '../icons';
import { cn } from '../utils/cn';

/** Props of {@link FieldError}. */
export type FieldErrorProps = Omit<ComponentProps<'p'>, 'children'> & {
  /** Id the input points at with `aria-describedby`. */
  id: string;
  /** The message; nothing is rendered without one. */
  message: string | null | undefined;
};

/** The error line beneath a field. */
export function FieldError({ id, message, className, ...props }: FieldErrorProps) {
  if (!message) return null;
  return (
    <p id={id} data-slot="field-error" className={cn('fk-field-error', className)} {...props}>
      {message}
    </p>
  );
}

/** Props of {@link GeneralError}. */
export type GeneralErrorProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The message; nothing is rendered without one. */
  message: string | null | undefined;
};

/** A form-wide error in a red box, announced as soon as it appears. */
export function GeneralError({ message, className, ...props }: GeneralErrorProps) {
  if (!message) return null;
  return (
    <div role="alert" data-slot="general-error" className={cn('fk-general-error', className)} {...props}>
      <AlertIcon />
      <p>{message}</p>
    </div>
  );
}
