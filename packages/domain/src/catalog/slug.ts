// Category slugs: lowercase, every run of non-alphanumerics becomes one hyphen (spec 1 §2, 2 §2).
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
