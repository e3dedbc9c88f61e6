export type { CmsLinkProps } from './cms-link';
export { CmsLink } from './cms-link';
export type {
  LinkInput,
  LinkKind,
  ResolvedLink,
  ResolveLinkOptions,
  SpecialLinkType,
  StoryblokLinkType,
  StoryblokMultilink,
} from './links';
export { LINK_KINDS, resolveLink, SPECIAL_LINK_TYPES, STORYBLOK_LINK_TYPES } from './links';
