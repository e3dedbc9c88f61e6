import { type PartKind, partArt } from './part-art';
import { hash } from './svg';

/**
 * The demo shop's raster originals: a few photo-like pictures (a lit backdrop, grain and a soft shadow under the
 * part's drawing) that some product lines and one CMS story show, so the raster path of the image route is part
 * of the default content while the generated SVG pictures stay everything else. Each is drawn from its recipe by
 * sharp when first needed and kept on disk; nothing binary is committed.
 */
interface PhotoRecipe {
  /** Names the photo in its key and, for product lines, the leaf noun (slugified) whose first line shows it. */
  name: string;
  kind: PartKind;
  hue: number;
}

const RECIPES: readonly PhotoRecipe[] = [
  { name: 'carpet-floor-mats', kind: 'floor-mat', hue: 24 },
  { name: 'all-weather-floor-liners', kind: 'floor-mat', hue: 205 },
  { name: 'neoprene-seat-covers', kind: 'seat-cover', hue: 350 },
  { name: 'canvas-seat-covers', kind: 'seat-cover', hue: 45 },
  { name: 'carpet-dash-cover', kind: 'dash-cover', hue: 160 },
  { name: 'steering-wheel-cover', kind: 'steering-wheel', hue: 270 },
  // The home page's Interior category card (a CMS image).
  { name: 'home-interior', kind: 'floor-mat', hue: 12 },
];

/** Size of every original: 4:3, large enough for the widest variant a product box asks for. */
export const PHOTO_ORIGINAL = { width: 1920, height: 1440 } as const;

/** The photo-like SVG a recipe is rasterised from (deterministic: fixed noise seed, no text, no fonts). */
function photoSvg({ kind, hue }: PhotoRecipe): string {
  const { width, height } = PHOTO_ORIGINAL;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 400 300">`,
    '<defs>',
    `<radialGradient id="light" cx="0.35" cy="0.3" r="0.9"><stop offset="0" stop-color="hsl(${hue} 35% 92%)"/>`,
    `<stop offset="1" stop-color="hsl(${hue} 25% 55%)"/></radialGradient>`,
    '<filter id="grain" x="0" y="0" width="100%" height="100%">',
    '<feTurbulence type="fractalNoise" baseFrequency="1.6" numOctaves="2" seed="7"/>',
    '<feColorMatrix values="0 0 0 0 0.5 0 0 0 0 0.5 0 0 0 0 0.5 0 0 0 0.16 0"/></filter>',
    '<filter id="shadow"><feGaussianBlur stdDeviation="9"/></filter>',
    '</defs>',
    '<rect width="400" height="300" fill="url(#light)"/>',
    '<ellipse cx="200" cy="262" rx="150" ry="16" fill="#000" opacity="0.35" filter="url(#shadow)"/>',
    '<g transform="translate(50 37.5) scale(0.75)">',
    partArt(kind, `hsl(${(hue + 180) % 360} 25% 18%)`, `hsl(${(hue + 150) % 360} 50% 50%)`),
    '</g>',
    '<rect width="400" height="300" filter="url(#grain)"/>',
    '</svg>',
  ].join('');
}

// The key ends with a hash of the recipe's drawing, so changing a picture changes its key and every URL of it:
// variants can then be cached as immutable everywhere.
const KEYS: ReadonlyMap<string, string> = new Map(
  RECIPES.map((recipe) => [
    recipe.name,
    `photo-${recipe.name}-${hash(photoSvg(recipe)).toString(16).padStart(8, '0')}`,
  ]),
);
const RECIPE_OF: ReadonlyMap<string, PhotoRecipe> = new Map(RECIPES.map((r) => [KEYS.get(r.name)!, r]));

/** The SVG the raster original with this key is drawn from, or undefined: only these keys exist, so the disk stays bounded. */
export function demoPhotoSvg(key: string): string | undefined {
  const recipe = RECIPE_OF.get(key);
  return recipe && photoSvg(recipe);
}

/** The key of the photo named `name` (a slugified leaf noun, or `home-interior`), or undefined. */
export function demoPhotoKey(name: string): string | undefined {
  return KEYS.get(name);
}
