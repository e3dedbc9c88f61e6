import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveLink, type StoryblokMultilink, specialLinkOfHref } from './links';

describe('resolveLink with plain strings', () => {
  it.each([
    ['#reviews', { kind: 'anchor', href: '#reviews', newTab: false }],
    ['https://parts.test/a', { kind: 'external', href: 'https://parts.test/a', newTab: true }],
    ['http://parts.test', { kind: 'external', href: 'http://parts.test', newTab: true }],
    ['HTTPS://PARTS.TEST', { kind: 'external', href: 'HTTPS://PARTS.TEST', newTab: true }],
    ['//parts.test/x', { kind: 'external', href: '//parts.test/x', newTab: true }],
    ['/\\parts.test', { kind: 'external', href: '/\\parts.test', newTab: true }],
    ['/\t/parts.test', { kind: 'external', href: '//parts.test', newTab: true }],
    ['tel:+1 800 555 0100', { kind: 'tel', href: 'tel:+18005550100', newTab: false }],
    ['mailto:help@parts.test', { kind: 'mailto', href: 'mailto:help@parts.test', newTab: false }],
    ['/c/exterior', { kind: 'internal', href: '/c/exterior/', newTab: false }],
    ['/c/exterior/', { kind: 'internal', href: '/c/exterior/', newTab: false }],
    ['c/interior', { kind: 'internal', href: '/c/interior/', newTab: false }],
    ['/', { kind: 'internal', href: '/', newTab: false }],
    ['/search?q=floor%20mats', { kind: 'internal', href: '/search/?q=floor%20mats', newTab: false }],
    ['/search/?q=floor%20mats', { kind: 'internal', href: '/search/?q=floor%20mats', newTab: false }],
    ['/p/mat#specs', { kind: 'internal', href: '/p/mat/#specs', newTab: false }],
    ['/p/mat?sku=a#specs', { kind: 'internal', href: '/p/mat/?sku=a#specs', newTab: false }],
    ['/docs/terms.pdf', { kind: 'internal', href: '/docs/terms.pdf', newTab: false }],
    ['  /brands  ', { kind: 'internal', href: '/brands/', newTab: false }],
  ])('%s', (input, expected) => {
    expect(resolveLink(input)).toEqual(expected);
  });

  it.each([
    '',
    '   ',
    '#',
    'tel:',
    'mailto:',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,hi',
    'vbscript:x',
    'java\nscript:alert(1)',
  ])('rejects %j', (input) => {
    expect(resolveLink(input)).toBeNull();
  });

  it('rejects null and undefined', () => {
    expect(resolveLink(null)).toBeNull();
    expect(resolveLink(undefined)).toBeNull();
  });
});

describe('resolveLink with Storyblok multilinks', () => {
  const story = (fields: Partial<StoryblokMultilink>): StoryblokMultilink => ({
    linktype: 'story',
    ...fields,
  });

  it('links a story by its cached full slug with a trailing slash', () => {
    expect(resolveLink(story({ cached_url: 'about/shipping' }))).toEqual({
      kind: 'internal',
      href: '/about/shipping/',
      newTab: false,
    });
  });

  it('links the home story to the root', () => {
    expect(resolveLink(story({ cached_url: 'home' }))?.href).toBe('/');
    expect(resolveLink(story({ cached_url: 'home', anchor: 'deals' }))?.href).toBe('/#deals');
  });

  it('prefers the resolved story URL over the cached slug', () => {
    expect(resolveLink(story({ cached_url: 'old', story: { url: 'new-page/' } }))?.href).toBe('/new-page/');
    expect(resolveLink(story({ cached_url: 'old', story: { full_slug: 'renamed' } }))?.href).toBe(
      '/renamed/',
    );
  });

  it('adds the anchor after the slash', () => {
    expect(resolveLink(story({ cached_url: 'faq', anchor: 'returns' }))?.href).toBe('/faq/#returns');
  });

  it('treats a story link with only an anchor as an in-page anchor', () => {
    expect(resolveLink(story({ cached_url: '', anchor: 'top' }))).toEqual({
      kind: 'anchor',
      href: '#top',
      newTab: false,
    });
  });

  it('treats an empty field (what Storyblok sends when nothing is picked) as no link', () => {
    expect(resolveLink(story({ url: '', cached_url: '' }))).toBeNull();
    expect(resolveLink({ linktype: 'url', url: '', cached_url: '' })).toBeNull();
  });

  it('opens a story in a new tab when the editor asked for it', () => {
    expect(resolveLink(story({ cached_url: 'faq', target: '_blank' }))).toEqual({
      kind: 'internal',
      href: '/faq/',
      newTab: true,
    });
  });

  it('classifies url links like plain strings', () => {
    expect(resolveLink({ linktype: 'url', url: '/c/exterior' })?.href).toBe('/c/exterior/');
    expect(resolveLink({ linktype: 'url', url: 'https://parts.test' })?.kind).toBe('external');
    expect(resolveLink({ linktype: 'url', url: '', cached_url: '#fit' })?.kind).toBe('anchor');
    expect(resolveLink({ linktype: 'url', url: 'tel:8005550100' })?.kind).toBe('tel');
    expect(resolveLink({ linktype: 'url', url: 'javascript:alert(1)' })).toBeNull();
  });

  it('keeps an anchor in the same tab even with target _blank', () => {
    expect(resolveLink({ linktype: 'url', url: '#fit', target: '_blank' })?.newTab).toBe(false);
  });

  it('builds mailto links from email links', () => {
    expect(resolveLink({ linktype: 'email', email: 'help@parts.test' })).toEqual({
      kind: 'mailto',
      href: 'mailto:help@parts.test',
      newTab: false,
    });
    expect(resolveLink({ linktype: 'email', url: 'mailto:help@parts.test' })?.href).toBe(
      'mailto:help@parts.test',
    );
    expect(resolveLink({ linktype: 'email', email: ' ' })).toBeNull();
  });

  it('opens assets in a new tab and refuses unsafe asset schemes', () => {
    expect(resolveLink({ linktype: 'asset', url: '/api/img/p/1/r/10x10/cover/80/a.svg' })).toEqual({
      kind: 'external',
      href: '/api/img/p/1/r/10x10/cover/80/a.svg',
      newTab: true,
    });
    expect(resolveLink({ linktype: 'asset', url: 'data:image/svg+xml,<svg/>' })).toBeNull();
    expect(resolveLink({ linktype: 'asset', url: '' })).toBeNull();
  });
});

