/** Button styles a CMS editor can pick (SPEC §3 Button options). */
export const BUTTON_STYLES = ['SOLID', 'OUTLINE'] as const;
/** Button colours a CMS editor can pick. */
export const BUTTON_COLORS = [
  'ACTION',
  'INFO',
  'PRIMARY',
  'PRIMARY_DARK',
  'SECONDARY',
  'SUCCESS',
  'WARNING',
  'DANGER',
  'GRAY_LIGHT',
  'GRAY',
  'GRAY_DARKEST',
  'WHITE',
  'BLACK',
] as const;
/** Button sizes a CMS editor can pick. */
export const BUTTON_SIZES = ['XSMALL', 'SMALL', 'MEDIUM', 'NORMAL', 'LARGE'] as const;
/** Icons a button can carry. */
export const BUTTON_ICONS = ['PADLOCK', 'SAVE', 'ARROW'] as const;
/** HTML button types. */
export const BUTTON_TYPES = ['button', 'submit', 'reset'] as const;

/** One of {@link BUTTON_STYLES}. */
export type ButtonStyle = (typeof BUTTON_STYLES)[number];
/** One of {@link BUTTON_COLORS}. */
export type ButtonColor = (typeof BUTTON_COLORS)[number];
/** One of {@link BUTTON_SIZES}. */
export type ButtonSize = (typeof BUTTON_SIZES)[number];
/** One of {@link BUTTON_ICONS}. */
export type ButtonIcon = (typeof BUTTON_ICONS)[number];
/** One of {@link BUTTON_TYPES}. */
export type ButtonType = (typeof BUTTON_TYPES)[number];

/** Maps each enumeration value to a CSS modifier class, so cva's keys stay exactly the CMS values. */
export function modifierClasses<const T extends readonly string[]>(
  block: string,
  values: T,
): { [K in T[number]]: string } {
  const entries = values.map((value) => [value, `${block}--${value.toLowerCase().replaceAll('_', '-')}`]);
  return Object.fromEntries(entries) as { [K in T[number]]: string };
}
