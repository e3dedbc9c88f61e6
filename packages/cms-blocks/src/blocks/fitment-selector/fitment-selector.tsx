import { lazy, Suspense, useId } from 'react';
import type { BlockComponentProps } from '../../registry/blocks';
import { BlockLayout } from '../layout/block-layout';
import type { FitmentSelectorBlok } from './schema';
import { FITMENT_SELECTOR_TEXT } from './texts';

// The selects run the fitment cascade: that code loads with this chunk, after the page's first script. The
// server still renders the whole form (it waits for the chunk), and hydration picks it up when it arrives.
const FitmentSelectorForm = lazy(() => import('./fitment-selector-form'));

const SELECTOR_CSS = `.fk-fitment-selector__title{margin:0 0 var(--fk-space-3,.75rem);font-size:var(--fk-font-size-xl,1.375rem)}
.fk-fitment-selector__form{display:flex;flex-wrap:wrap;align-items:flex-end;gap:var(--fk-space-3,.75rem)}
.fk-fitment-selector__fields{flex:1 1 20rem}`;

/**
 * Registered component of the `fitment_selector` block: a heading and the vehicle selects in a real form that
 * posts a vehicle save (`encodeVehicleSave`, with the page's path and query) to the shop's vehicle-save route,
 * so the action applies SPEC §2's save navigation. With a `submitVehicle` from the CmsShopProvider the save
 * goes through the host (the same request, without leaving the page); otherwise the browser posts and follows
 * the redirect.
 */
export function FitmentSelectorBlock({ blok }: BlockComponentProps<FitmentSelectorBlok>) {
  const titleId = useId();
  return (
    <BlockLayout blok={blok} slot="cms-fitment-selector">
      <style href="fk-cms-fitment-selector" precedence="default">
        {SELECTOR_CSS}
      </style>
      <section aria-labelledby={titleId} className="fk-fitment-selector">
        <h2 id={titleId} className="fk-fitment-selector__title">
          {blok.title ?? FITMENT_SELECTOR_TEXT.title}
        </h2>
        <Suspense fallback={null}>
          <FitmentSelectorForm blok={blok} />
        </Suspense>
      </section>
    </BlockLayout>
  );
}
