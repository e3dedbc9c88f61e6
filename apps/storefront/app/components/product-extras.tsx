import type { ProductLine } from '@fitkit/commerce-hooks';
import { ReviewsSummary } from '@fitkit/ui/reviews-summary';
import { ShippingInfo } from '@fitkit/ui/shipping-info';
import { lazy, Suspense } from 'react';
import { isoDurationSeconds } from '../lib/duration';

// The player (and its embed hosts) only loads on pages with a video; the iframe itself only on a click.
const VideoEmbed = lazy(() => import('@fitkit/ui/video').then((m) => ({ default: m.VideoEmbed })));

/** Cutoff for same-day shipping, in the shop's time zone (theme setting). */
const SHOP_TIME_ZONE = 'America/Denver';

/** Reviews summary under the title. */
export function ProductReviews({ product }: { product: ProductLine }) {
  return product.totalReviews > 0 ? (
    <ReviewsSummary averageRating={product.averageRating} totalReviews={product.totalReviews} />
  ) : null;
}

/** Shipping texts, estimated delivery and the same-day countdown. */
export function ProductShipping({ product }: { product: ProductLine }) {
  const { shipping } = product;
  return (
    <ShippingInfo
      shipping={{
        sameDay: shipping.sameDay,
        isFreight: shipping.isFreight,
        isFreeShipping: shipping.isFreeShipping,
        isMadeToOrder: shipping.madeToOrder,
        timeRange: shipping.timeRange,
        estimatedDeliveryDate: shipping.estimatedDeliveryDate,
      }}
      sameDayMode={shipping.sameDayMode}
      sameDayRules={{ cutoff: { hour: shipping.cutoffHour, minute: 0 } }}
      timeZone={SHOP_TIME_ZONE}
    />
  );
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
