import { type RefObject, useEffect } from 'react';
import type { FormValidation } from './use-form-validation';

/** One entry of the server's `errors` list: the field it concerns (by form field name) and what is wrong. */
export type ServerFieldError = {
  /** The field's name in the form, e.g. 'shippingContact.zipcode'. */
  field: string;
  /** The message shown under it. */
  message: string;
};

/**
 * Shows the server's verdict on a form (SPEC §5 Checkout): each error on its field and the general message in
 * the red box, then focuses the first field in error so the shopper lands where to act. Runs whenever the
 * verdict changes, including the first render after a post without JavaScript.
 */
export function useServerErrors(
  validation: Pick<FormValidation, 'setFieldError' | 'setGeneralError'>,
  form: RefObject<HTMLFormElement | null>,
  errors: readonly ServerFieldError[] | undefined,
  generalError: string | null | undefined,
): void {
  const { setFieldError, setGeneralError } = validation;
  // Keyed by content, so a host passing a fresh but equal list on each render does not steal focus again.
  const verdict = JSON.stringify(errors ?? []);
  useEffect(() => {
    const list = JSON.parse(verdict) as ServerFieldError[];
    for (const error of list) setFieldError(error.field, error.message);
    const first = list[0];
    const element = first ? form.current?.elements.namedItem(first.field) : null;
    if (element instanceof HTMLElement) element.focus();
  }, [verdict, form, setFieldError]);
  useEffect(() => {
    setGeneralError(generalError ?? null);
  }, [generalError, setGeneralError]);
}

/** The server's errors keyed by field, to start a form with (e.g. `useFormValidation`'s `initialErrors`). */
export function serverErrorMap(errors: readonly ServerFieldError[] | undefined): Record<string, string> {
  return Object.fromEntries((errors ?? []).map((error) => [error.field, error.message]));
}
