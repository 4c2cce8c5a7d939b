// Which project runs a test: checks of data, server answers, messages and routing are the same at every width,
// so they run once, in the desktop project; layout, touch and screenshots keep both projects.
import { test } from '@playwright/test';

/**
 * Declares tests that run in the desktop project only, because what they prove does not depend on the viewport.
 * The skip is decided before the test's fixtures, so the phone project never opens a page for them.
 */
export function sameAtEveryWidth(declare: () => void): void {
  test.describe(() => {
    test.skip(({ isMobile }) => isMobile, 'same at every width: checked on desktop');
    declare();
  });
}
