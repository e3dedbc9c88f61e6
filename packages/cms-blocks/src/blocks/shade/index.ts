export { clampOpacity } from './opacity';
export type { ShadeBlok } from './schema';
export { DEFAULT_SHADE_OPACITY, shadeSchema } from './schema';
export { ShadeBlock } from './shade';
