/** The link types a Storyblok multilink field can hold. */
export const STORYBLOK_LINK_TYPES = ['story', 'url', 'email', 'asset'] as const;

/** One of {@link STORYBLOK_LINK_TYPES}. */
export type StoryblokLinkType = (typeof STORYBLOK_LINK_TYPES)[number];

/** What a resolved link does when clicked (SPEC §2, links in content). */
export const LINK_KINDS = ['anchor', 'external', 'tel', 'mailto', 'internal'] as const;

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
}

/** The slug Storyblok gives the home story; it lives at '/'. */
const HOME_SLUG = 'home';
const FILE_EXTENSION = /\.[a-z0-9]{1,5}$/i;
const ANY_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * Turns a CMS link into an href and its behaviour: '#…' scrolls to an anchor, 'http…' and
 * protocol-relative links open in a new tab, tel: and mailto: stay as they are, and every other path is
 * internal and gets a trailing slash (query and hash kept). Returns null for empty links and for schemes
 * that are not safe in content (javascript:, data:…).
 */
export function resolveLink(input: LinkInput): ResolvedLink | null {
  if (input == null) return null;
  if (typeof input === 'string') return resolveHref(input);
  return resolveMultilink(input);
}

function resolveMultilink(link: StoryblokMultilink): ResolvedLink | null {
  const forceNewTab = link.target === '_blank';
  const resolved = resolveMultilinkTarget(link);
  if (!resolved) return null;
  return forceNewTab && resolved.kind !== 'anchor' ? { ...resolved, newTab: true } : resolved;
}

function resolveMultilinkTarget(link: StoryblokMultilink): ResolvedLink | null {
  switch (link.linktype) {
    case 'story': {
      const anchor = link.anchor?.trim() ? `#${link.anchor.trim()}` : '';
      const slug = (link.story?.url || link.story?.full_slug || link.cached_url || link.url || '').trim();
      if (!slug) return anchor ? resolveHref(anchor) : null;
      return resolveHref(`${storySlugToPath(slug)}${anchor}`);
    }
    case 'url':
      return resolveHref(link.url || link.cached_url || '');
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
