import { type ComponentProps, type RefObject, useCallback, useEffect, useMemo, useRef } from 'react';
import { type FormValidation, type FormValidationOptions, useFormValidation } from './use-form-validation';

/** One entry of the server's `errors` list: the field it concerns (by form field name) and what is wrong. */
export type ServerFieldError = {
  /** The field's name in the form, e.g. 'shippingContact.zipcode'. */
  field: string;
  /** The message shown under it. */
  message: string;
};

/** What the server said about a posted form (SPEC §5 Checkout, §8). */
export type ServerVerdictProps = {
  /** The server's errors list, by form field name. */
  errors?: readonly ServerFieldError[];
  /** The server's message for the red box (SERVER_ERROR's msg or title). */
  generalError?: string | null;
};

/** Props shared by the buying forms: they post to `action` without JavaScript and show the server's verdict. */
export type PostedFormProps = Omit<
  ComponentProps<'form'>,
  'children' | 'onSubmit' | 'action' | 'method' | 'defaultValue'
> &
  ServerVerdictProps & {
    /** Where the form posts without JavaScript. */
    action?: string;
    /** Submitting: spinner on the submit button, a second submit is ignored. */
    waiting?: boolean;
  };

/** The server's errors keyed by field, to start a form with (e.g. `useFormValidation`'s `initialErrors`). */
export function serverErrorMap(errors: readonly ServerFieldError[] | undefined): Record<string, string> {
  return Object.fromEntries((errors ?? []).map((error) => [error.field, error.message]));
}

/**
 * Shows the server's verdict: each error on its field and the general message in the red box, then focuses the
 * first field in error so the shopper lands where to act. Runs whenever the verdict changes, including the first
 * render after a post without JavaScript.
 */
function useServerVerdict(
  validation: Pick<FormValidation, 'setFieldError' | 'setGeneralError'>,
  form: RefObject<HTMLFormElement | null>,
  { errors, generalError }: ServerVerdictProps,
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

/** {@link useFormValidation} for a form the server answers: its errors list and general message are shown too. */
export function useServerCheckedForm({
  errors,
  generalError,
  ...options
}: Omit<FormValidationOptions, 'initialErrors'> & ServerVerdictProps): FormValidation {
  const form = useRef<HTMLFormElement>(null);
  const validation = useFormValidation({ ...options, initialErrors: serverErrorMap(errors) });
  useServerVerdict(validation, form, { errors, generalError });
  const { ref } = validation.formProps;
  const formProps = useMemo<FormValidation['formProps']>(
    () => ({
      ...validation.formProps,
      ref: (element) => {
        form.current = element;
        ref(element);
      },
    }),
    [validation.formProps, ref],
  );
  return { ...validation, formProps };
}

/**
 * {@link useServerCheckedForm} for a form a page may handle itself: with `handle` the valid values go to it and the
 * native post is prevented (a second submit while `waiting` is ignored); without it the form posts to its `action`.
 */
export function useInPageCheckedForm({
  handle,
  waiting,
  ...options
}: Omit<FormValidationOptions, 'initialErrors' | 'onValidSubmit'> &
  ServerVerdictProps & {
    /** Takes the valid values in the page; absent, the form posts. */
    handle: ((values: Record<string, string>) => void) | undefined;
    /** A submit is in flight. */
    waiting: boolean;
  }): FormValidation {
  const onValidSubmit = useCallback<NonNullable<FormValidationOptions['onValidSubmit']>>(
    (values, event) => {
      if (!handle) return;
      event.preventDefault();
      if (!waiting) handle(values);
    },
    [handle, waiting],
  );
  return useServerCheckedForm({ ...options, onValidSubmit });
}
