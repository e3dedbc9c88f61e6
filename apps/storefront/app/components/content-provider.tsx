import { type CmsMode, CmsProvider, type SpecialLinkType } from '@fitkit/cms-blocks';
import { type ReactNode, useCallback, useEffect } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { specialLinkTarget } from '../lib/special-links';

/** What the root loader tells the page about the CMS. */
export type CmsData = {
  /** Published, a draft preview site, or the verified visual editor. */
  mode: CmsMode;
  /** The visual editor's bridge script, only in edit mode. */
  bridgeUrl: string | null;
};

/** The part of the editor's bridge the shop uses. */
type StoryblokBridge = { on(events: string[], callback: () => void): void };

declare global {
  interface Window {
    /** Set by the bridge script the visual editor needs. */
    StoryblokBridge?: new () => StoryblokBridge;
  }
}

/**
 * Loads the visual editor's bridge and reloads the page data when the editor saves or publishes, so the preview
 * shows the change (the signed editor parameters stay in the URL, so the loaders keep reading drafts).
 */
function VisualEditorBridge({ url }: { url: string }) {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => {
      if (!window.StoryblokBridge) return;
      new window.StoryblokBridge().on(['change', 'published'], () => void revalidate());
    };
    document.head.append(script);
    return () => script.remove();
  }, [url, revalidate]);
  return null;
}

/** Content blocks' CMS mode, the theme phone for PHONE links, special link navigation and the editor bridge. */
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
      const target = specialLinkTarget(type, location);
      if (!target) return false;
      // Overlays open over the page where it is; only a new page starts at the top.
      void navigate(target, { preventScrollReset: target.startsWith(`${location.pathname}?`) });
      return true;
    },
    [navigate, location],
  );
  return (
    <CmsProvider mode={cms.mode} phone={phone} onSpecialLink={onSpecialLink}>
      {children}
      {cms.mode === 'edit' && cms.bridgeUrl ? <VisualEditorBridge url={cms.bridgeUrl} /> : null}
    </CmsProvider>
  );
}
