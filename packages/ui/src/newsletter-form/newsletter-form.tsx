import { type ComponentProps, type FormEvent, useCallback, useId, useState } from 'react';
import { Button } from '../button';
import { FieldError, type FormReport, useFormValidation } from '../forms';
import { GENERAL_ERROR } from '../general-messages/general-messages-store';
import { useUi } from '../provider';
import { cn } from '../utils/cn';
import {
  atLeast,
  DEFAULT_NEWSLETTER_FORM_NAME,
  NEWSLETTER_FIELDS,
  NEWSLETTER_SPINNER_MS,
  NEWSLETTER_TITLE,
  type NewsletterEvent,
} from './newsletter';

/** Props of {@link NewsletterForm}. */
export type NewsletterFormProps = Omit<
  ComponentProps<'form'>,
  'children' | 'onSubmit' | 'action' | 'method'
> & {
  /** Heading; 'GET ON THE LIST' by default. */
  title?: string;
  /** Heading level, to fit the page outline. */
  headingLevel?: 1 | 2 | 3 | 4;
  /** A line under the heading (the theme's subscribe text). */
  text?: string;
  /** Name sent with the subscription; 'email-subscribe' by default. */
  formName?: string;
  /** Where the form posts without JavaScript (or when no `onSubscribe` is given); the shop's sign-up route by default. */
  action?: string;
  /** Address to start with, e.g. after a failed post. */
  defaultEmail?: string;
  /** An error from the server to show on the error line, e.g. after a post without JavaScript. */
  error?: string | null;
  /** Text of the submit button. */
  submitLabel?: string;
  /**
   * Subscribes the address; resolves to null when it worked or to the message for the error line (a rejection
   * shows SPEC §8's general text). Without it the form posts to `action` like a plain HTML form.
   */
  onSubscribe?: (event: NewsletterEvent) => Promise<string | null>;
  /** The subscribed event: fired after the spinner's 500 ms; the host then opens the confirmation page. */
  onSubscribed?: (event: NewsletterEvent) => void;
};

/**
 * The newsletter sign-up (SPEC §2, §4, §5): an email input, a submit button and an error line beneath. A valid
 * address shows the spinner for at least 500 ms while it is subscribed, then fires the subscribed event.
 */
export function NewsletterForm({
  title = NEWSLETTER_TITLE,
  headingLevel = 2,
  text,
  formName = DEFAULT_NEWSLETTER_FORM_NAME,
  action,
  defaultEmail,
  error = null,
  submitLabel = 'Sign Up',
  onSubscribe,
  onSubscribed,
  className,
  ...props
}: NewsletterFormProps) {
  const { routes } = useUi();
  const [waiting, setWaiting] = useState(false);
  const inputId = useId();
  const onValidSubmit = useCallback(
    (values: Record<string, string>, event: FormEvent<HTMLFormElement>, report: FormReport) => {
      if (!onSubscribe) return;
      event.preventDefault();
      if (waiting) return;
      const subscription: NewsletterEvent = { formName, email: values.email ?? '' };
      setWaiting(true);
      atLeast(
        onSubscribe(subscription).catch(() => GENERAL_ERROR),
        NEWSLETTER_SPINNER_MS,
      ).then((problem) => {
        setWaiting(false);
        if (problem) report.setFieldError('email', problem);
        else onSubscribed?.(subscription);
      });
    },
    [formName, onSubscribe, onSubscribed, waiting],
  );
  const validation = useFormValidation({
    fields: NEWSLETTER_FIELDS,
    onValidSubmit,
    initialErrors: error ? { email: error } : {},
  });
  const Heading = `h${headingLevel}` as const;
  return (
    // Not named after its heading on purpose: a named form is a landmark, and the footer's form and a subscribe
    // block on the same page would be two landmarks of one name.
    <form
      method="post"
      action={action ?? routes.newsletterSignUp}
      data-slot="newsletter-form"
      data-state={waiting ? 'waiting' : 'idle'}
      className={cn('fk-newsletter-form', className)}
      {...validation.formProps}
      {...props}
    >
      <Heading className="fk-newsletter-form__title">{title}</Heading>
      {text ? <p className="fk-newsletter-form__text">{text}</p> : null}
      <input type="hidden" name="formName" value={formName} />
      <div className="fk-newsletter-form__row">
        <label htmlFor={inputId} className="fk-visually-hidden">
          Email address
        </label>
        <input
          id={inputId}
          className="fk-input fk-newsletter-form__input"
          autoComplete="email"
          placeholder="Your email address"
          defaultValue={defaultEmail}
          {...validation.fieldProps('email')}
        />
        <Button type="submit" color="ACTION" waiting={waiting} className="fk-newsletter-form__submit">
          {submitLabel}
        </Button>
      </div>
      <FieldError
        id={validation.errorId('email')}
        message={validation.errors.email}
        className="fk-newsletter-form__error"
      />
    </form>
  );
}
