import { specialLinkOfHref } from '@fitkit/cms-blocks';
import type { UiLinkProps } from '@fitkit/ui/provider';
import { Link } from 'react-router';
import { requestIntegration, specialLinkRequest } from '../lib/integration-requests';

/**
 * The UI kit's links as React Router links: internal paths route client-side, with intent prefetch. A menu or
 * footer link to CHAT or AFFIRM (SPEC §2), which carries only its '#…' href, opens the chat or the financing
 * information instead. No context is read here: navbar and footer hydrate after paint, and a context that changes
 * on navigation would make each navigation wait for their code.
 */
export function RouterLink({ href, ...props }: UiLinkProps) {
  const special = specialLinkOfHref(href);
  const request = special && specialLinkRequest(special);
  if (request) {
    return (
      <a
        href={href}
        {...props}
        onClick={(event) => {
          props.onClick?.(event);
          if (event.defaultPrevented) return;
          // Its '#…' is no place to go, whether or not the integration runs here.
          event.preventDefault();
          requestIntegration(request);
        }}
      />
    );
  }
  if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href)) return <a href={href} {...props} />;
  return <Link to={href} prefetch="intent" {...props} />;
}
