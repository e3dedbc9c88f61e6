export type { VideoEmbedOrigins, VideoType } from './embed-url';
export { DEFAULT_EMBED_ORIGINS, VIDEO_TYPES, videoEmbedUrl } from './embed-url';
export type { FormattedDuration } from './format-duration';
export { formatDuration } from './format-duration';
export type { VideoBannerProps } from './video-banner';
export { VIDEO_BANNER_ASPECT_RATIOS, VIDEO_POSTER_QUALITY, VideoBanner } from './video-banner';
export type { Video, VideoEmbedProps } from './video-embed';
export { VideoEmbed } from './video-embed';
