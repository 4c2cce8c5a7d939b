// The axe-core scan the journeys share: WCAG 2.1 A and AA rules, failing on anything axe rates serious or critical.
//
// How it scans (docs/development.md#end-to-end-journeys): axe.run in the page itself (legacy mode) rather than a
// partial run per frame finished in a new blank page, which injected axe three times and opened a page per scan;
// the store's pages hold no frames, so the scan covers the same elements, in about half the time (a home page
// 7.2 → 3.2 s, of which the rules themselves are 2.2 s). Only violations carry every node: the passes and the
// inapplicable rules, which nothing reads, are not described element by element.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails when axe finds a serious or critical violation on the page, listing each rule with its elements. */
export async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.html.slice(0, 160)}\n      ${n.failureSummary ?? ''}`).join('\n')}`,
    );
  expect(serious, `${label}: axe violations`).toEqual([]);
}
