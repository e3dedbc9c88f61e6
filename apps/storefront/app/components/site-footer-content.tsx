import { Footer, type FooterProps } from '@fitkit/ui/footer';
import { requestIntegration } from '../lib/integration-requests';
import { useNewsletterSignUp } from './use-newsletter-sign-up';

const openChat = () => void requestIntegration({ name: 'chat', action: 'open' });

/** The footer as the shop shows it: the theme's content with the newsletter sign-up flow and chat wired in. */
export function SiteFooterContent(props: FooterProps) {
  const signUp = useNewsletterSignUp();
  return <Footer {...props} {...signUp} onChat={openChat} />;
}
