export type { AccountField, AccountFormProps } from './account-form';
export {
  AccountForm,
  CHANGE_PASSWORD_FIELDS,
  DELETE_ACCOUNT_FIELDS,
  NEW_PASSWORD_FIELDS,
  PROFILE_FIELDS,
  RESET_REQUEST_FIELDS,
  SIGN_IN_FIELDS,
  SIGN_UP_FIELDS,
} from './account-form';
