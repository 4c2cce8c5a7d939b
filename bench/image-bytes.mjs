// Image bytes of a page as Chromium loads it (issue 23 item 3): node bench/image-bytes.mjs <base-url> [route…]
// Opens each route at 390×844 (device pixel ratio 1, and 3 as most phones have) and 1366×768 (ratio 1, a laptop), scrolls to the
// bottom so that lazy pictures load, and sums the bytes of every image response as they crossed the wire (headers
// and encoded body, from the network layer; bodyBytes without the headers) by content type. Prints one JSON line per route and viewport.
import { chromium } from 'playwright-core';

const [base, ...routes] = process.argv.slice(2);
if (!base) {
  console.error('usage: node bench/image-bytes.mjs <base-url> [route …]');
  process.exit(2);
}
const VIEWPORTS = [
  { name: '390x844', viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 },
  { name: '390x844', viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 },
  { name: '1366x768', viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});

for (const route of routes.length ? routes : ['/']) {
  for (const { name, viewport, deviceScaleFactor } of VIEWPORTS) {
    const context = await browser.newContext({ viewport, deviceScaleFactor });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const images = new Map();
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      if (type === 'Image')
        images.set(requestId, {
          url: response.url,
          mime: response.mimeType,
          bytes: 0,
          // Bytes received when the headers arrived: the headers themselves.
          headerBytes: response.encodedDataLength ?? 0,
        });
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const image = images.get(requestId);
      if (image) image.bytes = encodedDataLength;
    });
    await page.goto(new URL(route, base).toString(), { waitUntil: 'networkidle' });
    // Scroll the whole page down in screen steps so every lazy picture is asked for, as a shopper would.
    const height = await page.evaluate(() => globalThis.document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += viewport.height) {
      await page.evaluate((top) => globalThis.scrollTo(0, top), y);
      await page.waitForTimeout(150);
    }
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const byType = {};
    let total = 0;
    let body = 0;
    for (const image of images.values()) {
      byType[image.mime] ??= { count: 0, bytes: 0 };
      byType[image.mime].count += 1;
      byType[image.mime].bytes += image.bytes;
      total += image.bytes;
      body += Math.max(0, image.bytes - image.headerBytes);
    }
    console.log(
      JSON.stringify({
        route,
        viewport: name,
        dpr: deviceScaleFactor,
        images: images.size,
        bytes: total,
        bodyBytes: body,
        byType,
      }),
    );
    // IMAGE_URLS=1 lists each picture asked for with its bytes (to see which widths the browser chose).
    if (process.env.IMAGE_URLS)
      for (const image of images.values()) {
        const url = new URL(image.url);
        console.log(`  ${image.bytes}\t${url.pathname}${url.search}`);
      }
    await context.close();
  }
}
await browser.close();
