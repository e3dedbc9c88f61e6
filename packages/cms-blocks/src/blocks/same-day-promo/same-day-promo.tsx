import {
  countdownText,
  SHIPPING_TEXT,
  sameDayModeLabel,
  useSameDayCountdown,
} from '@fitkit/ui/shipping-info';
import { CmsLink } from '../../links/cms-link';
import { resolveLink } from '../../links/links';
import type { BlockComponentProps } from '../../registry/blocks';
import { BlockLayout } from '../layout/block-layout';
import { promoRules } from './promo';
import type { SameDayPromoBlok } from './schema';

/** Link text when the editor left it empty. */
export const SAME_DAY_PROMO_LINK_TEXT = 'Shop same-day parts';

const PROMO_CSS = `.fk-same-day-promo{display:flex;flex-wrap:wrap;align-items:center;gap:var(--fk-space-2,.5rem) var(--fk-space-4,1rem);
font-family:var(--fk-font-sans,sans-serif)}
.fk-same-day-promo__badge{padding:0 var(--fk-space-2,.5rem);border-radius:var(--fk-radius-pill,999px);
background:var(--fk-color-primary-dark,#1e3a8a);color:var(--fk-color-on-primary-dark,#fff);font-weight:700;font-style:italic}
.fk-same-day-promo__title{margin:0;font-size:var(--fk-font-size-lg,1.125rem)}
.fk-same-day-promo__text,.fk-same-day-promo__countdown{margin:0;flex-basis:100%}
.fk-same-day-promo__countdown{font-weight:500}`;

/** Props of {@link SameDayPromoBlock}. */
export interface SameDayPromoBlockProps extends BlockComponentProps<SameDayPromoBlok> {
  /** A fixed moment instead of the clock (stories and previews); the countdown then does not tick. */
  now?: Date;
}

/**
 * The `same_day_promo` block from its validated fields. The countdown appears only in the browser (it depends
 * on the shopper's clock) and only before the cutoff on a shipping weekday; it is a polite live region, so a
 * screen reader hears it once and not at every minute.
 */
export function SameDayPromoBlock({ blok, now }: SameDayPromoBlockProps) {
  const countdown = useSameDayCountdown(promoRules(blok.cutoff_time), {
    timeZone: blok.time_zone,
    ...(now ? { now } : {}),
  });
  const link = resolveLink(blok.link);
  return (
    <BlockLayout blok={blok} slot="cms-same-day-promo">
      <style href="fk-cms-same-day-promo" precedence="default">
        {PROMO_CSS}
      </style>
      <div className="fk-same-day-promo" data-mode={blok.mode} data-state={countdown ? 'open' : 'closed'}>
        <span className="fk-same-day-promo__badge">{sameDayModeLabel(blok.mode)}</span>
        <p className="fk-same-day-promo__title">{blok.title ?? SHIPPING_TEXT.freeSameDayShipping}</p>
        {blok.text ? <p className="fk-same-day-promo__text">{blok.text}</p> : null}
        <p className="fk-same-day-promo__countdown" aria-live="polite">
          {countdown ? countdownText(countdown) : null}
        </p>
        {link ? <CmsLink link={blok.link}>{blok.link_label ?? SAME_DAY_PROMO_LINK_TEXT}</CmsLink> : null}
      </div>
    </BlockLayout>
  );
}
