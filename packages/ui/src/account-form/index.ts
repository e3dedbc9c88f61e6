export type { AccountField, AccountFormProps } from './account-form';
export {
  AccountForm,
  NEW_PASSWORD_FIELDS,
  RESET_REQUEST_FIELDS,
  SIGN_IN_FIELDS,
  SIGN_UP_FIELDS,
} from './account-form';
