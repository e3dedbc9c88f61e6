import type { ReactNode } from 'react';
import { Price } from '../price';
import { useUi } from '../provider';
import { cn } from '../utils/cn';
import { formatFitmentLine, type MiniCartItem } from './cart-item';

/** Size of each line's image (SPEC §2). */
const IMAGE = { w: 200, h: 150 } as const;

/** Props of {@link CartItemRow}. */
export type CartItemRowProps = {
  /** The line. */
  item: MiniCartItem;
  /** The line's subtotal before discounts, struck when higher than its subtotal. */
  originalSubtotal?: number | null | undefined;
  /** Link of the name (the SKU route). */
  href: string;
  /** A change is in flight on this line. */
  busy: boolean;
  /** Class of the list item, for the panel it sits in. */
  className: string;
  /** The line's controls, shown under the vehicle (quantity, remove). */
  children: ReactNode;
  /** Shown under the prices, e.g. the protection plan choice. */
  after?: ReactNode;
  /** Shown above the name, e.g. the mini cart's 'Just added' mark. */
  before?: ReactNode;
};

/** One cart line as a list item: picture 200x150, name link, vehicle and app note, controls, price, subtotal. */
export function CartItemRow({
  item,
  originalSubtotal,
  href,
  busy,
  className,
  children,
  after,
  before,
}: CartItemRowProps) {
  const { Link, imageUrl } = useUi();
  const fitment = formatFitmentLine(item.fitmentData);
  const appNote = item.fitmentData?.appNote;
  return (
    <li
      className={cn('fk-cart-item', className)}
      data-item-id={item.itemId}
      data-virtual={item.isVirtualItem || undefined}
      aria-busy={busy || undefined}
    >
      {/* The name link beside it carries the meaning, so the picture is decorative. */}
      <img
        className="fk-cart-item__image"
        src={imageUrl(item.image, { ...IMAGE, fit: 'contain' })}
        width={IMAGE.w}
        height={IMAGE.h}
        alt=""
        loading="lazy"
        decoding="async"
      />
      <div className="fk-cart-item__details">
        {before}
        <Link href={href} className="fk-cart-item__name">
          {item.productName}
        </Link>
        {fitment ? (
          <p className="fk-cart-item__meta">
            <span className="fk-cart-item__meta-label">Vehicle:</span> {fitment}
          </p>
        ) : null}
        {appNote ? <p className="fk-cart-item__meta">{appNote}</p> : null}
        <div className="fk-cart-item__controls">
          {item.isVirtualItem ? <span className="fk-cart-item__fixed-qty">Qty: {item.qty}</span> : children}
        </div>
        <dl className="fk-cart-item__prices">
          <div>
            <dt>Price</dt>
            <dd>
              <Price cents={item.salePrice} original={item.originalPrice} size="sm" />
            </dd>
          </div>
          <div>
            <dt>Subtotal</dt>
            <dd>
              <Price cents={item.itemSubtotal} original={originalSubtotal} size="sm" />
            </dd>
          </div>
        </dl>
        {after}
      </div>
    </li>
  );
}
