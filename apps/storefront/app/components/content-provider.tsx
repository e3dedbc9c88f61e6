import {
  type CmsMode,
  CmsProvider,
  type LiveStory,
  type SpecialLinkType,
  useVisualEditorStory,
} from '@fitkit/cms-blocks';
import { createContext, type ReactNode, useCallback, useContext } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { requestIntegration, specialLinkRequest } from '../lib/integration-requests';
import { specialLinkTarget } from '../lib/special-links';

/** What the root loader tells the page about the CMS. */
export type CmsData = {
  /** Published, a draft preview site, or the verified visual editor. */
  mode: CmsMode;
};

const LiveStoryContext = createContext<LiveStory | null>(null);

/** The story the visual editor is changing right now (edit mode only), or null. */
export function useLiveStory(): LiveStory | null {
  return useContext(LiveStoryContext);
}

/**
 * Content blocks' CMS mode, the theme phone for PHONE links, special link navigation, and in the visual editor
 * (verified by the server) Storyblok's bridge with the story as the editor is changing it.
 */
export function ContentProvider({
  cms,
  phone,
  children,
}: {
  cms: CmsData;
  phone: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const onSpecialLink = useCallback(
    (type: SpecialLinkType) => {
      // CHAT and AFFIRM open their integration (loaded on this first use); when it is off the link does nothing.
      const request = specialLinkRequest(type);
      if (request) return requestIntegration(request);
      const target = specialLinkTarget(type, location);
      if (!target) return false;
      // Overlays open over the page where it is; only a new page starts at the top.
      void navigate(target, { preventScrollReset: target.startsWith(`${location.pathname}?`) });
      return true;
    },
    [navigate, location],
  );
  const liveStory = useVisualEditorStory(cms.mode);
  return (
    <CmsProvider mode={cms.mode} phone={phone} onSpecialLink={onSpecialLink}>
      <LiveStoryContext value={liveStory}>{children}</LiveStoryContext>
    </CmsProvider>
  );
}
