// Where the stories' screenshot baselines live and what counts as a change; shared by vitest.config.ts (node side),
// the global setup that records the Chromium which drew them, and the setup file that takes them (browser side).

/** Committed baselines, one folder per component (`<story title>/<story>-<width>.png`). */
export const BASELINE_DIR = '.storybook/screenshots';
/** The Chromium version that drew the baselines, written when they are accepted. */
export const CHROMIUM_VERSION_FILE = `${BASELINE_DIR}/chromium-version.txt`;
/** Pictures of a failed comparison (actual and diff) for the designer to look at; not committed. */
export const DIFF_DIR = '.cache/screenshot-diffs';

/** Every story is taken at the desktop width; stories tagged `responsive` also at a phone's and a tablet's. */
export const DESKTOP_WIDTH = 1280;
export const RESPONSIVE_WIDTHS = [375, 768, DESKTOP_WIDTH] as const;
export const RESPONSIVE_TAG = 'responsive';
/**
 * The first viewport height of a picture; the page then grows to its content so the picture holds the whole story.
 * Dialogs and other fixed layers are placed in this first height.
 */
export const FIRST_HEIGHT = 800;
/**
 * The viewport every story is rendered in before its pictures (Storybook's own test default is 1200 × 900), so
 * what measures itself once when it starts (Embla's carousels) measures the desktop picture's width from the start.
 * Offered in Storybook's viewport menu too; a story that pins another viewport keeps it.
 */
export const PICTURE_VIEWPORT = 'desktop1280';
export const PICTURE_VIEWPORT_OPTION = {
  name: 'Desktop 1280',
  styles: { width: `${DESKTOP_WIDTH}px`, height: `${FIRST_HEIGHT}px` },
  type: 'desktop',
} as const;

/** The accept command, named in failure messages. */
export const ACCEPT_COMMAND = 'pnpm test:screenshots:accept';

/**
 * The comparison: pixelmatch counts a pixel as changed when its colour moved more than its perceptual threshold
 * (0.1, its default: a change a designer can see, not the last bit of a colour), ignores anti-aliasing, and no
 * changed pixel is allowed. A tolerance counted in pixels (0.1 % is about 1,000 of a 1280 × 800 picture) would let
 * one pixel of another colour through, and that must fail.
 */
export const COMPARATOR_OPTIONS = { threshold: 0.1, allowedMismatchedPixels: 0, includeAA: false } as const;

/** Reads a version like 156.0.8078.108 out of `chromium --version` or a user agent. */
export function chromiumVersionOf(text: string): string | undefined {
  return /(\d+\.\d+\.\d+\.\d+)/.exec(text)?.[1];
}

/** The line added to a failed comparison when the baselines were drawn by another Chromium. */
export function chromiumMismatchNote(
  recorded: string | undefined,
  running: string | undefined,
): string | undefined {
  if (!recorded || !running || recorded === running) return undefined;
  return (
    `The baselines were taken with Chromium ${recorded} (${CHROMIUM_VERSION_FILE}) but this run uses Chromium ${running}: ` +
    `text and shapes may be drawn a little differently. Compare with Chromium ${recorded}, or look at the diffs in ` +
    `${DIFF_DIR}/ and accept the new pictures with \`${ACCEPT_COMMAND}\`.`
  );
}
