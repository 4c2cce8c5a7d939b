// The shape of the catalogue generator's data: one line per subcategory, with real models per item.
import type { Random } from '../random.ts';

/** A product as the data names it: brand, title (without the brand), MRP in rupees, and its own specifications. */
export type Model = readonly [
  brand: string,
  title: string,
  mrpRupees: number,
  specs?: Readonly<Record<string, string>>,
];

export interface LineContext {
  rng: Random;
  brand: string;
  title: string;
  /** The full product name shoppers see. */
  name: string;
  itemId: string;
  itemName: string;
  mrpRupees: number;
  /** The model's own specifications (empty when the data gives none). */
  modelSpecs: Readonly<Record<string, string>>;
}

export interface SubcategoryLine {
  /** 'electronics/audio': a root and subcategory of @haat/domain/catalog/category-tree. */
  path: string;
  /** HSN code for the line, with per-item exceptions. */
  hsn: string;
  hsnByItem?: Readonly<Record<string, string>>;
  /** Percent off MRP sellers usually give in this line: [min, max]. */
  discount: readonly [number, number];
  /** Chance that a product sells at MRP (groceries and books often do). */
  atMrpChance?: number;
  weightGrams: readonly [number, number];
  /** Items whose weight differs from the line's (a treadmill and a yoga mat share 'fitness'). */
  weightByItem?: Readonly<Record<string, readonly [number, number]>>;
  /** Shipping weight from the model itself (a 10 kg atta bag weighs more than 10 kg); weightGrams otherwise. */
  weight?(ctx: LineContext): number | undefined;
  /** Countries of origin, the first the most likely. */
  origins?: readonly string[];
  /** false when the title already reads well on its own (books: the publisher is the brand). */
  brandInName?: boolean;
  /** Candidate bullet points; 3 to 5 are chosen per product. */
  bullets(ctx: LineContext): string[];
  /** Line-wide specifications; a model's own specifications override them. */
  specs(ctx: LineContext): Record<string, string>;
  tags(ctx: LineContext): string[];
  /** Item id (as in the category tree) → the models listed under it. */
  items: Readonly<Record<string, readonly Model[]>>;
}
