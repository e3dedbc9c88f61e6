export type { LoginDialogProps } from './login-dialog';
export { LoginDialog } from './login-dialog';
