import {
  CmsShopProvider,
  draftFitmentFromSearch,
  loadBlokValidator,
  type RawBlok,
  useCms,
  useVisualEditorStory,
} from '@fitkit/cms-blocks';
import type { DehydratedState } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useHydratedQueries } from '../lib/hydrated-queries';
import { useShop } from '../lib/shop';
import { useVehicleSave } from '../lib/use-vehicle-save';
import { ShopBlocks } from './shop-blocks';
import { useNewsletterSignUp } from './use-newsletter-sign-up';

/** Props of {@link CmsStory}: what `loadPage` returned. */
export type CmsStoryProps = {
  /** The validated bloks of the story. */
  content: { bloks: RawBlok[] };
  /** What the loader prefetched for the blocks (catalogue pages, fitment options), dehydrated. */
  dehydratedState: DehydratedState;
  /** The story's id, to match the visual editor's unsaved changes to this page; null for local files without one. */
  storyId: number | null;
};

/**
 * The story as the visual editor is changing it (Storyblok's bridge, in verified edit mode only), validated in the
 * browser (the validator is only downloaded then), or null to show the loader's content: it is reset whenever the
 * loader's content changes.
 */
function useLiveBloks(storyId: number | null, content: { bloks: RawBlok[] }): RawBlok[] | null {
  const live = useVisualEditorStory(useCms().mode);
  const [bloks, setBloks] = useState<RawBlok[] | null>(null);
  useEffect(() => {
    if (!live || storyId === null || live.id !== storyId) return;
    let current = true;
    void loadBlokValidator().then((validate) => {
      if (current) setBloks(validate([live.content], { mode: 'edit' }).bloks);
    });
    return () => {
      current = false;
    };
  }, [live, storyId]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new loader answer (after a save) replaces the typing.
  useEffect(() => setBloks(null), [content]);
  return bloks;
}

/**
 * A CMS story as a page: what the loader prefetched (product grids, fitment options) is hydrated into the query
 * cache before the blocks render, so the server HTML has them and hydration matches; the blocks learn the
 * shopper's vehicle and the page they are on; subscribe forms sign up through the shop's newsletter action and
 * fitment selectors save through the shop's vehicle-save route (a fetcher). In the visual editor the page follows
 * the editor's typing.
 */
export function CmsStory({ content, dehydratedState, storyId }: CmsStoryProps) {
  useHydratedQueries(dehydratedState);
  const { fitment } = useShop();
  const location = useLocation();
  // Subscribe forms in content sign up like the footer's form: spinner, subscribed event, confirmation page.
  const newsletter = useNewsletterSignUp();
  // A fitment selector in the content saves through the shop's one vehicle-save path, without leaving the page.
  const vehicleSave = useVehicleSave();
  const liveBloks = useLiveBloks(storyId, content);
  return (
    <CmsShopProvider
      fitment={fitment}
      path={location.pathname}
      search={location.search.replace(/^\?/, '')}
      draftFitment={draftFitmentFromSearch(location.search)}
      newsletter={newsletter}
      submitVehicle={vehicleSave.submit}
      savingVehicle={vehicleSave.busy}
    >
      <ShopBlocks bloks={liveBloks ?? content.bloks} />
    </CmsShopProvider>
  );
}
