import type { ComponentProps, FormEvent } from 'react';

/** Props of {@link ActionForm}. */
export type ActionFormProps = Omit<ComponentProps<'form'>, 'action' | 'method' | 'onSubmit'> & {
  /** Where the form posts when no script handles it; without it the form never posts. */
  action: string | undefined;
  /** Hidden fields posted with it, e.g. the intent and the item's id. */
  fields: Readonly<Record<string, string>>;
  /** Handles the submit in the page, given the form's fields; the native post is then prevented. */
  onAction: ((form: FormData) => void) | undefined;
};

/**
 * A one-button form: posts its hidden fields to `action` like plain HTML, or calls `onAction` instead when a
 * script runs, so a control works with and without JavaScript.
 */
export function ActionForm({ action, fields, onAction, children, ...props }: ActionFormProps) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!onAction && action) return;
    event.preventDefault();
    onAction?.(new FormData(event.currentTarget));
  };
  return (
    <form method="post" action={action} onSubmit={onSubmit} {...props}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  );
}
