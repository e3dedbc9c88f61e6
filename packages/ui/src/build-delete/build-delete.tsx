import type { ComponentProps } from 'react';
import { Button } from '../button';
import { cn } from '../utils/cn';

/** The `intent` the delete form posts, for the page's action to tell it from the page's other forms. */
export const DELETE_BUILD_INTENT = 'delete-build';

/** Props of {@link BuildDelete}. */
export type BuildDeleteProps = Omit<ComponentProps<'details'>, 'children'> & {
  /** The build's title, named in the question. */
  title: string;
  /** Where the form posts; the current page when unset. */
  action?: string;
  /** Fields the form posts as they are (a private page's CSRF token). */
  hiddenFields?: Readonly<Record<string, string>>;
  /** While the deletion is on its way: the button waits. */
  pending?: boolean;
  /** Why the last try failed; the question stays open with it. */
  error?: string | null;
};

/**
 * The owner's 'Delete your build': a disclosure asking once more before a plain post, so the confirmation works
 * without JavaScript (no `window.confirm`) and a keyboard reaches it like any other control.
 */
export function BuildDelete({
  title,
  action,
  hiddenFields = {},
  pending = false,
  error = null,
  open,
  className,
  ...props
}: BuildDeleteProps) {
  const state = pending ? 'pending' : error ? 'error' : 'idle';
  return (
    <details
      data-slot="build-delete"
      data-state={state}
      className={cn('fk-build-delete', className)}
      open={open ?? (error ? true : undefined)}
      {...props}
    >
      <summary className="fk-build-delete__summary">Delete your build</summary>
      <form method="post" action={action} aria-label={`Delete ${title}`} className="fk-build-delete__form">
        <p>Delete “{title}” with its photos? This cannot be undone.</p>
        {Object.entries(hiddenFields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="intent" value={DELETE_BUILD_INTENT} />
        <Button type="submit" color="DANGER" size="SMALL" waiting={pending}>
          Yes, delete my build
        </Button>
        {error ? (
          <p role="alert" className="fk-build-delete__error">
            {error}
          </p>
        ) : null}
      </form>
    </details>
  );
}
