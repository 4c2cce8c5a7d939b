// Which project runs a test: checks of data, server answers, messages and routing are the same at every width,
// so they run once, in the desktop project; layout, touch and screenshots keep both projects. What exists at one
// width only (the phone's hamburger and sticky bar, the desktop's account menu) runs in that project only.
import { test } from '@playwright/test';

/**
 * Declares tests that run in the desktop project only, because what they prove does not depend on the viewport.
 * The skip is decided before the test's fixtures, so the phone project never opens a page for them.
 */
export function sameAtEveryWidth(declare: () => void): void {
  onlyOn('desktop', 'same at every width: checked on desktop', declare);
}

/**
 * Declares tests whose checks are the same at every width but whose screenshots people look at for both: the phone
 * project runs them only when screenshots are saved (screenshot.ts: SCREENSHOTS=1, `npm run screenshots`), so a
 * test run checks them once, on the desktop, and a screenshot run still draws the phone's pictures.
 */
export function sameAtEveryWidthButScreenshots(declare: () => void): void {
  const pictures = Boolean(process.env.SCREENSHOTS);
  if (pictures) test.describe(declare);
  else sameAtEveryWidth(declare);
}

/**
 * Declares tests of something only one width has. Like sameAtEveryWidth, the skip is decided before the fixtures:
 * a skip inside the test body would first open a browser context for nothing.
 */
export function onlyOn(width: 'desktop' | 'mobile', reason: string, declare: () => void): void {
  test.describe(() => {
    test.skip(({ isMobile }) => isMobile !== (width === 'mobile'), reason);
    declare();
  });
}
