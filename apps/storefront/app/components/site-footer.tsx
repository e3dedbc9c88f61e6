import { Footer, type FooterProps } from '@fitkit/ui';
import { useMatches, useRouteLoaderData } from 'react-router';
import { SITE_NAME } from '../lib/meta';
import { useNewsletterSignUp } from './use-newsletter-sign-up';

/** The footer until the theme config's footer reaches the root loader's `shell` (and whenever it is missing). */
const FALLBACK_FOOTER: FooterProps = {
  siteName: SITE_NAME,
  navigation: [
    {
      title: 'Shop',
      links: [
        { text: 'Exterior', href: '/c/exterior/' },
        { text: 'Interior', href: '/c/interior/' },
        { text: 'Shop by Brand', href: '/brands/' },
      ],
    },
    {
      title: 'Help',
      links: [
        { text: 'Cart', href: '/checkout/cart/' },
        { text: 'Where to Buy', href: '/where-to-buy/' },
      ],
    },
  ],
  newsletter: { position: 'RIGHT' },
};

/** Reads `shell.footer` from the root loader's data without trusting its shape. */
function footerFromShell(root: unknown): FooterProps | null {
  if (typeof root !== 'object' || root === null || !('shell' in root)) return null;
  const shell = root.shell;
  if (typeof shell !== 'object' || shell === null || !('footer' in shell)) return null;
  const footer = shell.footer as FooterProps | null | undefined;
  return footer && typeof footer.siteName === 'string' ? footer : null;
}

/** The site footer: the theme's footer content, the newsletter sign-up flow and simple mode from the route. */
export function SiteFooter({ simple }: { simple: boolean }) {
  const footer = footerFromShell(useRouteLoaderData('root')) ?? FALLBACK_FOOTER;
  const signUp = useNewsletterSignUp();
  // The newsletter page shows the form itself; a second copy in the footer would repeat it.
  const onNewsletterPage = useMatches().some(
    (match) => (match.handle as { newsletterPage?: boolean } | undefined)?.newsletterPage === true,
  );
  return (
    <Footer
      {...footer}
      newsletter={onNewsletterPage ? null : footer.newsletter}
      simple={simple}
      {...signUp}
    />
  );
}
