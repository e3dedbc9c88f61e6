/** Input types a validated form field may have (SPEC §5). */
export const INPUT_TYPES = ['text', 'email', 'number', 'tel'] as const;
/** One of {@link INPUT_TYPES}. */
export type InputType = (typeof INPUT_TYPES)[number];
/** The type of a field of the shop's own forms: an input type, or a password (account forms, never the CMS's). */
export type FieldType = InputType | 'password';

/** Maximum length of a field that does not set its own (SPEC §9). */
export const DEFAULT_MAX_LENGTH = 50;
/** Message of an email field that does not set its own (SPEC §5). */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid Email';
/** Message of an empty required field. */
export const REQUIRED_MESSAGE = 'This field is required.';
/** Message of a number field holding something else. */
export const INVALID_NUMBER_MESSAGE = 'Please enter a number.';
/** Message of a phone field holding letters or other signs. */
export const INVALID_PHONE_MESSAGE = 'Please enter a valid phone number.';

// text, @, text, dot, text — nothing more is asked of an address here; the server has the last word.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_PATTERN = /^\+?[\d\s().-]+$/;

/** How one field is checked. */
export type FieldRule = {
  /** The field's name; errors are keyed by it. */
  name: string;
  /** Input type; defaults to text. */
  type?: FieldType;
  /** Fails when the trimmed value is empty. */
  required?: boolean;
  /** Shortest allowed value (trimmed, except a password), if any. */
  minLength?: number;
  /** Longest allowed trimmed value; defaults to {@link DEFAULT_MAX_LENGTH}. */
  maxLength?: number;
  /** Replaces the type's message (e.g. the email message). */
  message?: string;
};

/** The browser's own verdict on an input (its `validity.valid` and `validationMessage`). */
export type BrowserValidity = {
  /** Whether the element's constraint validation passed. */
  valid: boolean;
  /** The browser's message when it did not. */
  message: string;
};

/** Error message per field name; a field without an error is absent. */
export type FieldErrors = Partial<Record<string, string>>;

/** Trimmed values and the errors found in them. */
export type FormCheck = {
  /** Every field's value, trimmed. */
  values: Record<string, string>;
  /** The errors, per field name. */
  errors: FieldErrors;
};

/** Trims a text input's value, as every input of the shop is trimmed before it is checked or sent. */
export function trimValue(value: string | null | undefined): string {
  return (value ?? '').trim();
}

/** A field's value as it is checked and sent: trimmed, except a password, whose spaces are part of it. */
export function fieldValue(rule: FieldRule, value: string | null | undefined): string {
  return rule.type === 'password' ? (value ?? '') : trimValue(value);
}

/** True when the value reads as an e-mail address (text@text.text). */
export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

function typeError(rule: FieldRule, value: string): string | null {
  switch (rule.type ?? 'text') {
    case 'email':
      return isEmail(value) ? null : (rule.message ?? INVALID_EMAIL_MESSAGE);
    case 'number':
      return Number.isFinite(Number(value)) ? null : (rule.message ?? INVALID_NUMBER_MESSAGE);
    case 'tel':
      return PHONE_PATTERN.test(value) ? null : (rule.message ?? INVALID_PHONE_MESSAGE);
    case 'text':
    case 'password':
      return null;
  }
}

/**
 * Checks one value against its rule: required, the type's shape, minlength, maxlength (default 50), then the
 * browser's validity (for constraints only the markup knows, such as `pattern`). Returns the message or null.
 */
export function validateValue(rule: FieldRule, raw: string, browser?: BrowserValidity): string | null {
  const value = fieldValue(rule, raw);
  if (value === '') return rule.required ? (rule.message ?? REQUIRED_MESSAGE) : null;
  const wrongType = typeError(rule, value);
  if (wrongType) return wrongType;
  if (rule.minLength !== undefined && value.length < rule.minLength) {
    return `Please enter at least ${rule.minLength} characters.`;
  }
  const maxLength = rule.maxLength ?? DEFAULT_MAX_LENGTH;
  if (value.length > maxLength) return `Please enter no more than ${maxLength} characters.`;
  if (browser && !browser.valid) return browser.message || (rule.message ?? 'Please check this field.');
  return null;
}

/** Checks every field; values are read by rule name (missing ones count as empty). */
export function validateValues(
  rules: readonly FieldRule[],
  raw: Readonly<Record<string, string | null | undefined>>,
  browser: Readonly<Record<string, BrowserValidity>> = {},
): FormCheck {
  const values: Record<string, string> = {};
  const errors: FieldErrors = {};
  for (const rule of rules) {
    const value = fieldValue(rule, raw[rule.name]);
    values[rule.name] = value;
    const error = validateValue(rule, value, browser[rule.name]);
    if (error) errors[rule.name] = error;
  }
  return { values, errors };
}

/** True when no field has an error. */
export function hasNoErrors(errors: FieldErrors): boolean {
  return Object.values(errors).every((error) => !error);
}
