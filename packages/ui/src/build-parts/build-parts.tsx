import type { BuildPart } from '@fitkit/commerce-hooks';
import type { ComponentProps, FormEvent } from 'react';
import { Button } from '../button';
import { GeneralError } from '../forms';
import { Price } from '../price';
import { useUi } from '../provider';
import { cn } from '../utils/cn';

const THUMB = { w: 120, h: 90, fit: 'contain' } as const;

/** The intent the 'Add all to cart' form posts, so the host's action tells it from its other forms. */
export const ADD_ALL_INTENT = 'add-all-to-cart';

/** Props of {@link BuildParts}. */
export type BuildPartsProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The parts used on the build, in order. */
  parts: readonly BuildPart[];
  /** Where the 'Add all to cart' form posts (it works without JavaScript). */
  addAllAction: string;
  /** With JavaScript: called instead of posting the form. */
  onAddAll?: () => void;
  /** The parts are being added. */
  adding?: boolean;
  /** Why adding failed, shown above the button. */
  error?: string | null;
};

/** The parts used on a build, each linking to its product, with one button that adds them all to the cart. */
export function BuildParts({
  parts,
  addAllAction,
  onAddAll,
  adding = false,
  error,
  className,
  ...props
}: BuildPartsProps) {
  const { Link, imageUrl, routes } = useUi();
  if (parts.length === 0) return null;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!onAddAll) return;
    event.preventDefault();
    onAddAll();
  };
  return (
    <section
      data-slot="build-parts"
      aria-labelledby="build-parts-heading"
      className={cn('fk-build-parts', className)}
      {...props}
    >
      <h2 id="build-parts-heading">Parts used</h2>
      <ul className="fk-build-parts__list">
        {parts.map((part) => (
          <li key={part.productId} className="fk-build-parts__part">
            {part.image ? (
              <img src={imageUrl(part.image, THUMB)} alt="" width={THUMB.w} height={THUMB.h} loading="lazy" />
            ) : null}
            <div>
              <Link href={routes.sku(part)}>{part.name}</Link>
              <p className="fk-build-parts__detail">
                {part.brandName} · Part number {part.sku}
              </p>
            </div>
            <Price cents={part.priceCents} />
          </li>
        ))}
      </ul>
      <form method="post" action={addAllAction} onSubmit={submit} className="fk-build-parts__add">
        <input type="hidden" name="intent" value={ADD_ALL_INTENT} />
        <GeneralError message={error} />
        <Button type="submit" color="ACTION" disabled={adding} aria-busy={adding || undefined}>
          {adding ? 'Adding to cart…' : `Add all ${parts.length} to cart`}
        </Button>
      </form>
    </section>
  );
}
