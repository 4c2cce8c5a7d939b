// Saves a screenshot per viewport under e2e/screenshots/, for people to look at after a run. CI has nobody to look
// at them, so there (CI set) they are skipped unless SCREENSHOTS=1: 228 full-page captures cost minutes of the run.
import type { Page, TestInfo } from '@playwright/test';

interface ScreenshotOptions {
  /** The whole page (default), or only the viewport: right for open menus and dialogs, whose overlay is fixed. */
  fullPage?: boolean;
}

export async function saveScreenshot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  { fullPage = true }: ScreenshotOptions = {},
): Promise<void> {
  if (process.env.CI && !process.env.SCREENSHOTS) return;
  await page.evaluate(async (toTop) => {
    // A full-page capture of a scrolled page draws the sticky header part-way down; scrolling keeps focus.
    if (toTop) window.scrollTo(0, 0);
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, fullPage);
  await page.screenshot({
    path: `screenshots/${name}-${testInfo.project.name}.png`,
    fullPage,
    animations: 'disabled',
  });
}
