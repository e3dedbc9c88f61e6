import type { ProductLine } from '@fitkit/commerce-hooks';
import { unwrap } from '@fitkit/commerce-hooks';
import { useCommerceClient } from '@fitkit/commerce-hooks/react';
import type { ProductControls } from '@fitkit/fitment';
import { useDrillSelection } from '@fitkit/fitment/react';
import { DrillSelect } from '@fitkit/ui/drill-select';
import { GENERAL_ERROR } from '@fitkit/ui/general-messages/store';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useShop } from '../lib/shop';

/**
 * The product's drills (SPEC §4): each choice asks `POST order-controls/{slug}` for the next step; fitment drills
 * are answered from the saved vehicle; once the drills pin a SKU the URL moves to its SKU page (replacing the
 * history entry), whose loader brings its price, stock and pictures.
 */
export function ProductDrills({
  product,
  addToCartFailures = 0,
}: {
  product: ProductLine;
  /** How many times adding this page's product to the cart failed: each failure sets the order-control error flag. */
  addToCartFailures?: number;
}) {
  const client = useCommerceClient();
  const { fitment } = useShop();
  const { skuSlug } = useParams();
  const navigate = useNavigate();
  const drills = useDrillSelection({
    productLineSlug: product.productLineSlug,
    controls: product.controls as ProductControls,
    product: { productId: product.productId, skuSlug: product.skuSlug, isOutOfStock: product.isOutOfStock },
    fitment,
    landingSkuSlug: skuSlug ?? null,
    resolve: async (request, signal) => {
      const slug = request.ignoreSplitters ? product.productLineSlug : request.slug;
      const body = {
        selections: [...request.selections],
        groupSelections: [...request.groupSelections],
        groupValue: request.groupValue,
        ...(fitment ? { fitment } : {}),
      };
      return unwrap(await client.getOrderControls(slug, body, { signal }));
    },
  });

  const { selection } = drills;
  useEffect(() => {
    if (addToCartFailures > 0) selection.send({ type: 'addToCartFailed' });
  }, [addToCartFailures, selection]);

  const chosen = drills.product.skuSlug;
  useEffect(() => {
    if (drills.hasInteraction && chosen !== product.skuSlug) {
      navigate(`/p/${product.productLineSlug}/${chosen}/`, { replace: true, preventScrollReset: true });
    }
  }, [drills.hasInteraction, chosen, product.skuSlug, product.productLineSlug, navigate]);

  return (
    <div className="product__drills" aria-busy={drills.isResolving}>
      {drills.drills.map((drill) => (
        <DrillSelect
          key={drill.type}
          drill={drill}
          onDrillChange={(value) => drills.select(drill.type, value)}
          invalid={drill.isFitment && !drills.isGoodVehicleSoFar}
        />
      ))}
      {drills.hasOrderControlError && (
        <p role="alert" className="product__drills-error">
          {GENERAL_ERROR}
        </p>
      )}
    </div>
  );
}
