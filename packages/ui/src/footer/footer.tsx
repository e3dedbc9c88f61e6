import { type ReactNode, useId, useState, useSyncExternalStore } from 'react';
import { phoneHref } from '../header/phone';
import { ChevronDownIcon } from '../icons';
import { NewsletterForm } from '../newsletter-form';
import { useUi } from '../provider';
import { cn } from '../utils/cn';
import { LiveChatIcon, PaymentMark, SOCIAL_NAMES, SocialMark, SPLASH_ICONS } from './footer-icons';
import {
  copyrightText,
  isExternalHref,
  LIVE_CHAT_TEXT,
  legalLinksOf,
  paymentMethodsOf,
  socialLinksOf,
} from './footer-parts';
import type { FooterLink, FooterNavGroup, FooterProps, SplashBarItem } from './options';

const noSubscription = () => () => {};
/** False in the server render and during hydration, true after: collapsing waits for a script that can reopen. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** A footer link: shop paths through the host's router link, other sites in a new tab. */
function FooterAnchor({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  const { Link } = useUi();
  if (isExternalHref(href)) {
    return (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <Link href={href} className={className}>
      {children}
    </Link>
  );
}

function SplashContent({ item, icon }: { item: Pick<SplashBarItem, 'title' | 'text'>; icon: ReactNode }) {
  return (
    <>
      {icon}
      <span className="fk-footer__splash-text">
        <span className="fk-footer__splash-title">{item.title}</span>
        {item.text ? <span className="fk-footer__splash-subtitle">{item.text}</span> : null}
      </span>
    </>
  );
}

function SplashItem({ item, onChat }: { item: SplashBarItem; onChat: (() => void) | undefined }) {
  const Icon = item.icon ? SPLASH_ICONS[item.icon] : null;
  const content = <SplashContent item={item} icon={Icon ? <Icon /> : null} />;
  const className = 'fk-footer__splash-action';
  if (item.action === 'CALL') {
    return (
      <a href={phoneHref(item.phone)} className={className}>
        {content}
      </a>
    );
  }
  if (item.action === 'CHAT' && onChat) {
    return (
      <button type="button" className={className} onClick={onChat}>
        {content}
      </button>
    );
  }
  if (item.action === 'LINK' && item.href) {
    return (
      <FooterAnchor href={item.href} className={className}>
        {content}
      </FooterAnchor>
    );
  }
  return <div className={className}>{content}</div>;
}

function NavGroup({ group, collapsible }: { group: FooterNavGroup; collapsible: boolean }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const state = collapsible && !open ? 'closed' : 'open';
  return (
    <div className="fk-footer-nav__group" data-state={state}>
      <h2 className="fk-footer-nav__title">
        <span className="fk-footer-nav__title-text">{group.title}</span>
        {collapsible ? (
          <button
            type="button"
            className="fk-footer-nav__toggle"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((value) => !value)}
          >
            {group.title}
            <ChevronDownIcon />
          </button>
        ) : null}
      </h2>
      <LinkItems id={listId} className="fk-footer-nav__links" links={group.links} />
    </div>
  );
}

/** A list of footer links. */
function LinkItems({ links, ...props }: { links: readonly FooterLink[]; id?: string; className?: string }) {
  return (
    <ul {...props}>
      {links.map((link) => (
        <li key={`${link.href} ${link.text}`}>
          <FooterAnchor href={link.href} className="fk-footer__link">
            {link.text}
          </FooterAnchor>
        </li>
      ))}
    </ul>
  );
}

/**
 * The site footer (SPEC §2): splash bar (with 'Live Chat' on small screens when chat is on), navigation groups
 * that collapse on phones, social links, the 'GET ON THE LIST' form left or right, payment logos, the copyright
 * line and the legal links. Simple mode keeps the splash bar, payments, copyright and Do Not Sell plus privacy.
 */
export function Footer({
  siteName,
  splashBar = [],
  navigation = [],
  social = {},
  newsletter = null,
  paymentMethods = [],
  legalLinks = [],
  privacyUrl,
  disclaimer,
  simple = false,
  chat = false,
  onChat,
  onSubscribe,
  onSubscribed,
  newsletterError,
  className,
}: FooterProps) {
  const { routes } = useUi();
  const hydrated = useHydrated();
  const chatAction = chat ? onChat : undefined;
  const socialLinks = socialLinksOf(social);
  const showMain = !simple && (newsletter !== null || navigation.length > 0);
  const newsletterForm = newsletter ? (
    <div className="fk-footer__newsletter">
      <NewsletterForm
        text={newsletter.text}
        error={newsletterError}
        onSubscribe={onSubscribe}
        onSubscribed={onSubscribed}
      />
    </div>
  ) : null;
  return (
    <footer data-slot="footer" data-state={simple ? 'simple' : 'full'} className={cn('fk-footer', className)}>
      {splashBar.length > 0 || chatAction ? (
        <section aria-label="Customer service" className="fk-footer__splash">
          <ul>
            {splashBar.map((item) => (
              <li key={`${item.action} ${item.title}`} className="fk-footer__splash-item">
                <SplashItem item={item} onChat={chatAction} />
              </li>
            ))}
            {chatAction ? (
              <li className="fk-footer__splash-item fk-footer__splash-item--live-chat">
                <button type="button" className="fk-footer__splash-action" onClick={chatAction}>
                  <SplashContent item={{ title: LIVE_CHAT_TEXT }} icon={<LiveChatIcon />} />
                </button>
              </li>
            ) : null}
          </ul>
        </section>
      ) : null}
      {showMain ? (
        <div className="fk-footer__main" data-newsletter-position={newsletter?.position}>
          {newsletter?.position === 'LEFT' ? newsletterForm : null}
          {navigation.length > 0 ? (
            <nav aria-label="Footer" className="fk-footer-nav">
              {navigation.map((group) => (
                <NavGroup key={group.title} group={group} collapsible={hydrated} />
              ))}
            </nav>
          ) : null}
          {newsletter?.position === 'RIGHT' ? newsletterForm : null}
        </div>
      ) : null}
      {!simple && socialLinks.length > 0 ? (
        <ul aria-label="Follow us" className="fk-footer__social">
          {socialLinks.map(({ network, href }) => (
            <li key={network}>
              <a
                href={href}
                className="fk-footer__social-link"
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${siteName} on ${SOCIAL_NAMES[network]}`}
              >
                <SocialMark network={network} />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <ul aria-label="Payment methods we accept" className="fk-footer__payments">
        {paymentMethodsOf(paymentMethods).map((method) => (
          <li key={method}>
            <PaymentMark method={method} />
          </li>
        ))}
      </ul>
      <div className="fk-footer__legal">
        <p className="fk-footer__copyright">{copyrightText(siteName)}</p>
        <nav aria-label="Legal" className="fk-footer__legal-nav">
          <LinkItems
            links={legalLinksOf({ simple, legalLinks, privacyUrl, doNotSellHref: routes.doNotSell })}
          />
        </nav>
        {disclaimer ? <p className="fk-footer__disclaimer">{disclaimer}</p> : null}
      </div>
    </footer>
  );
}
