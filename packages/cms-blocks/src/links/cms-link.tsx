import { useUi } from '@fitkit/ui/provider';
import type { ComponentProps, MouseEvent, ReactNode } from 'react';
import { isPreviewMode, useCms } from '../cms-provider/cms-provider';
import { type LinkInput, resolveLink } from './links';

/** Props of {@link CmsLink}: anchor props, with the CMS link instead of `href`. */
export type CmsLinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  /** The link as the CMS delivers it (multilink object or string). */
  link: LinkInput;
  /** The link text or content. */
  children?: ReactNode;
};

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * A link from CMS content: in-page anchors scroll smoothly, external links open a new tab, internal links go
 * through the UiProvider's Link (the router), special links (FITMENT, CHAT…) go to the CmsProvider's
 * `onSpecialLink` first and PHONE calls the theme's phone. In preview and edit mode clicks do nothing, so editors stay on
 * the story. A link that does not resolve renders its children without a link.
 */
export function CmsLink({ link, children, onClick, target, rel, ...props }: CmsLinkProps) {
  const { mode, phone, onSpecialLink } = useCms();
  const { Link, routes } = useUi();
  const resolved = resolveLink(link, { phone, account: routes.account });
  if (!resolved) return <>{children}</>;

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    if (isPreviewMode(mode)) {
      event.preventDefault();
      return;
    }
    if (resolved.kind === 'special' && resolved.special) {
      // Chat, financing (and an account without a host page) have no page to fall back to: their '#…' must not jump.
      if (onSpecialLink?.(resolved.special) || resolved.href.startsWith('#')) event.preventDefault();
      return;
    }
    if (resolved.kind === 'anchor') {
      const id = decodeURIComponent(resolved.href.slice(1));
      const element = document.getElementById(id);
      // Without a target the browser's own jump (and its hash change) is the best we can do.
      if (!element) return;
      event.preventDefault();
      element.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    }
  };

  const common = {
    ...props,
    onClick: handleClick,
    'data-link-kind': resolved.kind,
    ...(resolved.special ? { 'data-special-link': resolved.special } : {}),
  };
  if (resolved.newTab) {
    return (
      <a {...common} href={resolved.href} target="_blank" rel={rel ?? 'noopener noreferrer'}>
        {children}
      </a>
    );
  }
  if (resolved.kind === 'internal') {
    return (
      <Link {...common} href={resolved.href} target={target} rel={rel}>
        {children}
      </Link>
    );
  }
  return (
    <a {...common} href={resolved.href} target={target} rel={rel}>
      {children}
    </a>
  );
}
