import { Footer, type FooterProps } from '@fitkit/ui/footer';
import { useNewsletterSignUp } from './use-newsletter-sign-up';

/** The footer as the shop shows it: the theme's content with the newsletter sign-up flow wired in. */
export function SiteFooterContent(props: FooterProps) {
  const signUp = useNewsletterSignUp();
  return <Footer {...props} {...signUp} />;
}
