// How the server read a search term; its own file because both the search answer (search.schema) and the
// product listing (catalog/product.schema) carry it, and search.schema already imports product.schema.
import { z } from 'zod';

/** Shown as "Showing results for smartphone" with a link to search the original instead. */
export const searchInterpretationSchema = z.object({
  /** What was typed, trimmed. */
  original: z.string(),
  /** What was searched: the original, rewritten (mobile → smartphone) and/or corrected (samsng → samsung). */
  searched: z.string(),
  rewritten: z.boolean(),
  corrected: z.boolean(),
});
export type SearchInterpretation = z.infer<typeof searchInterpretationSchema>;
