import type { ProductLine } from '@fitkit/commerce-hooks';
import { ReviewsSummary } from '@fitkit/ui/reviews-summary';
import { lazy, Suspense } from 'react';
import { isoDurationSeconds } from '../lib/duration';

// The player (and its embed hosts) only loads on pages with a video; the iframe itself only on a click.
const VideoEmbed = lazy(() => import('@fitkit/ui/video').then((m) => ({ default: m.VideoEmbed })));

/** Reviews summary under the title. */
export function ProductReviews({ product }: { product: ProductLine }) {
  return product.totalReviews > 0 ? (
    <ReviewsSummary averageRating={product.averageRating} totalReviews={product.totalReviews} />
  ) : null;
}

/** Warranty, how it works and the video, below the description. */
export function ProductStory({ product }: { product: ProductLine }) {
  const { video } = product;
  return (
    <>
      {product.howItWorks && (
        <section className="product__section">
          <h2>How It Works</h2>
          <p>{product.howItWorks}</p>
        </section>
      )}
      {product.warranty && (
        <section className="product__section">
          <h2>Warranty</h2>
          <p>{product.warranty}</p>
        </section>
      )}
      {video && (
        <section className="product__section">
          <h2>Video</h2>
          <Suspense fallback={null}>
            <VideoEmbed
              video={{
                id: video.id,
                type: video.type,
                duration: isoDurationSeconds(video.duration),
                title: video.title,
                thumbnail: video.thumbnail,
                uploadDate: video.uploadDate,
              }}
            />
          </Suspense>
        </section>
      )}
    </>
  );
}
