// Visual regression for the `storybook` test project: once a story's test has passed (render, play function, axe),
// its page is compared with the committed baseline in .storybook/screenshots/ — at 1280 px, and also at 375 and
// 768 px when the story is tagged `responsive`. A story that pins its own viewport (`globals.viewport`, e.g. the
// header's Mobile story) is taken at that width only, since that width is what it shows. Every story is rendered at
// 1280 × 800 to begin with (PICTURE_VIEWPORT, set in vitest.config.ts), and nothing is pictured while it still moves
// or loads (see `settle`).
import { afterEach, expect, inject, vi } from 'vitest';
import { page } from 'vitest/browser';
import {
  ACCEPT_COMMAND,
  chromiumMismatchNote,
  DESKTOP_WIDTH,
  FIRST_HEIGHT,
  PICTURE_VIEWPORT,
  RESPONSIVE_TAG,
  RESPONSIVE_WIDTHS,
} from './screenshot-rules';

/** What the screenshot step reads of the story that the Storybook plugin puts on the test context. */
interface StoryUnderTest {
  id: string;
  tags: string[];
  parameters: {
    layout?: 'padded' | 'centered' | 'fullscreen';
    viewport?: { defaultViewport?: string };
  };
  globals: { viewport?: { value?: string } };
}

// A story longer than this is cut there (a whole page at 375 px stays within it).
const MAX_HEIGHT = 6000;
// How long a page may take to become still (carousels loaded and settled) before it is pictured as it is.
const SETTLE_TIMEOUT = 5000;
const BUSY = '[data-ready="false"], [data-moving]';

// A still picture: no transitions, animations, caret or smooth scrolling while the screenshots are taken (only then,
// so play functions that wait for a transition still see it).
const STILL =
  '*,*::before,*::after{transition:none!important;animation:none!important;caret-color:transparent!important;scroll-behavior:auto!important}';
// Storybook's own layouts (its preview page adds them, the test page does not), so a picture looks like the story
// does in Storybook.
const LAYOUT = {
  padded: 'body{padding:1rem}',
  centered:
    'body{display:flex;align-items:center;justify-content:center;min-height:100vh;padding:1rem;box-sizing:border-box}',
  fullscreen: '',
};

// Stories show the same day whatever day they run (the footer's year, countdowns); the clock still moves on, from
// Monday 15 June 2026, 10:00 in the browser's zone (UTC, see vitest.config.ts).
vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 5, 15, 10, 0), shouldAdvanceTime: true });

const chromium = inject('screenshotChromium');

afterEach(async (context) => {
  const story = (context as { story?: StoryUnderTest }).story;
  if (!story || context.task.result?.state === 'fail') return;
  const own = story.globals.viewport?.value;
  const pinned = (own !== PICTURE_VIEWPORT ? own : undefined) ?? story.parameters.viewport?.defaultViewport;
  const widths = pinned
    ? [window.innerWidth]
    : story.tags.includes(RESPONSIVE_TAG)
      ? RESPONSIVE_WIDTHS
      : [DESKTOP_WIDTH];
  const [component, name] = story.id.split('--');
  const still = document.head.appendChild(document.createElement('style'));
  still.textContent = STILL + LAYOUT[story.parameters.layout ?? 'padded'];
  try {
    for (const width of widths) {
      await page.viewport(width, FIRST_HEIGHT);
      await settle();
      const height = Math.min(Math.max(FIRST_HEIGHT, document.documentElement.scrollHeight), MAX_HEIGHT);
      if (height !== FIRST_HEIGHT) {
        await page.viewport(width, height);
        await settle();
        // Fixed layers (the offline bar) were seen drawn without their words in the first frames after the page
        // grew; a moment more lets Chromium paint them.
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await expect(page, `${story.id} at ${width} px`)
        .toMatchScreenshot(`${component}/${name}-${width}`)
        .catch(explainMismatch);
    }
  } finally {
    still.remove();
  }
});

/** Adds to a failed comparison how to accept it, or that another Chromium may be why it failed. */
function explainMismatch(error: unknown): never {
  if (error instanceof Error) {
    const note = chromiumMismatchNote(chromium.recorded, chromium.running);
    error.message += `\n${note ?? `If the change is intended, accept it with \`${ACCEPT_COMMAND}\`.`}`;
  }
  throw error;
}

/**
 * Waits for web fonts, components still loading or moving, pictures, so a picture never shows a
 * half-loaded or moving page; a picture that cannot load (a URL the test server does not serve, or another host)
 * fails the story rather than drawing a broken icon.
 */
async function settle(): Promise<void> {
  await document.fonts.ready;
  await untilStill();
  const images = [...document.images].filter((image) => image.getAttribute('src') || image.srcset);
  await Promise.all(
    images.map((image) =>
      Promise.race([
        image.decode().catch(() => undefined),
        new Promise((resolve) => setTimeout(resolve, 2000)),
      ]),
    ),
  );
  const broken = images
    .filter((image) => image.complete && image.naturalWidth === 0)
    .map((image) => image.src);
  if (broken.length > 0) {
    throw new Error(
      `Pictures that did not load (the screenshot would show broken icons): ${broken.join(', ')}`,
    );
  }
  for (let frame = 0; frame < 2; frame += 1) await nextFrame();
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Waits until no component says it is still loading or moving: `data-ready="false"` (a carousel before its lazily
 * loaded Embla runs, when the row still scrolls natively and shows a scroll bar) or `data-moving` (Embla scrolling
 * the row by script, which the stylesheet that stops CSS transitions cannot stop).
 */
async function untilStill(): Promise<void> {
  const deadline = performance.now() + SETTLE_TIMEOUT;
  while (document.querySelector(BUSY) && performance.now() < deadline) await nextFrame();
}
