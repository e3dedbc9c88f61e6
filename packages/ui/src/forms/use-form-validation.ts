import { type FocusEvent, type FormEvent, useCallback, useId, useMemo, useRef, useState } from 'react';
import {
  type BrowserValidity,
  DEFAULT_MAX_LENGTH,
  type FieldErrors,
  type FieldRule,
  type FieldType,
  hasNoErrors,
  validateValue,
  validateValues,
} from './validation';

/** Options of {@link useFormValidation}. */
export type FormValidationOptions = {
  /** The fields to check, by name. */
  fields: readonly FieldRule[];
  /**
   * Called on submit when no field has an error, with the trimmed values. The native submission goes on unless
   * this calls `event.preventDefault()`, so a form still posts to its `action` when the host has nothing better.
   */
  onValidSubmit?: (
    values: Record<string, string>,
    event: FormEvent<HTMLFormElement>,
    report: FormReport,
  ) => void;
  /** Errors to start with, e.g. the server's verdict on a form posted without JavaScript. */
  initialErrors?: FieldErrors;
};

/** Lets a submit handler report what the server said, per field or for the whole form. */
export type FormReport = {
  /** Sets or clears one field's error. */
  setFieldError: (name: string, message: string | null) => void;
  /** Sets or clears the form-wide error. */
  setGeneralError: (message: string | null) => void;
};

/** Attributes that tie an input to its rule and its error line. */
export type ValidatedFieldProps = {
  name: string;
  type: FieldType;
  required: boolean;
  minLength: number | undefined;
  maxLength: number;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
};

/** What {@link useFormValidation} gives the form. */
export type FormValidation = FormReport & {
  /** Current error per field name. */
  errors: FieldErrors;
  /** The form-wide error shown in the red box, if any. */
  generalError: string | null;
  /** Spread on the `<form>`: turns off the browser's bubbles once JavaScript runs and checks on blur and submit. */
  formProps: {
    ref: (form: HTMLFormElement | null) => void;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    onBlur: (event: FocusEvent<HTMLFormElement>) => void;
    onChange: (event: FormEvent<HTMLFormElement>) => void;
  };
  /** Spread on an input: name, type and constraint attributes from its rule, plus its error wiring. */
  fieldProps: (name: string) => ValidatedFieldProps;
  /** Id of the element showing a field's error, for `aria-describedby`. */
  errorId: (name: string) => string;
};

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function fieldElement(form: HTMLFormElement, name: string): FieldElement | null {
  const element = form.elements.namedItem(name);
  return element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
    ? element
    : null;
}

/**
 * The browser's verdict on the trimmed value: the field's text is trimmed in place first (inputs of the shop are
 * trimmed, SPEC §5), so constraints such as `pattern` judge what will be sent, and a plain post sends it trimmed.
 */
function browserValidity(element: FieldElement, trimInPlace: boolean): BrowserValidity {
  const trims = trimInPlace && !(element instanceof HTMLSelectElement) && element.type !== 'password';
  if (trims && element.value !== element.value.trim()) {
    element.value = element.value.trim();
  }
  return { valid: element.validity.valid, message: element.validationMessage };
}

/**
 * Form validation of SPEC §5 for a React form: values trimmed, checked on blur and on submit, errors kept per
 * field name, a general error for the red box, and the submit handler called only when nothing is wrong.
 */
export function useFormValidation({
  fields,
  onValidSubmit,
  initialErrors = {},
}: FormValidationOptions): FormValidation {
  const [errors, setErrors] = useState<FieldErrors>(initialErrors);
  const [generalError, setGeneralError] = useState<string | null>(null);
  const prefix = useId();
  const rules = useMemo(() => new Map(fields.map((rule) => [rule.name, rule])), [fields]);
  const errorsRef = useRef(errors);
  errorsRef.current = errors;

  const setFieldError = useCallback((name: string, message: string | null) => {
    setErrors((current) => {
      if ((current[name] ?? null) === message) return current;
      const next = { ...current };
      if (message) next[name] = message;
      else delete next[name];
      return next;
    });
  }, []);

  const checkElement = useCallback(
    (element: EventTarget, trimInPlace: boolean) => {
      if (
        !(
          element instanceof HTMLInputElement ||
          element instanceof HTMLSelectElement ||
          element instanceof HTMLTextAreaElement
        )
      ) {
        return;
      }
      const rule = rules.get(element.name);
      if (!rule) return;
      const browser = browserValidity(element, trimInPlace);
      setFieldError(rule.name, validateValue(rule, element.value, browser));
    },
    [rules, setFieldError],
  );

  const formProps = useMemo<FormValidation['formProps']>(
    () => ({
      // Our messages replace the browser's bubbles only when this script runs; without it the browser checks.
      ref: (form) => {
        if (form) form.noValidate = true;
      },
      onBlur: (event) => checkElement(event.target, true),
      // A field already showing an error is re-checked as the shopper fixes it (not trimmed mid-typing).
      onChange: (event) => {
        const target = event.target as Partial<FieldElement>;
        if (target.name && errorsRef.current[target.name]) checkElement(event.target, false);
      },
      onSubmit: (event) => {
        const form = event.currentTarget;
        const raw: Record<string, string> = {};
        const browser: Record<string, BrowserValidity> = {};
        for (const rule of fields) {
          const element = fieldElement(form, rule.name);
          if (element) browser[rule.name] = browserValidity(element, true);
          raw[rule.name] = element?.value ?? '';
        }
        const { values, errors: found } = validateValues(fields, raw, browser);
        setErrors(found);
        setGeneralError(null);
        if (!hasNoErrors(found)) {
          event.preventDefault();
          const first = fields.find((rule) => found[rule.name]);
          if (first) fieldElement(form, first.name)?.focus();
          return;
        }
        onValidSubmit?.(values, event, { setFieldError, setGeneralError });
      },
    }),
    [checkElement, fields, onValidSubmit, setFieldError],
  );

  const errorId = useCallback((name: string) => `${prefix}-${name}-error`, [prefix]);

  const fieldProps = useCallback(
    (name: string): ValidatedFieldProps => {
      const rule = rules.get(name);
      if (!rule) throw new Error(`no validation rule for field "${name}"`);
      const error = errors[name];
      return {
        name,
        type: rule.type ?? 'text',
        required: rule.required ?? false,
        minLength: rule.minLength,
        maxLength: rule.maxLength ?? DEFAULT_MAX_LENGTH,
        'aria-invalid': Boolean(error),
        'aria-describedby': error ? errorId(name) : undefined,
      };
    },
    [errors, errorId, rules],
  );

  return { errors, generalError, setGeneralError, setFieldError, formProps, fieldProps, errorId };
}
