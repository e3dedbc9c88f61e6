import { PART_NAMES, partArt, partKind } from './part-art';

/** How an image is fitted into the requested box, once. */
export const IMAGE_FITS = ['contain', 'cover'] as const;

/** An image fit. */
export type ImageFit = (typeof IMAGE_FITS)[number];

/** What the image route was asked for. */
export interface ImageRequest {
  mode: string;
  id: string;
  width: number;
  height: number;
  fit: ImageFit;
  quality: number;
  file: string;
}

/** FNV-1a: a stable hash, so the same image key always draws the same picture. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Draws a deterministic placeholder picture for an image: a tinted backdrop and a drawing of the kind of part
 * its file name tells (a floor mat, a seat cover, a light…), with no text. The artwork has a 4:3 frame;
 * `contain` letterboxes it in the box and `cover` crops it.
 */
export function renderProductSvg(req: ImageRequest): string {
  if (req.width >= STRIP_RATIO * req.height) return renderStripSvg(req);
  const h = hash(`${req.mode}/${req.id}`);
  const hue = h % 360;
  // Lower quality means fewer colours, which is what a lossy encoder would visibly do.
  const lightness = req.quality < 40 ? 80 : 90;
  const art = { w: 400, h: 300 };
  const preserve = req.fit === 'cover' ? 'xMidYMid slice' : 'xMidYMid meet';
  const kind = partKind(req.file);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${req.width}" height="${req.height}"`,
    ` viewBox="0 0 ${art.w} ${art.h}" preserveAspectRatio="${preserve}" role="img" aria-label="${PART_NAMES[kind]}">`,
    `<rect width="${art.w}" height="${art.h}" fill="hsl(${hue} 30% ${lightness}%)"/>`,
    `<g transform="translate(50 37.5) scale(0.75)">`,
    partArt(kind, `hsl(${(hue + 180) % 360} 20% 22%)`, `hsl(${(hue + 150) % 360} 45% 55%)`),
    '</g></svg>',
  ].join('');
}

// Boxes this many times wider than tall are banner strips (e.g. the promo banner's 1334x32): a 4:3 picture
// would shrink to a speck there, so strips get their message (the file name's words, less a device suffix such
// as "mobile") as a full-height line of text instead.
const STRIP_RATIO = 8;

function renderStripSvg(req: ImageRequest): string {
  const hue = hash(`${req.mode}/${req.id}`) % 360;
  const words = req.file
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/[-_](mobile|tablet|desktop)$/i, '')
    .replace(/[-_]+/g, ' ')
    .slice(0, 80);
  const label = escapeXml(words.toUpperCase());
  const size = Math.round(req.height * 0.5);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${req.width}" height="${req.height}"`,
    ` viewBox="0 0 ${req.width} ${req.height}" role="img" aria-label="${escapeXml(words)}">`,
    `<rect width="${req.width}" height="${req.height}" fill="hsl(${hue} 45% 30%)"/>`,
    `<text x="${req.width / 2}" y="${req.height / 2}" dominant-baseline="central" font-family="sans-serif"`,
    ` font-size="${size}" font-weight="700" letter-spacing="1" text-anchor="middle" fill="#fff">${label}</text>`,
    '</svg>',
  ].join('');
}

/** A strong validator for the picture, derived from everything that changes it. */
export function imageEtag(req: ImageRequest): string {
  const key = `${req.mode}/${req.id}/${req.width}x${req.height}/${req.fit}/${req.quality}/${req.file}`;
  return `"${hash(key).toString(16)}"`;
}
