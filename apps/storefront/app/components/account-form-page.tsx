import { AccountForm, type AccountFormProps } from '@fitkit/ui/account-form';
import type { ReactNode } from 'react';
import { useActionData, useNavigation } from 'react-router';
import type { AccountFormAnswer, AccountFormNotice } from '../server/account.server';

/** Props of {@link AccountFormPage}: the page's heading and text, and its form (named by the heading). */
export type AccountFormPageProps = Omit<AccountFormProps, 'label' | 'waiting' | 'errors' | 'generalError'> & {
  /** The page's heading, also the form's name. */
  title: string;
  /** A line under the heading. */
  intro?: ReactNode;
  /** What follows the form (another way to sign in). */
  after?: ReactNode;
};

/**
 * An account page that is one form (sign-in, sign-up, password reset, e-mail confirmation): the action's answer
 * goes back on the form (its errors, the typed values, a notice), whether it was posted with JavaScript or without.
 */
export function AccountFormPage({
  title,
  intro,
  after,
  notice = null,
  defaultValues,
  ...form
}: AccountFormPageProps) {
  const answer = useActionData<AccountFormAnswer | AccountFormNotice>();
  const waiting = useNavigation().state === 'submitting';
  const refused = answer && !answer.ok ? answer : null;
  return (
    <div className="page account-page">
      <h1>{title}</h1>
      {intro ? <p>{intro}</p> : null}
      <AccountForm
        label={title}
        waiting={waiting}
        notice={answer?.ok ? answer.notice : answer ? null : notice}
        {...(refused
          ? { errors: refused.errors, generalError: refused.generalError, defaultValues: refused.values }
          : defaultValues
            ? { defaultValues }
            : {})}
        {...form}
      />
      {after}
    </div>
  );
}

/** Props of {@link AccountFormSection}: an account form of a page with several, and the answer of its own post. */
export type AccountFormSectionProps = Omit<AccountFormProps, 'waiting' | 'errors' | 'generalError'> & {
  /** The action's refusal when this form was the one posted. */
  answer?: {
    errors: AccountFormAnswer['errors'];
    generalError: string | null;
    values?: Record<string, string>;
  };
};

/** One account form among several on a page: its own refusal goes back on it, the others stay as they were. */
export function AccountFormSection({ answer, defaultValues, ...form }: AccountFormSectionProps) {
  const waiting = useNavigation().state === 'submitting';
  return (
    <AccountForm
      waiting={waiting}
      {...(answer
        ? { errors: answer.errors, generalError: answer.generalError, defaultValues: answer.values ?? {} }
        : defaultValues
          ? { defaultValues }
          : {})}
      {...form}
    />
  );
}
