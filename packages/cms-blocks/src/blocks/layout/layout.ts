import type { ButtonColor } from '@fitkit/ui';
import { type Device, inheritByDevice, type PerDevice } from '../../devices/devices';
import type { CmsImage } from '../../fields/fields';

/** Section minimum heights an editor can pick (SPEC §9). */
export const SECTION_MIN_HEIGHTS = ['NONE', 'SMALL', 'MEDIUM', 'LARGE'] as const;
/** One of {@link SECTION_MIN_HEIGHTS}. */
export type SectionMinHeight = (typeof SECTION_MIN_HEIGHTS)[number];

/** Section content widths: 768, 1024 and 1280 px as in SPEC §9's "space left", FULL for 1920. */
export const SECTION_MAX_WIDTHS = ['NARROW', 'MEDIUM', 'WIDE', 'FULL'] as const;
/** One of {@link SECTION_MAX_WIDTHS}. */
export type SectionMaxWidth = (typeof SECTION_MAX_WIDTHS)[number];

/** Vertical spacing steps for section padding and margin. */
export const SECTION_SPACINGS = ['NONE', 'SMALL', 'MEDIUM', 'LARGE'] as const;
/** One of {@link SECTION_SPACINGS}. */
export type SectionSpacing = (typeof SECTION_SPACINGS)[number];

/** Horizontal alignment of a section's content. */
export const SECTION_ALIGNMENTS = ['LEFT', 'CENTER', 'RIGHT'] as const;
/** One of {@link SECTION_ALIGNMENTS}. */
export type SectionAlignment = (typeof SECTION_ALIGNMENTS)[number];

const MIN_HEIGHT_PX = {
  SMALL: { mobile: 250, other: 350 },
  MEDIUM: { mobile: 350, other: 450 },
  LARGE: { mobile: 450, other: 550 },
} as const satisfies Record<Exclude<SectionMinHeight, 'NONE'>, { mobile: number; other: number }>;

const MAX_WIDTH_PX = { NARROW: 768, MEDIUM: 1024, WIDE: 1280, FULL: 1920 } as const satisfies Record<
  SectionMaxWidth,
  number
>;

const SPACING = {
  NONE: '0',
  SMALL: 'var(--fk-space-4, 1rem)',
  MEDIUM: 'var(--fk-space-6, 2rem)',
  LARGE: 'calc(var(--fk-space-6, 2rem) * 2)',
} as const satisfies Record<SectionSpacing, string>;

/** The minimum height in px on mobile and on larger devices (SPEC §9), or null for NONE. */
export function sectionMinHeight(size: SectionMinHeight): { mobile: number; other: number } | null {
  return size === 'NONE' ? null : MIN_HEIGHT_PX[size];
}

/** The section's content width in px. */
export function sectionMaxWidth(width: SectionMaxWidth): number {
  return MAX_WIDTH_PX[width];
}

/**
 * Whether a section shows on each device: an unset (INHERIT) flag takes the next smaller device's value,
 * and an unset mobile flag means visible (SPEC §4).
 */
export function resolveVisibility(flags: PerDevice<boolean>): Record<Device, boolean> {
  return inheritByDevice(flags, true);
}

/** The layout settings of a section as its schema delivers them. */
export interface SectionLayout {
  /** Content width. */
  maxWidth: SectionMaxWidth;
  /** Minimum height step. */
  minHeight: SectionMinHeight;
  /** Background palette colour per device. */
  backgroundColor: PerDevice<ButtonColor>;
  /** Background image per device. */
  backgroundImage: PerDevice<CmsImage>;
  /** Vertical padding per device. */
  padding: PerDevice<SectionSpacing>;
  /** Vertical margin per device. */
  margin: PerDevice<SectionSpacing>;
  /** Content alignment per device. */
  align: PerDevice<SectionAlignment>;
  /** Visibility per device; undefined inherits. */
  visible: PerDevice<boolean>;
}

const SHORT: Record<Device, string> = { mobile: 'm', tablet: 't', desktop: 'd' };

