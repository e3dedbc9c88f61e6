import { describe, expect, it } from 'vitest';
import { renderRawBloks } from '../../registry/raw-blok.test.helper';

describe('SubscribeFormBlock', () => {
  it('is the newsletter form posting to the shop newsletter action', () => {
    const html = renderRawBloks([{ _uid: 's', component: 'subscribe_form' }]);
    expect(html).toContain('data-slot="cms-subscribe-form"');
    expect(html).toMatch(/<form[^>]*action="\/newsletter\/"[^>]*method="post"/);
    expect(html).toContain('GET ON THE LIST');
    expect(html).toContain('type="email"');
    expect(html).toContain('value="email-subscribe"');
  });

  it('takes the editor texts and form name', () => {
    const html = renderRawBloks([
      {
        _uid: 's',
        component: 'subscribe_form',
        title: 'Trail news',
        text: 'One e-mail a month.',
        button_label: 'Join',
        form_name: 'home-subscribe',
      },
    ]);
    expect(html).toContain('Trail news');
    expect(html).toContain('One e-mail a month.');
    expect(html).toContain('Join');
    expect(html).toContain('value="home-subscribe"');
  });

  it('refuses a form name with spaces', () => {
    expect(renderRawBloks([{ _uid: 's', component: 'subscribe_form', form_name: 'my form' }])).toBe('');
  });
});
