import { loadStoryblokBridge, registerStoryblokBridge } from '@storyblok/js';
import { useEffect, useState } from 'react';
import type { CmsMode } from '../cms-provider/cms-provider';

/** A story as the visual editor is changing it, not yet saved: raw content, to validate before rendering. */
export interface LiveStory {
  /** The story's id. */
  id: number;
  /** Its content blok, unvalidated. */
  content: unknown;
}

/**
 * In the visual editor only (`mode` 'edit', which the server grants after verifying the editor's signed
 * request), loads Storyblok's bridge and answers the story the editor opened as the editor types it; null
 * until then, and always in the other modes, where the bridge is not downloaded. Use it where a story is
 * rendered, not in every page's root: it brings the SDK's small core along. A save or publish reloads the
 * page (the bridge's own behaviour; the signed parameters stay in the URL, so it loads the draft again).
 */
export function useVisualEditorStory(mode: CmsMode): LiveStory | null {
  const [story, setStory] = useState<LiveStory | null>(null);
  useEffect(() => {
    if (mode !== 'edit') return;
    // The bridge talks about the story whose id the editor put in the URL.
    const id = Number(new URL(window.location.href).searchParams.get('_storyblok'));
    if (!Number.isInteger(id) || id <= 0) return;
    let current = true;
    // The bridge itself is a chunk of its own, downloaded here only.
    void loadStoryblokBridge().then(() => {
      registerStoryblokBridge(id, (changed) => {
        if (current) setStory({ id, content: changed.content });
      });
    });
    return () => {
      current = false;
    };
  }, [mode]);
  return story;
}
