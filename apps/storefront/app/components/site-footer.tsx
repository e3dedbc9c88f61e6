import type { FooterProps } from '@fitkit/ui/footer';
import { memo, useContext } from 'react';
import { useMatches, useRouteLoaderData } from 'react-router';
import { deferHydration } from '../lib/deferred-hydration';
import { useIntegrationConfig } from '../lib/integration-config';
import { SITE_NAME } from '../lib/meta';
import type { ShellData } from '../server/sitewide.server';
import { useIntegrationOn } from './global-states/integration-switches';
import { GlobalStatesContext } from './global-states/use-global-states';

/** The footer of a render without the root loader's shell (as the shell has it without a theme config). */
const FALLBACK_FOOTER: FooterProps = { siteName: SITE_NAME, newsletter: { position: 'RIGHT' } };

// Below the fold: the footer (icons, newsletter form and its validation) hydrates once the browser is idle;
// until then its server HTML works as plain links and a form that posts to the newsletter action.
const footerPart = deferHydration(() => import('./site-footer-content').then((m) => m.SiteFooterContent));

/** Loads the footer's code now (the server render waits for nothing, tests render after it). */
export const preloadSiteFooter = footerPart.preload;

// Revalidated loader data is a new object with the same content: an update would make the unhydrated footer
// wait for its code, so equal content counts as no change.
const FooterPart = memo(
  footerPart.Component,
  (before, after) => JSON.stringify(before) === JSON.stringify(after),
);

/**
 * The site footer: the theme's footer content, the newsletter sign-up flow, simple mode from the route and the
 * chat actions when chat is on.
 */
export function SiteFooter({ simple }: { simple: boolean }) {
  // The shell is validated on the server, so it is read as typed.
  const footer = useRouteLoaderData<{ shell?: ShellData }>('root')?.shell?.footer ?? FALLBACK_FOOTER;
  // The newsletter page shows the form itself; a second copy in the footer would repeat it.
  const onNewsletterPage = useMatches().some(
    (match) => (match.handle as { newsletterPage?: boolean } | undefined)?.newsletterPage === true,
  );
  // Chat actions show where the shop has the chat script and the browser decided chat runs on this page.
  const hasChat = Boolean(useIntegrationConfig().integrationScripts.chat);
  const page = useContext(GlobalStatesContext)?.integrations ?? null;
  const chat = useIntegrationOn(hasChat ? page : null, 'chat');
  return (
    <FooterPart
      {...footer}
      newsletter={onNewsletterPage ? null : footer.newsletter}
      simple={simple}
      chat={chat}
    />
  );
}
