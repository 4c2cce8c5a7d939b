// The axe-core scan the journeys share: WCAG 2.1 A and AA rules, failing on anything axe rates serious or critical.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails when axe finds a serious or critical violation on the page, listing each rule with its elements. */
export async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.html.slice(0, 160)}\n      ${n.failureSummary ?? ''}`).join('\n')}`,
    );
  expect(serious, `${label}: axe violations`).toEqual([]);
}
