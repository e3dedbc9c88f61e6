import { VIDEO_BANNER_ASPECT_RATIOS, VIDEO_POSTER_QUALITY } from '@fitkit/ui/video';
import type { CmsImage } from '../../fields/fields';

// The shop's image route: {prefix}/img/{mode}/{id}/r/{w}x{h}/{fit}/{quality}/{file}.
const IMAGE_ROUTE = /^(.*\/img\/[^/]+\/[^/]+\/r\/)\d+x\d+\/(?:contain|cover)\/\d+\/([^/?#]+)$/;

/**
 * The poster URL of a video banner at a size and SPEC §9's poster quality (50). Images of the shop's image
 * route are asked for at exactly that size, cropped to fill; any other URL is used as the editor gave it.
 */
export function posterUrl(image: CmsImage, size: { w: number; h: number }): string {
  const match = IMAGE_ROUTE.exec(image.filename);
  if (!match) return image.filename;
  return `${match[1]}${size.w}x${size.h}/cover/${VIDEO_POSTER_QUALITY}/${match[2]}`;
}

/** The phone and wide-screen posters of a banner, each at its own aspect ratio. */
export function bannerPosters(
  images: { mobile?: CmsImage | undefined; desktop?: CmsImage | undefined },
  banner: boolean,
): { mobile?: string; desktop?: string } {
  const desktopSize = banner ? VIDEO_BANNER_ASPECT_RATIOS.banner : VIDEO_BANNER_ASPECT_RATIOS.other;
  return {
    ...(images.mobile ? { mobile: posterUrl(images.mobile, VIDEO_BANNER_ASPECT_RATIOS.mobile) } : {}),
    ...(images.desktop ? { desktop: posterUrl(images.desktop, desktopSize) } : {}),
  };
}
