// The category paths a listing may name, with their names for the picker ('Fashion › Men › Kurtas'), from the
// storefront's category tree (@haat/domain/catalog/category-tree).
import { CATEGORIES } from '@haat/domain/catalog/category-tree';

export interface CategoryOption {
  path: string;
  label: string;
  root: string;
}

export const CATEGORY_OPTIONS: CategoryOption[] = CATEGORIES.filter((c) => !c.pseudo).flatMap((c) =>
  c.subcategories.flatMap((s) =>
    s.items.length
      ? s.items.map((i) => ({
          path: `${c.id}/${s.id}/${i.id}`,
          label: `${s.name} › ${i.name}`,
          root: c.name,
        }))
      : [{ path: `${c.id}/${s.id}`, label: s.name, root: c.name }],
  ),
);

export function categoryLabel(path: string): string {
  const option = CATEGORY_OPTIONS.find((o) => o.path === path);
  return option ? `${option.root} › ${option.label}` : path;
}
