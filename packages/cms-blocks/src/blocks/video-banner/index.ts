export { bannerPosters, posterUrl } from './poster';
export type { VideoBannerBlok } from './schema';
export { videoBannerSchema } from './schema';
export { VideoBannerBlock } from './video-banner';
