// The layout options every block carries (SPEC §3 Layout blocks, §9), without any schema library so the
// browser can use them: the zod fields live in ./schema.ts and only run on the server.
import type { ButtonColor } from '@fitkit/ui/button';
import {
  DEVICE_MIN_WIDTH,
  DEVICES,
  type Device,
  inheritByDevice,
  type PerDevice,
} from '../../devices/devices';
import type { CmsImage } from '../../fields/fields';

/** Minimum heights an editor can pick (SPEC §9 section min heights). */
export const LAYOUT_MIN_HEIGHTS = ['NONE', 'SMALL', 'MEDIUM', 'LARGE'] as const;
/** One of {@link LAYOUT_MIN_HEIGHTS}. */
export type LayoutMinHeight = (typeof LAYOUT_MIN_HEIGHTS)[number];

/** Content widths: none, then 768, 1024 and 1280 px as in SPEC §9's "space left", FULL for 1920. */
export const LAYOUT_MAX_WIDTHS = ['NONE', 'NARROW', 'MEDIUM', 'WIDE', 'FULL'] as const;
/** One of {@link LAYOUT_MAX_WIDTHS}. */
export type LayoutMaxWidth = (typeof LAYOUT_MAX_WIDTHS)[number];

/** Vertical spacing steps for padding and margin. */
export const LAYOUT_SPACINGS = ['NONE', 'SMALL', 'MEDIUM', 'LARGE'] as const;
/** One of {@link LAYOUT_SPACINGS}. */
export type LayoutSpacing = (typeof LAYOUT_SPACINGS)[number];

/** Horizontal alignment of a block's content. */
export const LAYOUT_ALIGNMENTS = ['LEFT', 'CENTER', 'RIGHT'] as const;
/** One of {@link LAYOUT_ALIGNMENTS}. */
export type LayoutAlignment = (typeof LAYOUT_ALIGNMENTS)[number];

/**
 * The layout fields of a validated blok, as `layoutFields()` parses them. Tablet and desktop values are
 * undefined for INHERIT (they take the next smaller device's value); mobile padding, margin and alignment
 * always hold a value (the block's default when the editor left them empty).
 */
export interface LayoutBlokFields {
  /** Content width. */
  max_width: LayoutMaxWidth;
  /** Minimum height step. */
  min_height: LayoutMinHeight;
  /** Background palette colour on mobile. */
  background_color_mobile?: ButtonColor | undefined;
  /** Background palette colour on tablet; undefined inherits. */
  background_color_tablet?: ButtonColor | undefined;
  /** Background palette colour on desktop; undefined inherits. */
  background_color_desktop?: ButtonColor | undefined;
  /** Background image on mobile. */
  background_image_mobile?: CmsImage | undefined;
  /** Background image on tablet; undefined inherits. */
  background_image_tablet?: CmsImage | undefined;
  /** Background image on desktop; undefined inherits. */
  background_image_desktop?: CmsImage | undefined;
  /** Vertical padding on mobile. */
  padding_mobile: LayoutSpacing;
  /** Vertical padding on tablet; undefined inherits. */
  padding_tablet?: LayoutSpacing | undefined;
  /** Vertical padding on desktop; undefined inherits. */
  padding_desktop?: LayoutSpacing | undefined;
  /** Vertical margin on mobile. */
  margin_mobile: LayoutSpacing;
  /** Vertical margin on tablet; undefined inherits. */
  margin_tablet?: LayoutSpacing | undefined;
  /** Vertical margin on desktop; undefined inherits. */
  margin_desktop?: LayoutSpacing | undefined;
  /** Alignment on mobile. */
  align_mobile: LayoutAlignment;
  /** Alignment on tablet; undefined inherits. */
  align_tablet?: LayoutAlignment | undefined;
  /** Alignment on desktop; undefined inherits. */
  align_desktop?: LayoutAlignment | undefined;
  /** Visibility on mobile; undefined (INHERIT) means visible. */
  visible_mobile?: boolean | undefined;
  /** Visibility on tablet; undefined inherits. */
  visible_tablet?: boolean | undefined;
  /** Visibility on desktop; undefined inherits. */
  visible_desktop?: boolean | undefined;
}

const MIN_HEIGHT_PX = {
  SMALL: { mobile: 250, other: 350 },
  MEDIUM: { mobile: 350, other: 450 },
  LARGE: { mobile: 450, other: 550 },
} as const satisfies Record<Exclude<LayoutMinHeight, 'NONE'>, { mobile: number; other: number }>;

const MAX_WIDTH_PX = { NARROW: 768, MEDIUM: 1024, WIDE: 1280, FULL: 1920 } as const satisfies Record<
  Exclude<LayoutMaxWidth, 'NONE'>,
  number
>;

const SPACING = {
  NONE: '0',
  SMALL: 'var(--fk-space-4, 1rem)',
  MEDIUM: 'var(--fk-space-6, 2rem)',
  LARGE: 'calc(var(--fk-space-6, 2rem) * 2)',
} as const satisfies Record<LayoutSpacing, string>;

/** The CSS length of a spacing step. */
export function spacingValue(spacing: LayoutSpacing): string {
  return SPACING[spacing];
}

/** The minimum height in px on mobile and on larger devices (SPEC §9), or null for NONE. */
export function layoutMinHeight(size: LayoutMinHeight): { mobile: number; other: number } | null {
  return size === 'NONE' ? null : MIN_HEIGHT_PX[size];
}

/** The content width in px, or null for NONE (as wide as the parent). */
export function layoutMaxWidth(width: LayoutMaxWidth): number | null {
  return width === 'NONE' ? null : MAX_WIDTH_PX[width];
}

