import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { hasOptedOut } from '../lib/consent';
import { PRIVACY_CHOICE_PATH } from '../shop-routes';

const SAID = {
  'opt-out': 'You have opted out: we no longer share your data for analytics or advertising in this browser.',
  'opt-in': 'You have opted back in.',
} as const;

/** What the page says of the shopper's choice: the URL after posting, else (with script) the browser's cookie. */
function useChoiceText(): string | null {
  const choice = new URLSearchParams(useLocation().search).get('choice');
  const [cookieSays, setCookieSays] = useState<string | null>(null);
  useEffect(() => {
    setCookieSays(hasOptedOut(document.cookie) ? SAID['opt-out'] : null);
  }, []);
  if (choice === 'opt-out' || choice === 'opt-in') return SAID[choice];
  return cookieSays;
}

/**
 * The Do Not Sell page's control: a plain form (works without script) posting the shopper's choice. The same
 * HTML for everyone; the shopper's current choice shows from the URL or from the browser's cookie.
 */
export function PrivacyChoiceForm() {
  const text = useChoiceText();
  return (
    <section className="page privacy-choice" aria-labelledby="privacy-choice-title">
      <h2 id="privacy-choice-title">Your privacy choice</h2>
      <p>
        Opt out of the sale or sharing of your personal information: analytics, advertising and pop-ups stay
        off in this browser. Browsers that send Global Privacy Control are opted out already.
      </p>
      <p role="status">{text}</p>
      <form method="post" action={PRIVACY_CHOICE_PATH}>
        <button type="submit" name="choice" value="opt-out">
          Do not sell or share my personal information
        </button>{' '}
        <button type="submit" name="choice" value="opt-in">
          Allow again
        </button>
      </form>
    </section>
  );
}
