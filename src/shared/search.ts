import { z } from 'zod';
import { productCardSchema } from './product';
import { text } from './text';

/** GET /api/search/suggestions?q= : what the header's search box offers while a shopper types. */
export const suggestionsQuerySchema = z.object({
  q: text().trim().min(2, 'Type at least 2 characters').max(200),
});
export type SuggestionsQuery = z.infer<typeof suggestionsQuerySchema>;

/** A category or sub-category whose name matches; a sub-category carries its category's id. */
export const suggestedCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  parentId: z.string().optional(),
});
export type SuggestedCategory = z.infer<typeof suggestedCategorySchema>;

export const suggestionsResponseSchema = z.object({
  /**
   * Up to 6 best-matching active products, best first; `variant`: the SKU of the variant the words
   * named (its SKU or option values), which the suggestion opens chosen (decision 052).
   */
  products: z.array(productCardSchema.extend({ variant: z.string().optional() })),
  /** Up to 4 matching categories and sub-categories. */
  categories: z.array(suggestedCategorySchema),
  /** Up to 4 matching brand names, as the catalogue spells them. */
  brands: z.array(z.string()),
  /** Set when some words were taken as typos: the query that was searched. */
  correctedQuery: z.string().optional(),
});
export type SuggestionsResponse = z.infer<typeof suggestionsResponseSchema>;
