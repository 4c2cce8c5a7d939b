// The axe-core scan the journeys share: WCAG 2.1 A and AA rules, failing on anything axe rates serious or critical.
//
// How it scans (docs/development.md#end-to-end-journeys): axe.run in the page itself (legacy mode) rather than a
// partial run per frame finished in a new blank page, which injected axe three times and opened a page per scan;
// the store's pages hold no frames, so the scan covers the same elements, in about half the time (a home page
// 7.2 → 3.2 s, of which the rules themselves are 2.2 s). Only violations carry every node: the passes and the
// inapplicable rules, which nothing reads, are not described element by element.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0 and 2.1, levels A and AA: what every journey's scan checks. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** What axe rates serious or critical on the page under `tags`, one line per rule with its first elements. */
export async function seriousViolations(page: Page, tags: string[] = WCAG_TAGS): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(tags)
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}, ${v.nodes.length}): ${v.help}\n${v.nodes
          .slice(0, 8)
          .map((n) => `    ${n.html.slice(0, 200)}\n      ${n.failureSummary ?? ''}`)
          .join('\n')}`,
    );
}

/** Fails when axe finds a serious or critical violation on the page, listing each rule with its elements. */
export async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  expect(await seriousViolations(page), `${label}: axe violations`).toEqual([]);
}
