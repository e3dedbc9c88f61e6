import { cascadeConfigFor, type FitmentCascadeConfig } from '@fitkit/fitment';
import { useMatches } from 'react-router';

/** Theme setting for body, bed and engine in the vehicle selects (SPEC §3); pages may ask for more. */
const THEME_REQUIRES = {} as const;

/** The selects by theme setting alone: what the vehicle dialog asks when choosing a new vehicle. */
export const THEME_CONFIG: Required<FitmentCascadeConfig> = cascadeConfigFor({
  themeRequires: THEME_REQUIRES,
});

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
  return cascadeConfigFor({ themeRequires: THEME_REQUIRES, requiredFitmentOptions: usePageFitmentNeeds() });
}
