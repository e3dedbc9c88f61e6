import type { ComponentProps, ReactNode } from 'react';
import { useId } from 'react';
import { cn } from '../utils/cn';

/** Props of {@link AccountSection}. */
export type AccountSectionProps = Omit<ComponentProps<'section'>, 'title'> & {
  /** The section's heading (its accessible name). */
  title: string;
  /** A line under the heading. */
  description?: ReactNode;
  /** What is done there now (e.g. 'Your address is saved.'), announced politely. */
  notice?: string | null;
  /** A link to the section's own page, e.g. 'All orders'. */
  more?: { href: string; label: string };
};

/** One section of the account page: heading, a line, what was just done, its content and a link to more. */
export function AccountSection({
  title,
  description,
  notice = null,
  more,
  className,
  children,
  ...props
}: AccountSectionProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-slot="account-section"
      className={cn('fk-account-section', className)}
      {...props}
    >
      <h2 id={headingId} className="fk-account-section__title">
        {title}
      </h2>
      {description ? <p className="fk-account-section__description">{description}</p> : null}
      <p role="status" className="fk-outcome" data-tone={notice ? 'success' : undefined}>
        {notice}
      </p>
      {children}
      {more ? (
        <a href={more.href} className="fk-account-section__more">
          {more.label}
        </a>
      ) : null}
    </section>
  );
}
