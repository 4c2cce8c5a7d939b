// Quick look at a page while developing: node scripts/screenshot.mjs http://localhost:5173 /faq /tmp/faq
// writes /tmp/faq-mobile.png (390×844) and /tmp/faq-desktop.png (1366×768) with Debian's Chromium.
import { chromium } from '@playwright/test';

const [base, route = '/', out = '/tmp/shot', full = 'full'] = process.argv.slice(2);
if (!base) {
  console.error('usage: node scripts/screenshot.mjs <base-url> [route] [out-prefix] [full|viewport]');
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
for (const [name, viewport] of [
  ['mobile', { width: 390, height: 844 }],
  ['desktop', { width: 1366, height: 768 }],
]) {
  const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
  page.on('pageerror', (err) => console.error(`[${name}] page error:`, err.message));
  page.on('console', (msg) => msg.type() === 'error' && console.error(`[${name}] console:`, msg.text()));
  await page.goto(new URL(route, base).toString(), { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}-${name}.png`, fullPage: full === 'full' });
  console.log(`${out}-${name}.png`);
  await page.close();
}
await browser.close();
