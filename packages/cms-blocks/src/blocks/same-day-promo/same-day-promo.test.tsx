import { describe, expect, it } from 'vitest';
import { renderRawBloks } from '../../registry/raw-blok.test.helper';

const promo = (fields: Record<string, unknown> = {}) =>
  renderRawBloks([{ _uid: 'p', component: 'same_day_promo', ...fields }], 'draft');

describe('SameDayPromoBlock', () => {
  it('names the programme: RapidShip for RAPIDSHIP, QuickShip otherwise', () => {
    expect(promo({ mode: 'RAPIDSHIP' })).toContain('>RapidShip</span>');
    expect(promo({ mode: 'QUICKSHIP' })).toContain('>QuickShip</span>');
    expect(promo()).toContain('>QuickShip</span>');
  });

  it('server-renders no countdown (it depends on the shopper clock) and the default texts', () => {
    const html = promo({ link: { linktype: 'url', url: '/search/?sameDayShipping=true' } });
    expect(html).toContain('data-state="closed"');
    expect(html).toContain('<p class="fk-same-day-promo__countdown" aria-live="polite"></p>');
    expect(html).toContain('>Free Same Day Shipping</p>');
    expect(html).toContain('>Shop same-day parts</a>');
  });

  it('refuses a cutoff or time zone it cannot count with', () => {
    const html = promo({ cutoff_time: '3pm', time_zone: 'Mars/Olympus' });
    expect(html).toContain('data-reason="invalid"');
    expect(html).toContain('cutoff_time: Use a 24-hour time such as 15:00');
    expect(html).toContain('time_zone: Use a time zone name such as America/Denver');
  });
});
