// Distinct words for distinct controls (docs/behaviour/languages.md#distinct-words): in every language, sibling tabs
// and buttons never share a label (nor does one label hold another whole, as Assamese "বিৱৰণ" Description and
// "বিৱৰণী" Specifications did), and an instruction names the button by the button's own label.
import { render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@haat/domain/shell/languages';
import { CHECKOUT_STEPS } from '../features/checkout/components/checkout-stepper.tsx';
import {
  LISTING_SORT_OPTIONS,
  SEARCH_SORT_OPTIONS,
} from '../features/listing/components/listing-sort-options.ts';
import { NOTIFICATION_TABS } from '../features/notifications/notification-list.ts';
import { ORDER_TAB_NAMES } from '../features/orders/order-view.ts';
import { ProductTabs } from '../features/product/components/product-tabs.tsx';
import { SETTINGS_TAB_LABELS } from '../features/settings/settings-tabs.ts';
import { productFixture } from '../testing/fixtures.ts';

const catalogues = import.meta.glob<{ default: { translation: Record<string, string> } }>('./locales/*.json');

/** Controls drawn side by side: a shopper tells them apart by their words alone. */
const SIBLINGS: Record<string, readonly string[]> = {
  'product tabs': ['Description', 'Features', 'Specifications', 'Reviews ({{number}})'],
  'product actions': ['Add to Cart', 'Buy Now'],
  'checkout steps': CHECKOUT_STEPS,
  'settings tabs': Object.values(SETTINGS_TAB_LABELS),
  'notification tabs': NOTIFICATION_TABS,
  'order tabs': ORDER_TAB_NAMES,
  'filter dialog buttons': ['Clear All', 'Apply'],
  'listing sort': LISTING_SORT_OPTIONS.map((o) => o.label),
  'search sort': SEARCH_SORT_OPTIONS.map((o) => o.label),
  'cart line buttons': ['Save for later', 'Remove'],
};

const normal = (text: string) =>
  text
    .normalize('NFC')
    .toLocaleLowerCase()
    .replace(/[\s\p{P}]+/gu, ' ')
    .trim();

/** The pairs of labels a shopper could not tell apart: the same words, or one label whole inside another. */
export function clashes(labels: readonly string[]): string[] {
  const found: string[] = [];
  labels.forEach((a, i) =>
    labels.slice(i + 1).forEach((b) => {
      const [x, y] = [normal(a), normal(b)];
      if (x === y || x.includes(y) || y.includes(x)) found.push(`"${a}" / "${b}"`);
    }),
  );
  return found;
}

describe('sibling controls have distinct labels', () => {
  beforeAll(async () => {
    for (const code of LANGUAGE_CODES) {
      if (code === 'en') continue;
      const loaded = await catalogues[`./locales/${code}.json`]!();
      i18next.addResourceBundle(code, 'translation', loaded.default.translation);
    }
  }, 120_000);

  it('catches what it is meant to catch', () => {
    expect(clashes(['خصوصیات', 'خصوصیات'])).toHaveLength(1);
    expect(clashes(['বিৱৰণ', 'বিৱৰণী'])).toHaveLength(1);
    expect(clashes(['Description', 'Features', 'Specifications'])).toEqual([]);
  });

  it.each(LANGUAGE_CODES)('%s: no two sibling tabs or buttons read alike', (code) => {
    const t = i18next.getFixedT(code);
    for (const [group, keys] of Object.entries(SIBLINGS)) {
      const labels = keys.map((key) => t(key));
      expect(clashes(labels), `${code} ${group}`).toEqual([]);
    }
  });

  it.each(LANGUAGE_CODES)(
    '%s: the filter dialog’s instruction names its Apply button as the button reads',
    (code) => {
      const t = i18next.getFixedT(code);
      const apply = t('Apply');
      expect(t('Changes apply to the product list when you choose {{apply}}.', { apply })).toContain(apply);
    },
  );

  it.each(['ur', 'as'])('%s: the product page draws four tabs with four different names', async (code) => {
    await i18next.changeLanguage(code);
    try {
      render(<ProductTabs product={productFixture()} />);
      const names = within(screen.getByRole('tablist'))
        .getAllByRole('tab')
        .map((tab) => tab.textContent ?? '');
      expect(names).toHaveLength(4);
      expect(clashes(names.map((n) => n.replace(/\(.*\)/, '')))).toEqual([]);
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
