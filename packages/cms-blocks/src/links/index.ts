export type { CmsLinkProps } from './cms-link';
export { CmsLink } from './cms-link';
export type { LinkInput, LinkKind, ResolvedLink, StoryblokLinkType, StoryblokMultilink } from './links';
export { LINK_KINDS, resolveLink, STORYBLOK_LINK_TYPES } from './links';
