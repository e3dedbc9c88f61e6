export type { FieldErrorProps, GeneralErrorProps } from './form-messages';
export { FieldError, GeneralError } from './form-messages';
export type { SelectFieldProps, TextFieldProps } from './text-field';
export { SelectField, TextField } from './text-field';
export type {
  FormReport,
  FormValidation,
  FormValidationOptions,
  ValidatedFieldProps,
} from './use-form-validation';
export { useFormValidation } from './use-form-validation';
export type { PostedFormProps, ServerFieldError, ServerVerdictProps } from './use-server-errors';
export { serverErrorMap, useServerCheckedForm } from './use-server-errors';
export type { BrowserValidity, FieldErrors, FieldRule, FormCheck, InputType } from './validation';
export {
  DEFAULT_MAX_LENGTH,
  hasNoErrors,
  INPUT_TYPES,
  INVALID_EMAIL_MESSAGE,
  INVALID_NUMBER_MESSAGE,
  INVALID_PHONE_MESSAGE,
  isEmail,
  REQUIRED_MESSAGE,
  trimValue,
  validateValue,
  validateValues,
} from './validation';
