import { VideoBanner } from '@fitkit/ui/video';
import type { BlockComponentProps } from '../../registry/blocks';
import { Blocks } from '../../registry/blocks';
import { useCmsShop } from '../../shop-context/shop-context';
import { useImagePriority } from '../image/loading';
import { BlockLayout } from '../layout/block-layout';
import { bannerPosters } from './poster';
import type { VideoBannerBlok } from './schema';

/** The `video_banner` block from its validated fields. */
export function VideoBannerBlock({ blok }: BlockComponentProps<VideoBannerBlok>) {
  const { videoEmbedOrigins } = useCmsShop();
  const posterPriority = useImagePriority(blok._uid);
  return (
    <BlockLayout blok={blok} slot="cms-video-banner">
      <VideoBanner
        type={blok.video_type}
        videoId={blok.video_id}
        title={blok.title}
        banner={blok.banner}
        posterPriority={posterPriority}
        {...(videoEmbedOrigins ? { embedOrigins: videoEmbedOrigins } : {})}
        poster={bannerPosters({ mobile: blok.poster_mobile, desktop: blok.poster_desktop }, blok.banner)}
      >
        {blok.content.length > 0 ? <Blocks bloks={blok.content} /> : null}
      </VideoBanner>
    </BlockLayout>
  );
}
