export type { VideoEmbedOrigins, VideoType } from './embed-url';
export { DEFAULT_EMBED_ORIGINS, VIDEO_TYPES, videoEmbedUrl } from './embed-url';
export type { FormattedDuration } from './format-duration';
export { formatDuration } from './format-duration';
export type { Video, VideoEmbedProps } from './video-embed';
export { VideoEmbed } from './video-embed';
