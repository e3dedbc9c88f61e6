import { isPreviewMode, specialLinkOfHref, useCms } from '@fitkit/cms-blocks';
import type { UiLinkProps } from '@fitkit/ui/provider';
import { Link } from 'react-router';

/**
 * The UI kit's links as React Router links: internal paths route client-side, with intent prefetch. A menu or
 * footer link to a special link without a page (SPEC §2: CHAT, AFFIRM) goes to the shop's special-link handler,
 * as a CMS link's does: it opens the chat or the financing information instead of following its '#…'.
 */
export function RouterLink({ href, ...props }: UiLinkProps) {
  const { mode, onSpecialLink } = useCms();
  const special = specialLinkOfHref(href);
  if (special) {
    return (
      <a
        href={href}
        {...props}
        onClick={(event) => {
          props.onClick?.(event);
          if (event.defaultPrevented) return;
          // Its '#…' is no place to go; in the editor's preview links do nothing.
          event.preventDefault();
          if (!isPreviewMode(mode)) onSpecialLink?.(special);
        }}
      />
    );
  }
  if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href)) return <a href={href} {...props} />;
  return <Link to={href} prefetch="intent" {...props} />;
}
