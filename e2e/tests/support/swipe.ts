// The swipe-to-submit slider of the sign-in, sign-up and OTP forms, driven as a shopper drives it.
import type { Page, TestInfo } from '@playwright/test';

/**
 * Drags the slider's handle to the far end of its track: with the mouse on the desktop project, and with a real
 * touch sequence (touchStart, touchMove…, touchEnd through the DevTools protocol) on the phone.
 */
export async function swipe(page: Page, testInfo: TestInfo, name: string | RegExp) {
  const handle = page.getByRole('button', { name });
  await handle.scrollIntoViewIfNeeded();
  const box = (await handle.boundingBox())!;
  const track = (await handle.locator('..').boundingBox())!;
  const y = box.y + box.height / 2;
  const startX = box.x + box.width / 2;
  const endX = track.x + track.width - 4;
  if (testInfo.project.name === 'mobile') {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: startX, y }] });
    for (let i = 1; i <= 8; i++) {
      const x = startX + ((endX - startX) * i) / 8;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  } else {
    await page.mouse.move(startX, y);
    await page.mouse.down();
    await page.mouse.move(endX, y, { steps: 8 });
    await page.mouse.up();
  }
}
