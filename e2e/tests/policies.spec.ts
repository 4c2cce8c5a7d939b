// The six policy pages: each shows its title, a last-updated date and links to the other five. One visit per width
// walks all six through the tab strip under the title (the first by its address): six separate tests each started
// a browser context and loaded the app from scratch for what one in-app navigation shows.
import { expect, test, type Page } from '@playwright/test';
import { saveScreenshot } from './screenshot.ts';

const POLICIES = [
  { slug: 'privacy-policy', title: 'Privacy Policy' },
  { slug: 'terms', title: 'Terms of Use' },
  { slug: 'cancellation-refund', title: 'Cancellation & Refund Policy' },
  { slug: 'shipping-delivery', title: 'Shipping & Delivery Policy' },
  { slug: 'return-policy', title: 'Return Policy' },
  { slug: 'security', title: 'Security Policy' },
] as const;

type Policy = (typeof POLICIES)[number];

const tabStrip = (page: Page) => page.getByRole('navigation', { name: 'Our policies' });

async function expectPolicyPage(page: Page, policy: Policy) {
  await expect(page).toHaveURL(new RegExp(`/${policy.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(policy.title);
  await expect(page).toHaveTitle(`${policy.title} | Haat`);
  // en-IN dates such as "5 March 2025" or "05/03/2025".
  await expect(page.getByText(/^Last updated: .*\d{4}$/)).toBeVisible();

  const related = page.getByRole('region', { name: 'Related policies' });
  const others = POLICIES.filter((p) => p.slug !== policy.slug);
  await expect(related.getByRole('link')).toHaveCount(others.length);
  for (const other of others) {
    await expect(related.getByRole('link', { name: new RegExp(`^${escape(other.title)}`) })).toHaveAttribute(
      'href',
      `/${other.slug}`,
    );
  }
  // The tab strip under the title marks the current policy among all six.
  await expect(tabStrip(page).getByRole('link')).toHaveCount(POLICIES.length);
  await expect(tabStrip(page).getByRole('link', { name: policy.title, exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
}

test('each policy shows its title, a last-updated date and the other five policies', async ({
  page,
}, testInfo) => {
  // Six pages in one test: the default 30 s was sized for one.
  test.slow();
  const [first, ...rest] = POLICIES;
  await test.step(first.title, async () => {
    await page.goto(`/${first.slug}`);
    await expectPolicyPage(page, first);
    await saveScreenshot(page, testInfo, `policy-${first.slug}`);
  });
  for (const policy of rest) {
    await test.step(policy.title, async () => {
      await tabStrip(page).getByRole('link', { name: policy.title, exact: true }).click();
      await expectPolicyPage(page, policy);
      await saveScreenshot(page, testInfo, `policy-${policy.slug}`);
    });
  }
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
