// Category slugs: lowercase, every run of non-alphanumerics becomes one hyphen
// (docs/behaviour/catalogue.md#category-tree, #category-page).
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
