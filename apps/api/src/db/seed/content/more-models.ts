// Adds more real models to the product lines, keyed by leaf path ("fashion/mens/t-shirts").
import type { Model, SubcategoryLine } from './types.ts';

export type MoreModels = Readonly<Record<string, readonly Model[]>>;

/** 'Brand | Title | MRP | Key=Value; Key=Value' → a model (compact, so long lists stay readable). */
export function row(text: string): Model {
  const [brand = '', title = '', mrp = '0', specs = ''] = text.split(' | ').map((part) => part.trim());
  const entries = specs
    .split(';')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      return [pair.slice(0, at).trim(), pair.slice(at + 1).trim()] as const;
    });
  if (!brand || !title || !(Number(mrp) > 0)) throw new Error(`bad model row: ${text}`);
  return [brand, title, Number(mrp), Object.fromEntries(entries)];
}

/** The lines with the extra models appended to their items; a key naming no line's item is an error. */
export function withMoreModels(lines: readonly SubcategoryLine[], ...more: MoreModels[]): SubcategoryLine[] {
  const extra = new Map<string, Model[]>();
  for (const group of more) {
    for (const [leaf, models] of Object.entries(group))
      extra.set(leaf, [...(extra.get(leaf) ?? []), ...models]);
  }
  const used = new Set<string>();
  const merged = lines.map((line) => ({
    ...line,
    items: Object.fromEntries(
      Object.entries(line.items).map(([item, models]) => {
        const leaf = `${line.path}/${item}`;
        if (extra.has(leaf)) used.add(leaf);
        return [item, [...models, ...(extra.get(leaf) ?? [])]];
      }),
    ),
  }));
  const unused = [...extra.keys()].filter((leaf) => !used.has(leaf));
  if (unused.length) throw new Error(`more models for leaves no line lists: ${unused.join(', ')}`);
  return merged;
}