function paletteVariable(color: ButtonColor, prefix: '' | 'on-'): string {
  return `var(--fk-color-${prefix}${color.toLowerCase().replaceAll('_', '-')})`;
}

/** Makes a URL safe inside CSS `url("…")` by percent-encoding the characters that could end it. */
export function cssUrl(url: string): string {
  const safe = url.replace(
    /["'()\\\s]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
  return `url("${safe}")`;
}

/**
 * The CSS custom properties that carry a section's per-device layout to its stylesheet, one per device
 * (suffix m, t, d) with inheritance already applied. Media queries in the stylesheet pick the right one.
 */
export function sectionCssVariables(layout: SectionLayout): Record<`--${string}`, string> {
  const visible = resolveVisibility(layout.visible);
  const background = inheritByDevice<ButtonColor | undefined>(layout.backgroundColor, undefined);
  const image = inheritByDevice<CmsImage | undefined>(layout.backgroundImage, undefined);
  const padding = inheritByDevice(layout.padding, 'MEDIUM');
  const margin = inheritByDevice(layout.margin, 'NONE');
  const align = inheritByDevice(layout.align, 'LEFT');
  const minHeight = sectionMinHeight(layout.minHeight);

  const variables: Record<`--${string}`, string> = {
    '--fk-section-max-width': `${sectionMaxWidth(layout.maxWidth)}px`,
  };
  for (const device of ['mobile', 'tablet', 'desktop'] as const) {
    const s = SHORT[device];
    variables[`--fk-section-display-${s}`] = visible[device] ? 'flow-root' : 'none';
    variables[`--fk-section-padding-${s}`] = SPACING[padding[device]];
    variables[`--fk-section-margin-${s}`] = SPACING[margin[device]];
    variables[`--fk-section-align-${s}`] = align[device].toLowerCase();
    const color = background[device];
    if (color) {
      variables[`--fk-section-bg-${s}`] = paletteVariable(color, '');
      variables[`--fk-section-fg-${s}`] = paletteVariable(color, 'on-');
    }
    const picture = image[device];
    if (picture) variables[`--fk-section-image-${s}`] = cssUrl(picture.filename);
    if (minHeight)
      variables[`--fk-section-min-height-${s}`] =
        `${device === 'mobile' ? minHeight.mobile : minHeight.other}px`;
  }
  return variables;
}

/** The stylesheet every section shares; rendered once per page through React's style hoisting. */
export const SECTION_CSS = `
.fk-section{box-sizing:border-box;position:relative;background-size:cover;background-position:center;
display:var(--fk-section-display-m);min-height:var(--fk-section-min-height-m,0);
padding-block:var(--fk-section-padding-m);margin-block:var(--fk-section-margin-m);
text-align:var(--fk-section-align-m);background-color:var(--fk-section-bg-m,transparent);
color:var(--fk-section-fg-m,inherit);background-image:var(--fk-section-image-m,none)}
.fk-section__inner{box-sizing:border-box;max-width:var(--fk-section-max-width);margin-inline:auto;
padding-inline:var(--fk-space-4,1rem)}
.fk-section__inner>[data-slot="button"]{margin:var(--fk-space-2,.5rem) var(--fk-space-1,.25rem)}
.fk-section[data-background] .fk-link{color:inherit}
@media (min-width:768px){.fk-section{display:var(--fk-section-display-t);
min-height:var(--fk-section-min-height-t,0);padding-block:var(--fk-section-padding-t);
margin-block:var(--fk-section-margin-t);text-align:var(--fk-section-align-t);
background-color:var(--fk-section-bg-t,transparent);color:var(--fk-section-fg-t,inherit);
background-image:var(--fk-section-image-t,none)}}
@media (min-width:1024px){.fk-section{display:var(--fk-section-display-d);
min-height:var(--fk-section-min-height-d,0);padding-block:var(--fk-section-padding-d);
margin-block:var(--fk-section-margin-d);text-align:var(--fk-section-align-d);
background-color:var(--fk-section-bg-d,transparent);color:var(--fk-section-fg-d,inherit);
background-image:var(--fk-section-image-d,none)}}
`;