describe('resolveLink properties', () => {
  const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);

  it('gives every internal path exactly one trailing slash and keeps query and hash', () => {
    fc.assert(
      fc.property(
        fc.array(segment, { minLength: 1, maxLength: 4 }),
        fc.option(fc.stringMatching(/^[a-z]=[a-z0-9]{0,5}$/), { nil: undefined }),
        fc.option(segment, { nil: undefined }),
        (segments, query, hash) => {
          const input = `/${segments.join('/')}${query ? `?${query}` : ''}${hash ? `#${hash}` : ''}`;
          const result = resolveLink(input);
          expect(result?.kind).toBe('internal');
          expect(result?.href).toBe(
            `/${segments.join('/')}/${query ? `?${query}` : ''}${hash ? `#${hash}` : ''}`,
          );
          expect(resolveLink(result?.href)?.href).toBe(result?.href);
        },
      ),
    );
  });

  it('never produces an href with a script-capable scheme', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const href = resolveLink(input)?.href ?? '';
        expect(href.trim().toLowerCase().startsWith('javascript:')).toBe(false);
        expect(href.trim().toLowerCase().startsWith('data:')).toBe(false);
      }),
    );
  });
});

describe('resolveLink with special link types', () => {
  it("sends ACCOUNT to the host's account page when the host names one", () => {
    expect(resolveLink('ACCOUNT', { account: '/my-account/' })).toEqual({
      kind: 'special',
      href: '/my-account/',
      newTab: false,
      special: 'ACCOUNT',
    });
  });

  it.each([
    ['FITMENT', '?mod=fitment'],
    ['ISSD', '?mod=fitment&fitmentMode=same-day'],
    ['ORDER', '?mod=orderlogin'],
    ['ACCOUNT', '#account'],
    ['CHAT', '#chat'],
    ['AFFIRM', '#affirm'],
  ] as const)('%s goes to %s unless the app takes the click over', (special, href) => {
    expect(resolveLink(special)).toEqual({ kind: 'special', href, newTab: false, special });
    expect(resolveLink({ linktype: 'url', url: ` ${special} `, target: '_blank' })).toEqual({
      kind: 'special',
      href,
      newTab: false,
      special,
    });
  });

  it('calls the theme phone for PHONE, and is no link without one', () => {
    expect(resolveLink('PHONE', { phone: '1-800-555-0100' })).toEqual({
      kind: 'tel',
      href: 'tel:1-800-555-0100',
      newTab: false,
      special: 'PHONE',
    });
    expect(resolveLink({ linktype: 'url', url: 'PHONE' }, { phone: '1 800 555 0100' })?.href).toBe(
      'tel:18005550100',
    );
    expect(resolveLink('PHONE')).toBeNull();
  });

  it('only knows the names in capitals, so the /fitment/ page stays a path', () => {
    expect(resolveLink('fitment')).toEqual({ kind: 'internal', href: '/fitment/', newTab: false });
    expect(resolveLink({ linktype: 'story', cached_url: 'FITMENT' })?.href).toBe('/FITMENT/');
  });
});

describe('specialLinkOfHref', () => {
  it('knows the special links that have no page by their href, and nothing else', () => {
    expect(specialLinkOfHref(resolveLink('CHAT')?.href ?? '')).toBe('CHAT');
    expect(specialLinkOfHref(resolveLink('AFFIRM')?.href ?? '')).toBe('AFFIRM');
    expect(specialLinkOfHref('#account')).toBe('ACCOUNT');
    expect(specialLinkOfHref('?mod=fitment')).toBeNull();
    expect(specialLinkOfHref('#reviews')).toBeNull();
    expect(specialLinkOfHref('/chat/')).toBeNull();
  });
});
