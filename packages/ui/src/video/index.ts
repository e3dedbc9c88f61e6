export type { VideoEmbedOrigins } from './embed-url';
export { DEFAULT_EMBED_ORIGINS, VIDEO_TYPES } from './embed-url';
export type { VideoBannerProps } from './video-banner';
export { VIDEO_BANNER_ASPECT_RATIOS, VIDEO_POSTER_QUALITY, VideoBanner } from './video-banner';
export type { VideoEmbedProps } from './video-embed';
export { VideoEmbed } from './video-embed';
