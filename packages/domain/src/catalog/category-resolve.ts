// Resolves what a shopper typed in a category URL to a catalogue entry (docs/behaviour/catalogue.md#category-page).
import { CATEGORIES, type Category, type Subcategory } from './category-tree.ts';
import { slugify } from './slug.ts';

/** Aliases of docs/behaviour/catalogue.md#category-page; keys are lower-case. */
export const CATEGORY_ALIASES: Readonly<Record<string, string>> = {
  electronic: 'electronics',
  computer: 'electronics',
  tech: 'electronics',
  mobile: 'mobile-phones',
  phones: 'mobile-phones',
  smartphone: 'mobile-phones',
  kitchen: 'home',
  furniture: 'home',
  clothing: 'fashion',
  clothes: 'fashion',
  apparel: 'fashion',
  book: 'books',
  skincare: 'beauty',
  makeup: 'beauty',
  food: 'grocery',
};

/** Case-insensitive by id or name, then by alias. */
export function resolveCategory(input: string): Category | undefined {
  const key = input.trim().toLowerCase();
  if (!key) return undefined;
  const direct = CATEGORIES.find(
    (c) => c.id === key || c.name.toLowerCase() === key || slugify(c.name) === key,
  );
  if (direct) return direct;
  const aliased = CATEGORY_ALIASES[key];
  return aliased ? CATEGORIES.find((c) => c.id === aliased) : undefined;
}

/** By id, by name, then by partial name match. */
export function resolveSubcategory(category: Category, input: string): Subcategory | undefined {
  const key = input.trim().toLowerCase();
  if (!key) return undefined;
  return (
    category.subcategories.find((s) => s.id === key || s.name.toLowerCase() === key) ??
    category.subcategories.find((s) => s.name.toLowerCase().includes(key) || s.id.includes(key))
  );
}
