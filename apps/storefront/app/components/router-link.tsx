import type { UiLinkProps } from '@fitkit/ui/provider';
import { Link } from 'react-router';

/** The UI kit's links as React Router links: internal paths route client-side, with intent prefetch. */
export function RouterLink({ href, ...props }: UiLinkProps) {
  if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href)) return <a href={href} {...props} />;
  return <Link to={href} prefetch="intent" {...props} />;
}
