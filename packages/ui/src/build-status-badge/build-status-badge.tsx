import type { BuildStatus } from '@fitkit/commerce-hooks';
import type { ComponentProps } from 'react';
import { cn } from '../utils/cn';

/** What each moderation status reads as, for the build's owner and the admins. */
export const BUILD_STATUS_TEXT: Readonly<Record<BuildStatus, string>> = {
  submitted: 'Waiting for your e-mail confirmation',
  confirmed: 'Waiting for review',
  published: 'Published',
  rejected: 'Not published',
};

/** Props of {@link BuildStatusBadge}. */
export type BuildStatusBadgeProps = Omit<ComponentProps<'p'>, 'children'> & {
  /** Where the build is in moderation. */
  status: BuildStatus;
};

/** A build's moderation status as a small labelled badge. */
export function BuildStatusBadge({ status, className, ...props }: BuildStatusBadgeProps) {
  return (
    <p
      data-slot="build-status-badge"
      data-state={status}
      className={cn('fk-build-status', className)}
      {...props}
    >
      <span className="fk-visually-hidden">Status: </span>
      {BUILD_STATUS_TEXT[status]}
    </p>
  );
}
