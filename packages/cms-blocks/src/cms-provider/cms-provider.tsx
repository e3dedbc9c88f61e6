import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { SpecialLinkType } from '../links/links';

/** How the content is shown: the live site, a draft preview, or inside the CMS visual editor. */
export const CMS_MODES = ['published', 'draft', 'edit'] as const;

/** One of {@link CMS_MODES}. */
export type CmsMode = (typeof CMS_MODES)[number];

/** Why a blok could not be rendered. */
export type BlokProblemReason = 'unknown' | 'invalid' | 'misplaced';

/** What the renderer tells the app about a blok it had to skip. */
export interface InvalidBlokReport {
  /**
   * 'unknown' when no component is registered for the name, 'invalid' when the fields fail the schema,
   * 'misplaced' when the block sits in a bloks field that does not render it.
   */
  reason: BlokProblemReason;
  /** The blok's component name as the CMS sent it ('' when missing). */
  component: string;
  /** The blok's `_uid`, or null when missing. */
  uid: string | null;
  /** Schema failures, each with a dotted path inside the blok; empty for unknown bloks. */
  issues: { path: string; message: string }[];
}

/** What every block can read about the CMS it is rendered for. */
export interface CmsContextValue {
  /** The current mode; preview modes (draft, edit) show problems and disable link clicks. */
  mode: CmsMode;
  /** Called for every blok skipped while rendering (during render, so it also works on the server). */
  onInvalidBlok?: ((report: InvalidBlokReport) => void) | undefined;
  /** The theme's phone number, which PHONE links call. */
  phone?: string | undefined;
  /**
   * Takes over a click on a special link (FITMENT, CHAT…); returns true when it handled it, so the link's
   * own href is not followed. Not called in preview modes, where link clicks do nothing.
   */
  onSpecialLink?: ((type: SpecialLinkType) => boolean) | undefined;
}

const published: CmsContextValue = { mode: 'published' };
const CmsContext = createContext<CmsContextValue>(published);

/**
 * True in the modes where editors look at the page (draft preview and the visual editor): link clicks,
 * lightboxes and overlays are off there, and images load eagerly (SPEC §6).
 */
export function isPreviewMode(mode: CmsMode): boolean {
  return mode !== 'published';
}

/** Props of {@link CmsProvider}. */
export interface CmsProviderProps {
  /** The mode the story is shown in. */
  mode: CmsMode;
  /** Receives a report for each blok that could not be rendered. */
  onInvalidBlok?: (report: InvalidBlokReport) => void;
  /** The theme's phone number, which PHONE links call. */
  phone?: string | undefined;
  /** Takes over clicks on special links; returns true when handled (see {@link CmsContextValue}). */
  onSpecialLink?: (type: SpecialLinkType) => boolean;
  /** The rendered story. */
  children?: ReactNode;
}

/** Tells every block below it which CMS mode applies; without it blocks render as published. */
export function CmsProvider({ mode, onInvalidBlok, phone, onSpecialLink, children }: CmsProviderProps) {
  const value = useMemo(
    () => ({ mode, onInvalidBlok, phone, onSpecialLink }),
    [mode, onInvalidBlok, phone, onSpecialLink],
  );
  return <CmsContext.Provider value={value}>{children}</CmsContext.Provider>;
}

/** Reads the CMS mode and problem callback of the nearest {@link CmsProvider}. */
export function useCms(): CmsContextValue {
  return useContext(CmsContext);
}
