// Saves a full-page screenshot per viewport under e2e/screenshots/, for people to look at after a run.
import type { Page, TestInfo } from '@playwright/test';

export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({
    path: `screenshots/${name}-${testInfo.project.name}.png`,
    fullPage: true,
    animations: 'disabled',
  });
}
