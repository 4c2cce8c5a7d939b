// The six policy pages: each shows its title, a last-updated date and links to the other five.
import { expect, test } from '@playwright/test';
import { saveScreenshot } from './screenshot.ts';

const POLICIES = [
  { slug: 'privacy-policy', title: 'Privacy Policy' },
  { slug: 'terms', title: 'Terms of Use' },
  { slug: 'cancellation-refund', title: 'Cancellation & Refund Policy' },
  { slug: 'shipping-delivery', title: 'Shipping & Delivery Policy' },
  { slug: 'return-policy', title: 'Return Policy' },
  { slug: 'security', title: 'Security Policy' },
] as const;

for (const policy of POLICIES) {
  test(`${policy.title} shows its title, a last-updated date and the other five policies`, async ({
    page,
  }, testInfo) => {
    await page.goto(`/${policy.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(policy.title);
    await expect(page).toHaveTitle(`${policy.title} | Haat`);
    // en-IN dates such as "5 March 2025" or "05/03/2025".
    await expect(page.getByText(/^Last updated: .*\d{4}$/)).toBeVisible();

    const related = page.getByRole('region', { name: 'Related policies' });
    const others = POLICIES.filter((p) => p.slug !== policy.slug);
    await expect(related.getByRole('link')).toHaveCount(others.length);
    for (const other of others) {
      await expect(
        related.getByRole('link', { name: new RegExp(`^${escape(other.title)}`) }),
      ).toHaveAttribute('href', `/${other.slug}`);
    }
    // The tab strip under the title marks the current policy among all six.
    const tabs = page.getByRole('navigation', { name: 'Our policies' });
    await expect(tabs.getByRole('link')).toHaveCount(POLICIES.length);
    await expect(tabs.getByRole('link', { name: policy.title, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await saveScreenshot(page, testInfo, `policy-${policy.slug}`);
  });
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
