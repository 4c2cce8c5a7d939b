// Urdu's mixed text on a product page (issue 28 item 3, docs/behaviour/languages.md#mixed-direction-text): the
// product's Latin name and the variant picker's values ("1 TB", "Black Titanium", "256 GB") read left to right
// inside the right-to-left page, their first character drawn left of their last, the name cut at its own end;
// and Malayalam's and Urdu's product pages pictured at 390×844.
import { expect, test, type Locator } from '@playwright/test';
import { listProducts } from './support/catalog.ts';
import { saveScreenshot } from './screenshot.ts';

/** Where the first and the last character of an element's text are drawn. */
async function endsOf(element: Locator) {
  return element.evaluate((el) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const texts: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if ((node.textContent ?? '').trim()) texts.push(node as Text);
    const rectOf = (node: Text, at: number) => {
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + 1);
      return range.getBoundingClientRect();
    };
    const first = texts[0]!;
    const last = texts[texts.length - 1]!;
    const firstAt = (first.textContent ?? '').search(/\S/);
    const lastAt = (last.textContent ?? '').trimEnd().length - 1;
    return {
      text: el.textContent?.trim() ?? '',
      direction: getComputedStyle(el).direction,
      first: rectOf(first, firstAt).left,
      last: rectOf(last, lastAt).left,
      sameLine: Math.abs(rectOf(first, firstAt).top - rectOf(last, lastAt).top) < 2,
    };
  });
}

test('on an Urdu product page the Latin name and the variants read left to right', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  const [phone] = (await listProducts(request, { search: 'iPhone 16 Pro Max' })).filter((p) =>
    /iPhone 16 Pro/.test(p.name),
  );
  expect(phone, 'an iPhone 16 Pro in the catalogue').toBeDefined();

  await page.goto(`/product/${phone!._id}?lng=ur`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(phone!.name);
  const name = await endsOf(heading);
  expect(name.direction).toBe('ltr');
  // The name starts at the left: "Apple iPhone…" is not drawn from the right as "…iPhone Apple".
  expect(name.first).toBeLessThan(name.last);

  const picker = page.getByTestId('variant-picker');
  await expect(picker).toBeVisible();
  const values = picker.locator('[dir="auto"], bdi');
  const count = await values.count();
  expect(count).toBeGreaterThan(2);
  const withNumbers: string[] = [];
  for (let i = 0; i < count; i++) {
    const value = values.nth(i);
    if (!(await value.isVisible())) continue;
    const ends = await endsOf(value);
    if (!/\d/.test(ends.text) || !/[A-Za-z]/.test(ends.text) || !ends.sameLine) continue;
    withNumbers.push(ends.text);
    // "1 TB" keeps its number first: drawn at the left, not moved to the end as "TB 1".
    expect(ends.first, `"${ends.text}" reads left to right`).toBeLessThan(ends.last);
  }
  expect(
    withNumbers.some((text) => /\d+ (GB|TB)/.test(text)),
    withNumbers.join(' | '),
  ).toBe(true);
  await saveScreenshot(page, testInfo, 'urdu-product-variants', { fullPage: false });

  await page.goto(`/product/${phone!._id}?lng=ml`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ml');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(phone!.name);
  await saveScreenshot(page, testInfo, 'malayalam-product', { fullPage: false });
});
