import { type ComponentProps, type ReactNode, useId } from 'react';
import { FitBadge } from '../fit-badge';
import { fitStatusOf, type ProductFitment } from '../fit-badge/fit-status';
import { ShopImage } from '../image/image';
import type { ImagePriority } from '../image/image-rules';
import { Price } from '../price';
import { type UiImage, useUi } from '../provider';
import { cn } from '../utils/cn';

/** The product fields a card shows; a structural subset of the catalogue's ProductCard. */
export type ProductCardProduct = {
  /** Product name. */
  name: string;
  /** Brand of the product. */
  brand: { name: string };
  /** Main image. */
  image: UiImage;
  /** Prices in cents; `original` is set when on sale, `actual` null when unknown. */
  price: { actual: number | null; original: number | null };
  /** Fitment for the chosen vehicle; absent when no vehicle is chosen. */
  fitment?: ProductFitment | null;
};

/** Props of {@link ProductCard}. */
export type ProductCardProps = Omit<ComponentProps<'article'>, 'children'> & {
  /** The product to show. */
  product: ProductCardProduct;
  /** Link to the product page. */
  href: string;
  /** The chosen vehicle's name for the fit badge, e.g. '2021 Jeep Wrangler'. */
  vehicleName?: string;
  /** Shows a 'Check Fit' button when the fit is unknown, and is called when it is pressed. */
  onCheckFit?: () => void;
  /** Heading level of the product name, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** How the image loads: the page decides from the card's place (`imagePriority` of `@fitkit/ui/image`); lazy by default. */
  imagePriority?: ImagePriority;
  /** A control in the card's top corner, e.g. the wishlist heart. */
  action?: ReactNode;
};

const IMAGE = { w: 320, h: 240 } as const;
// Listings lay cards out in columns of at least 220 px: two on a phone, up to four beside a filter column, never
// wider than the box.
const IMAGE_SIZES = '(max-width: 480px) 50vw, (max-width: 1024px) 33vw, 320px';

/** A product tile for listings: image, brand, name link, price and the fit badge. */
export function ProductCard({
  product,
  href,
  vehicleName,
  onCheckFit,
  headingLevel = 3,
  imagePriority = 'lazy',
  action,
  className,
  ...props
}: ProductCardProps) {
  const { Link } = useUi();
  const nameId = useId();
  const status = fitStatusOf(product.fitment);
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      aria-labelledby={nameId}
      data-slot="product-card"
      data-fit={status}
      className={cn('fk-product-card', className)}
      {...props}
    >
      {/* The image repeats the name link, so it is skipped by keyboard and screen reader. */}
      <Link href={href} className="fk-product-card__image-link" tabIndex={-1} aria-hidden="true">
        <ShopImage
          className="fk-product-card__image"
          image={product.image}
          box={IMAGE}
          sizes={IMAGE_SIZES}
          alt=""
          priority={imagePriority}
        />
      </Link>
      {action ? <div className="fk-product-card__action">{action}</div> : null}
      <div className="fk-product-card__body">
        <p className="fk-product-card__brand">{product.brand.name}</p>
        <Heading id={nameId} className="fk-product-card__name">
          <Link href={href} className="fk-product-card__link">
            {product.name}
          </Link>
        </Heading>
        <Price cents={product.price.actual} original={product.price.original} size="lg" />
        <FitBadge
          status={status}
          vehicleName={vehicleName}
          appNote={product.fitment?.appNote}
          // A card offers the check only while the fit is unknown; the product page offers a change too.
          onCheckFit={status === 'unknown' ? onCheckFit : undefined}
          productName={product.name}
        />
      </div>
    </article>
  );
}
