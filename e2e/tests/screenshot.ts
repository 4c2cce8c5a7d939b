// Saves a screenshot per viewport under e2e/screenshots/, for people to look at after a run. Only when asked
// (SCREENSHOTS=1, which `npm run screenshots` sets): about 230 full-page captures, and the phone runs of the tests
// that exist for their pictures (support/viewports.ts), cost about two minutes of every `npm test` otherwise.
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
  if (!process.env.SCREENSHOTS) return;
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
