// Brands are names, never catalogue keys (docs/behaviour/languages.md#names-as-written): the phone brand "Nothing"
// read "none" in seven languages' brand filter. No catalogue holds a brand of the filter panels, and a brand's page
// shows the brand as written in every language.
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES } from '@haat/domain/catalog/category-tree';
import { PANELS } from '@haat/domain/catalog/filter-panel-data';
import { LANGUAGE_CODES } from '@haat/domain/shell/languages';
import { CategoryHero } from '../features/category/components/category-hero.tsx';
import { renderWithProviders } from '../testing/render.tsx';
import { DYNAMIC_KEYS } from './dynamic-keys.ts';

const catalogues = import.meta.glob<{ default: { translation: Record<string, string> } }>('./locales/*.json');

/** Every brand the filter panels list, but one that is also a category's name (NCERT: a books subcategory). */
const tree = JSON.stringify(CATEGORIES);
const BRANDS = [
  ...new Set(
    Object.values(PANELS).flatMap((panel) =>
      panel.sections.flatMap((section) =>
        section.kind === 'checkbox' && section.facet === 'brands' ? section.options.map((o) => o.label) : [],
      ),
    ),
  ),
].filter((brand) => !tree.includes(JSON.stringify(brand)));

describe('brand names as written', () => {
  beforeAll(async () => {
    const ta = await catalogues['./locales/ta.json']!();
    i18next.addResourceBundle('ta', 'translation', ta.default.translation);
  }, 60_000);

  afterEach(async () => {
    await i18next.changeLanguage('en');
  });

  it('no catalogue translates a brand', async () => {
    expect(BRANDS).toContain('Nothing');
    expect(BRANDS.length).toBeGreaterThan(50);
    expect(DYNAMIC_KEYS.filter((key) => BRANDS.includes(key))).toEqual([]);
    for (const code of LANGUAGE_CODES) {
      const { translation } = (await catalogues[`./locales/${code}.json`]!()).default;
      expect(
        BRANDS.filter((brand) => brand in translation),
        code,
      ).toEqual([]);
    }
  }, 60_000);

  it('a brand’s page keeps the brand’s name in Tamil, where "Nothing" once read "எதுவுமில்லை"', async () => {
    await i18next.changeLanguage('ta');
    renderWithProviders(
      <CategoryHero
        name="Nothing"
        properName
        crumbs={[{ label: 'Home', to: '/' }, { label: 'Nothing' }]}
        query=""
        onSearch={() => {}}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Nothing$/);
    expect(screen.getByRole('navigation')).toHaveTextContent(i18next.t('Home'));
    expect(screen.getByRole('navigation')).toHaveTextContent('Nothing');
  });
});
