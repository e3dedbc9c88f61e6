// The comparison the stories' screenshots go through fails on a single pixel of another colour: a flat swatch with a
// committed baseline, then the same swatch with one pixel changed. A change below pixelmatch's perceptual threshold
// (the last bit of a colour, which text drawing may vary) passes.
import { expect, test } from 'vitest';
import { page, server } from 'vitest/browser';

// Accepting new baselines would take the changed swatch as its baseline, so the check waits for an ordinary run.
const accepting = server.config.snapshotOptions.updateSnapshot === 'all';

const SWATCH = '#1d4ed8';

function swatchWithDot(dotColour?: string): HTMLElement {
  document.body.replaceChildren();
  const swatch = document.body.appendChild(document.createElement('div'));
  swatch.style.cssText = `position:relative;width:200px;height:100px;background:${SWATCH}`;
  if (dotColour) {
    const dot = swatch.appendChild(document.createElement('div'));
    dot.style.cssText = `position:absolute;left:120px;top:40px;width:1px;height:1px;background:${dotColour}`;
  }
  return swatch;
}

test('the unchanged swatch matches its baseline', async () => {
  await expect(page.elementLocator(swatchWithDot())).toMatchScreenshot('comparison/swatch');
});

test.skipIf(accepting).for([
  ['white', '#ffffff'],
  ['a lighter blue', '#3b6ef0'],
])('one pixel in %s fails the comparison', async ([, colour]) => {
  const changed = expect(page.elementLocator(swatchWithDot(colour))).toMatchScreenshot('comparison/swatch');
  await expect(changed).rejects.toThrow(/does not match the stored reference\.\n1 pixels/);
});

test.skipIf(accepting)('one pixel a single step bluer is below the threshold and passes', async () => {
  await expect(page.elementLocator(swatchWithDot('#1d4ed9'))).toMatchScreenshot('comparison/swatch');
});
