import { Footer, type FooterProps } from '@fitkit/ui';
import { useMatches, useRouteLoaderData } from 'react-router';
import { SITE_NAME } from '../lib/meta';
import type { ShellData } from '../server/sitewide.server';
import { useNewsletterSignUp } from './use-newsletter-sign-up';

/** The footer of a render without the root loader's shell (as the shell has it without a theme config). */
const FALLBACK_FOOTER: FooterProps = { siteName: SITE_NAME, newsletter: { position: 'RIGHT' } };

/** The site footer: the theme's footer content, the newsletter sign-up flow and simple mode from the route. */
export function SiteFooter({ simple }: { simple: boolean }) {
  // The shell is validated on the server, so it is read as typed.
  const footer = useRouteLoaderData<{ shell?: ShellData }>('root')?.shell?.footer ?? FALLBACK_FOOTER;
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
