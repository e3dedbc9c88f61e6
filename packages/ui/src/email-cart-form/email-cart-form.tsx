import { Button } from '../button';
import { type FieldRule, GeneralError, type PostedFormProps, TextField } from '../forms';
import { useInPageCheckedForm } from '../forms/use-server-errors';
import { cn } from '../utils/cn';

/** The fields of 'Email Cart', with the API's limits. */
export const EMAIL_CART_FIELDS = [
  { name: 'name', required: true, maxLength: 50 },
  { name: 'email', type: 'email', required: true, maxLength: 100 },
] as const satisfies readonly FieldRule[];

/** Who the cart goes to. */
export type EmailCartRecipient = {
  /** The shopper's name, trimmed. */
  name: string;
  /** The address the link goes to, trimmed. */
  email: string;
};

/** What the shopper reads once the e-mail is on its way. */
export const EMAIL_CART_SENT_TEXT = 'Your cart is on its way to your inbox.';

/** Props of {@link EmailCartForm}. */
export type EmailCartFormProps = PostedFormProps & {
  /** Sends in the page; without it the form posts to `action` (fields `intent=share`, `name`, `email`). */
  onSend?: (recipient: EmailCartRecipient) => void;
  /** The e-mail was sent: the success message is announced. */
  sent?: boolean;
  /** What the shopper typed, to fill the fields again after a post without JavaScript failed. */
  defaultValues?: Partial<EmailCartRecipient>;
};

/** 'Email Cart': name and e-mail, checked as the API checks them, the server's errors on their fields. */
export function EmailCartForm({
  action,
  onSend,
  waiting = false,
  sent = false,
  defaultValues,
  errors,
  generalError,
  className,
  ...props
}: EmailCartFormProps) {
  const validation = useInPageCheckedForm({
    fields: EMAIL_CART_FIELDS,
    handle: onSend && ((values) => onSend({ name: values.name ?? '', email: values.email ?? '' })),
    waiting,
    errors,
    generalError,
  });
  return (
    <form
      action={action}
      method="post"
      aria-label="Email Cart"
      data-slot="email-cart-form"
      data-state={waiting ? 'waiting' : sent ? 'sent' : 'idle'}
      className={cn('fk-email-cart-form', className)}
      {...validation.formProps}
      {...props}
    >
      <input type="hidden" name="intent" value="share" />
      <GeneralError message={validation.generalError} />
      <TextField
        label="Name"
        name="name"
        validation={validation}
        autoComplete="name"
        defaultValue={defaultValues?.name}
      />
      <TextField
        label="Email"
        name="email"
        validation={validation}
        autoComplete="email"
        defaultValue={defaultValues?.email}
      />
      <Button type="submit" color="ACTION" waiting={waiting}>
        Send
      </Button>
      <p role="status" className="fk-outcome" data-tone={sent ? 'success' : undefined}>
        {sent ? EMAIL_CART_SENT_TEXT : null}
      </p>
    </form>
  );
}
