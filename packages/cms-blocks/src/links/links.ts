/** The link types a Storyblok multilink field can hold. */
export const STORYBLOK_LINK_TYPES = ['story', 'url', 'email', 'asset'] as const;

/** One of {@link STORYBLOK_LINK_TYPES}. */
export type StoryblokLinkType = (typeof STORYBLOK_LINK_TYPES)[number];

/** What a resolved link does when clicked (SPEC §2, links in content); 'special' is one of {@link SPECIAL_LINK_TYPES}. */
export const LINK_KINDS = ['anchor', 'external', 'tel', 'mailto', 'internal', 'special'] as const;

/**
 * The special link types of SPEC §2, written by editors as the whole link ('FITMENT', in capitals, as the URL
 * of a multilink or a rich-text link): financing info, live chat, the vehicle dialog, the order login overlay,
 * the account, the vehicle dialog in same-day shipping mode, and the shop's phone.
 */
export const SPECIAL_LINK_TYPES = ['AFFIRM', 'CHAT', 'FITMENT', 'ORDER', 'ACCOUNT', 'ISSD', 'PHONE'] as const;

/** One of {@link SPECIAL_LINK_TYPES}. */
export type SpecialLinkType = (typeof SPECIAL_LINK_TYPES)[number];

/** One of {@link LINK_KINDS}. */
export type LinkKind = (typeof LINK_KINDS)[number];

/** A Storyblok multilink field value, as the CDN API delivers it. */
export interface StoryblokMultilink {
  /** Which kind of target the editor picked. */
  linktype: StoryblokLinkType;
  /** The typed URL (url, asset and sometimes email links) or the resolved story URL. */
  url?: string | undefined;
  /** The story's full slug for story links; a copy of the URL for the other types. */
  cached_url?: string | undefined;
  /** An anchor inside the target story, without the '#'. */
  anchor?: string | undefined;
  /** '_blank' when the editor asked for a new tab. */
  target?: string | undefined;
  /** The address of an email link. */
  email?: string | undefined;
  /** The linked story, present when the API was asked to resolve links. */
  story?: { full_slug?: string | undefined; url?: string | undefined } | undefined;
}

/** Anything the CMS may hand us as a link: a multilink object, a plain string, or nothing. */
export type LinkInput = StoryblokMultilink | string | null | undefined;

/** A link ready for an anchor element. */
export interface ResolvedLink {
  /** How the link behaves: smooth scroll, new tab, phone, mail or in-app navigation. */
  kind: LinkKind;
  /** The value for `href`. */
  href: string;
  /** Whether the link opens in a new tab. */
  newTab: boolean;
  /** The special link type the editor wrote, if any; the app may act on it instead of following `href`. */
  special?: SpecialLinkType;
}

/** What resolving needs to know about the shop. */
export interface ResolveLinkOptions {
  /** The theme's phone number, for PHONE links; without it PHONE links do not resolve. */
  phone?: string | undefined;
  /** The host's account page, for ACCOUNT links; without it they stay put until the app answers the click. */
  account?: string | undefined;
}

/**
 * Where each special link goes when the app does not take it over: overlays open through `mod` on the current
 * page (SPEC §2); the account is the host's page (`ResolveLinkOptions.account`), and without it, like chat and
 * financing, the link stays put until the app answers the click.
 */
const SPECIAL_HREFS: Readonly<Record<Exclude<SpecialLinkType, 'PHONE'>, string>> = {
  AFFIRM: '#affirm',
  CHAT: '#chat',
  FITMENT: '?mod=fitment',
  ORDER: '?mod=orderlogin',
  ACCOUNT: '#account',
  ISSD: '?mod=fitment&fitmentMode=same-day',
};

/**
 * The special link an href stands for when it has no page to go to (CHAT, AFFIRM, and ACCOUNT without the host's
 * page): menus and footers carry such links as their '#…' href alone, and the host acts on the click. Null for
 * every other href.
 */
export function specialLinkOfHref(href: string): SpecialLinkType | null {
  if (!href.startsWith('#')) return null;
  return SPECIAL_LINK_TYPES.find((type) => type !== 'PHONE' && SPECIAL_HREFS[type] === href) ?? null;
}

/** The slug Storyblok gives the home story; it lives at '/'. */
const HOME_SLUG = 'home';
const FILE_EXTENSION = /\.[a-z0-9]{1,5}$/i;
const ANY_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * Turns a CMS link into an href and its behaviour: '#…' scrolls to an anchor, 'http…' and
 * protocol-relative links open in a new tab, tel: and mailto: stay as they are, a special link type
 * ('FITMENT'…, see {@link SPECIAL_LINK_TYPES}) carries its type, and every other path is internal and gets a
 * trailing slash (query and hash kept). Returns null for empty links, PHONE without a phone, and schemes
 * that are not safe in content (javascript:, data:…).
 */
