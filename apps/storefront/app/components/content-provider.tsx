import { type CmsMode, CmsProvider, type SpecialLinkType } from '@fitkit/cms-blocks';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { requestIntegration, specialLinkRequest } from '../lib/integration-requests';
import { specialLinkTarget } from '../lib/special-links';

/** What the root loader tells the page about the CMS. */
export type CmsData = {
  /** Published, a draft preview site, or the verified visual editor. */
  mode: CmsMode;
  /** The visual editor's bridge script, only in edit mode. */
  bridgeUrl: string | null;
};

/** What the editor's bridge sends while an editor types: the story as it is in the form. */
type BridgeEvent = { story?: { id?: unknown; content?: unknown } };

/** The part of the editor's bridge the shop uses. */
type StoryblokBridge = { on(events: string[], callback: (event?: BridgeEvent) => void): void };

/** A story as the editor is changing it, not yet saved: raw content, to validate in the browser. */
export type LiveStory = { id: number; content: unknown };

const LiveStoryContext = createContext<LiveStory | null>(null);

/** The story the visual editor is changing right now (edit mode only), or null. */
export function useLiveStory(): LiveStory | null {
  return useContext(LiveStoryContext);
}

declare global {
  interface Window {
    /** Set by the bridge script the visual editor needs. */
    StoryblokBridge?: new () => StoryblokBridge;
  }
}

/**
 * Loads the visual editor's bridge: while the editor types, the story's unsaved content goes to `onInput`; when
 * the editor saves or publishes, the page data is loaded again (the signed editor parameters stay in the URL, so
 * the loaders keep reading drafts).
 */
function VisualEditorBridge({ url, onInput }: { url: string; onInput: (story: LiveStory) => void }) {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => {
      if (!window.StoryblokBridge) return;
      const bridge = new window.StoryblokBridge();
      bridge.on(['input'], (event) => {
        const story = event?.story;
        if (story && typeof story.id === 'number') onInput({ id: story.id, content: story.content });
      });
      bridge.on(['change', 'published'], () => void revalidate());
    };
    document.head.append(script);
    return () => script.remove();
  }, [url, revalidate, onInput]);
  return null;
}

/**
 * Content blocks' CMS mode, the theme phone for PHONE links, special link navigation, and in the visual editor the
 * bridge with the story as the editor is changing it.
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
  const [liveStory, setLiveStory] = useState<LiveStory | null>(null);
  return (
    <CmsProvider mode={cms.mode} phone={phone} onSpecialLink={onSpecialLink}>
      <LiveStoryContext value={liveStory}>{children}</LiveStoryContext>
      {cms.mode === 'edit' && cms.bridgeUrl ? (
        <VisualEditorBridge url={cms.bridgeUrl} onInput={setLiveStory} />
      ) : null}
    </CmsProvider>
  );
}