/** A blok's per-device settings, each device's value with inheritance applied. */
function perDevice<T>(blok: LayoutBlokFields, field: string, fallback: T): Record<Device, T> {
  const fields = blok as unknown as Record<string, T | undefined>;
  return inheritByDevice<T>(
    {
      mobile: fields[`${field}_mobile`],
      tablet: fields[`${field}_tablet`],
      desktop: fields[`${field}_desktop`],
    },
    fallback,
  );
}

/**
 * Whether a block shows on each device: an unset (INHERIT) flag takes the next smaller device's value,
 * and an unset mobile flag means visible (SPEC §4).
 */
export function resolveVisibility(flags: PerDevice<boolean>): Record<Device, boolean> {
  return inheritByDevice(flags, true);
}

/** Whether a blok shows on at least one device. */
export function isVisibleSomewhere(blok: LayoutBlokFields): boolean {
  const visible = resolveVisibility({
    mobile: blok.visible_mobile,
    tablet: blok.visible_tablet,
    desktop: blok.visible_desktop,
  });
  return DEVICES.some((device) => visible[device]);
}

const SHORT: Record<Device, string> = { mobile: 'm', tablet: 't', desktop: 'd' };

function paletteVariable(color: ButtonColor, prefix: '' | 'on-'): string {
  return `var(--fk-color-${prefix}${color.toLowerCase().replaceAll('_', '-')})`;
}

/**
 * The colour a background picture is shaded with (the stylesheet multiplies the picture by the background
 * colour): even a white picture becomes gray (#4b5563), which the text on gray (white) contrasts with at 7.6:1.
 * Axe cannot see into pictures, so text over one is readable by this rule, whatever colour the editor chose.
 */
export const PICTURE_SHADE: ButtonColor = 'GRAY';

/** Makes a URL safe inside CSS `url("…")` by percent-encoding the characters that could end it. */
export function cssUrl(url: string): string {
  const safe = url.replace(
    /["'()\\\s]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
  return `url("${safe}")`;
}

/**
 * The CSS custom properties that carry a blok's per-device layout to the shared stylesheet, one per device
 * (suffix m, t, d) with inheritance already applied. Every property is always set, so a block nested in
 * another never inherits its parent's background, spacing or height. `inline` blocks (buttons) sit in the
 * line like words instead of taking a line of their own.
 */
export function layoutCssVariables(
  blok: LayoutBlokFields,
  { inline = false }: { inline?: boolean } = {},
): Record<`--${string}`, string> {
  const visible = resolveVisibility({
    mobile: blok.visible_mobile,
    tablet: blok.visible_tablet,
    desktop: blok.visible_desktop,
  });
  const background = perDevice<ButtonColor | undefined>(blok, 'background_color', undefined);
  const image = perDevice<CmsImage | undefined>(blok, 'background_image', undefined);
  const padding = perDevice<LayoutSpacing>(blok, 'padding', 'NONE');
  const margin = perDevice<LayoutSpacing>(blok, 'margin', 'NONE');
  const align = perDevice<LayoutAlignment>(blok, 'align', 'LEFT');
  const minHeight = layoutMinHeight(blok.min_height);
  const maxWidth = layoutMaxWidth(blok.max_width);

  const variables: Record<`--${string}`, string> = {
    '--fk-layout-max-width': maxWidth === null ? 'none' : `${maxWidth}px`,
  };
  for (const device of DEVICES) {
    const s = SHORT[device];
    const color = background[device];
    const picture = image[device];
    variables[`--fk-layout-display-${s}`] = visible[device]
      ? inline
        ? 'inline-block'
        : 'flow-root'
      : 'none';
    variables[`--fk-layout-padding-${s}`] = SPACING[padding[device]];
    variables[`--fk-layout-margin-${s}`] = SPACING[margin[device]];
    variables[`--fk-layout-align-${s}`] = align[device].toLowerCase();
    const fill = picture ? PICTURE_SHADE : color;
    variables[`--fk-layout-bg-${s}`] = fill ? paletteVariable(fill, '') : 'transparent';
    variables[`--fk-layout-fg-${s}`] = fill ? paletteVariable(fill, 'on-') : 'inherit';
    variables[`--fk-layout-image-${s}`] = picture ? cssUrl(picture.filename) : 'none';
    variables[`--fk-layout-min-height-${s}`] = minHeight
      ? `${device === 'mobile' ? minHeight.mobile : minHeight.other}px`
      : '0';
  }
  return variables;
}

/** Whether the blok sets a background colour or picture on any device (links then take its text colour). */
export function hasBackground(blok: LayoutBlokFields): boolean {
  return Object.entries(blok).some(([field, value]) => field.startsWith('background_') && value);
}

function deviceRules(s: string): string {
  return `.fk-layout{display:var(--fk-layout-display-${s});min-height:var(--fk-layout-min-height-${s});
padding-block:var(--fk-layout-padding-${s});margin-block:var(--fk-layout-margin-${s});
text-align:var(--fk-layout-align-${s});color:var(--fk-layout-fg-${s});
background:var(--fk-layout-image-${s}) center/cover var(--fk-layout-bg-${s})}`;
}

/** The stylesheet every layout wrapper shares; rendered once per page through React's style hoisting. */
export const LAYOUT_CSS = `
.fk-layout{box-sizing:border-box;position:relative;background-blend-mode:multiply}
${deviceRules('m')}
.fk-layout__inner{box-sizing:border-box;max-width:var(--fk-layout-max-width);margin-inline:auto}
.fk-layout[data-background] .fk-link{color:inherit}
@media (min-width:${DEVICE_MIN_WIDTH.tablet}px){${deviceRules('t')}}
@media (min-width:${DEVICE_MIN_WIDTH.desktop}px){${deviceRules('d')}}
`;
