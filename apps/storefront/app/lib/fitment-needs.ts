import { cascadeConfigFor, type FitmentCascadeConfig, isFitmentEnough } from '@fitkit/fitment';
import { useMatches, useRouteLoaderData } from 'react-router';
import type { ShellData } from '../server/sitewide.server';
import { useShop } from './shop';

/** The theme's setting for body, bed and engine in the vehicle selects (SPEC §4); absent without a theme config. */
function useThemeRequires(): FitmentCascadeConfig {
  return useRouteLoaderData<{ shell?: ShellData }>('root')?.shell?.theme.fitmentSelects ?? {};
}

/** The selects by theme setting alone: what the vehicle dialog asks when choosing a new vehicle. */
export function useThemeFitmentConfig(): Required<FitmentCascadeConfig> {
  return cascadeConfigFor({ themeRequires: useThemeRequires() });
}

/** The levels the page on screen needs (a listing's `requiredFitmentOptions`), else none beyond year/make/model. */
export function usePageFitmentNeeds(): readonly string[] {
  const deepest = useMatches().at(-1);
  const data = deepest?.loaderData as
    | { catalogue?: { requiredFitmentOptions?: string[] } | null }
    | undefined;
  return data?.catalogue?.requiredFitmentOptions ?? [];
}

/** The cascade configuration for the page on screen: 3 or 4 required selects by theme and page needs. */
export function useFitmentConfig(): Required<FitmentCascadeConfig> {
  return cascadeConfigFor({
    themeRequires: useThemeRequires(),
    requiredFitmentOptions: usePageFitmentNeeds(),
  });
}

/**
 * Whether the saved vehicle lacks a select the page on screen requires (SPEC §2's 'Select Your Vehicle' bar shows
 * while it does): year, make and model, plus the fourth select the theme or the listing requires.
 */
export function useIsVehicleIncomplete(): boolean {
  const { fitment } = useShop();
  const config = useFitmentConfig();
  const required = Object.entries(config).flatMap(([level, requirement]) =>
    requirement === 'required' ? [level] : [],
  );
  return !isFitmentEnough(fitment, required);
}
