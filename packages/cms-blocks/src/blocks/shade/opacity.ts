/** Clamps a shade opacity to a percent from 0 to 100 (SPEC §5), rounding to a whole percent. */
export function clampOpacity(percent: number): number {
  return Math.min(100, Math.max(0, Math.round(percent)));
}