export function resolveLink(input: LinkInput, options: ResolveLinkOptions = {}): ResolvedLink | null {
  if (input == null) return null;
  if (typeof input === 'string') return resolveUrl(input, options);
  return resolveMultilink(input, options);
}

/** A typed URL: a special link type when it names one, else an href. */
function resolveUrl(raw: string, options: ResolveLinkOptions): ResolvedLink | null {
  const special = resolveSpecial(raw, options);
  return special === undefined ? resolveHref(raw) : special;
}

function isSpecialLinkType(value: string): value is SpecialLinkType {
  return (SPECIAL_LINK_TYPES as readonly string[]).includes(value);
}

/** A special link type written as the whole link, resolved; undefined when `raw` is not one. */
function resolveSpecial(raw: string, options: ResolveLinkOptions): ResolvedLink | null | undefined {
  const name = raw.trim();
  if (!isSpecialLinkType(name)) return undefined;
  if (name === 'PHONE') {
    const tel = resolveHref(`tel:${options.phone ?? ''}`);
    return tel ? { ...tel, special: 'PHONE' } : null;
  }
  const href = name === 'ACCOUNT' && options.account ? options.account : SPECIAL_HREFS[name];
  return { kind: 'special', href, newTab: false, special: name };
}

function resolveMultilink(link: StoryblokMultilink, options: ResolveLinkOptions): ResolvedLink | null {
  const forceNewTab = link.target === '_blank';
  const resolved = resolveMultilinkTarget(link, options);
  if (!resolved) return null;
  const stays = resolved.kind === 'anchor' || resolved.kind === 'special';
  return forceNewTab && !stays ? { ...resolved, newTab: true } : resolved;
}

function resolveMultilinkTarget(link: StoryblokMultilink, options: ResolveLinkOptions): ResolvedLink | null {
  switch (link.linktype) {
    case 'story': {
      const anchor = link.anchor?.trim() ? `#${link.anchor.trim()}` : '';
      const slug = (link.story?.url || link.story?.full_slug || link.cached_url || link.url || '').trim();
      if (!slug) return anchor ? resolveHref(anchor) : null;
      return resolveHref(`${storySlugToPath(slug)}${anchor}`);
    }
    case 'url': {
      return resolveUrl(link.url || link.cached_url || '', options);
    }
    case 'email': {
      const address = (link.email || link.url || link.cached_url || '').trim().replace(/^mailto:/i, '');
      return address ? { kind: 'mailto', href: `mailto:${address}`, newTab: false } : null;
    }
    case 'asset': {
      const href = (link.url || link.cached_url || '').trim();
      if (!href || (ANY_SCHEME.test(href) && !/^https?:/i.test(href))) return null;
      return { kind: 'external', href, newTab: true };
    }
  }
}

/** Maps a story's full slug to its site path: the home story is '/', others keep their slug. */
function storySlugToPath(slug: string): string {
  const trimmed = slug.replace(/^\/+|\/+$/g, '');
  return trimmed === HOME_SLUG || trimmed === '' ? '/' : `/${trimmed}`;
}

function resolveHref(raw: string): ResolvedLink | null {
  // Browsers drop tabs and line breaks anywhere in a URL, so '/\t/host' would become '//host'.
  const href = raw.replace(/[\t\n\r]/g, '').trim();
  if (href === '' || href === '#') return null;
  if (href.startsWith('#')) return { kind: 'anchor', href, newTab: false };
  // A leading '//' or '/\' leaves the site in a browser, so it is external however it is written.
  if (/^https?:/i.test(href) || /^[\\/]{2}/.test(href)) return { kind: 'external', href, newTab: true };
  if (/^tel:/i.test(href)) {
    const number = href.slice(4).replace(/\s+/g, '');
    return number ? { kind: 'tel', href: `tel:${number}`, newTab: false } : null;
  }
  if (/^mailto:/i.test(href)) return href.length > 7 ? { kind: 'mailto', href, newTab: false } : null;
  if (ANY_SCHEME.test(href)) return null;
  return { kind: 'internal', href: withTrailingSlash(href), newTab: false };
}

/** Adds the trailing slash every site path has (SPEC §2), leaving files such as '/terms.pdf' alone. */
function withTrailingSlash(href: string): string {
  const hashAt = href.indexOf('#');
  const beforeHash = hashAt === -1 ? href : href.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : href.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  let path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt === -1 ? '' : beforeHash.slice(queryAt);
  if (!path.startsWith('/')) path = `/${path}`;
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  if (!path.endsWith('/') && !FILE_EXTENSION.test(lastSegment)) path = `${path}/`;
  return `${path}${query}${hash}`;
}
