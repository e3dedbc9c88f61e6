/** The video hosts a product video can come from (SPEC §3 Video). */
export const VIDEO_TYPES = ['wistia', 'youtube'] as const;
/** One of {@link VIDEO_TYPES}. */
export type VideoType = (typeof VIDEO_TYPES)[number];

/** Where each host's embeddable player lives, overridable per shop. */
export type VideoEmbedOrigins = Record<VideoType, string>;

// The only host names in the kit: an embedded player has to be loaded from its own host. YouTube's
// privacy-enhanced host sets no cookies until the shopper plays. Nothing is requested from either before a click.
export const DEFAULT_EMBED_ORIGINS: VideoEmbedOrigins = {
  wistia: 'https://fast.wistia.net',
  youtube: 'https://www.youtube-nocookie.com',
};

/** The iframe address of a video, set to start playing since it only loads after the shopper pressed play. */
export function videoEmbedUrl(
  type: VideoType,
  id: string,
  origins: VideoEmbedOrigins = DEFAULT_EMBED_ORIGINS,
): string {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) throw new RangeError(`not a video id: ${id}`);
  const origin = origins[type].replace(/\/+$/, '');
  return type === 'youtube'
    ? `${origin}/embed/${id}?autoplay=1&rel=0`
    : `${origin}/embed/iframe/${id}?autoPlay=true`;
}
