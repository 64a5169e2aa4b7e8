import type { Product } from '../../../shared/product';
import { indexTerms, queryWords, searchWords } from './catalog-search-text';

// Which variant of a product a search means (decision 052): a variant's SKU matched exactly (case and
// separators ignored), else the variant whose option values cover most of the query's words. The index
// itself finds the product (its option values are part of its name field); this picks the variant.

/** A SKU or a query as SKUs are compared: its letters and digits, lower-cased ("TLT 240 5T" = "tlt240-5t"). */
export function skuSearchKey(text: string): string {
  return searchWords(text)
    .map((word) => word.text)
    .join('');
}

/** The words of a product's sold option values, as the index reads them (the name field adds them). */
export function optionWords(product: Pick<Product, 'variants'>): string[] {
  return [...new Set(product.variants.flatMap((variant) => Object.values(variant.options)))];
}

interface VariantTerms {
  sku: string;
  /** Every index term of each of its option values ("5 t": 5, t, 5t). */
  terms: Set<string>;
}

/** A product found by a variant's SKU: its document and that SKU. */
export interface SkuHit {
  doc: number;
  sku: string;
}

export class VariantFinder {
  private readonly bySku = new Map<string, SkuHit>();
  private readonly variants: (VariantTerms[] | undefined)[];

  /** `products`: the search's documents in order. */
  constructor(products: readonly Pick<Product, 'variants'>[]) {
    this.variants = products.map((product, doc) => {
      if (product.variants.length === 0) return undefined;
      return product.variants.map((variant) => {
        const key = skuSearchKey(variant.sku);
        if (key !== '' && !this.bySku.has(key)) this.bySku.set(key, { doc, sku: variant.sku });
        return {
          sku: variant.sku,
          terms: new Set(Object.values(variant.options).flatMap((value) => indexTerms(value))),
        };
      });
    });
  }

  /** The product whose variant's SKU the whole query is, if any. */
  skuHit(query: string): SkuHit | undefined {
    return this.bySku.size === 0 ? undefined : this.bySku.get(skuSearchKey(query));
  }

  /**
   * The SKU of the variant of `doc` the query names: its SKU, else the variant whose option values cover
   * most words of the query (a word alone, or two neighbours joined: "5 t" as "5t"); the first of equals
   * in the shop's order. Undefined for a simple product or a query naming no option value.
   */
  variantOf(doc: number, query: string): string | undefined {
    const variants = this.variants[doc];
    if (!variants) return undefined;
    const hit = this.skuHit(query);
    if (hit?.doc === doc) return hit.sku;
    const words = queryWords(query).map((word) => word.text);
    let best: string | undefined;
    let most = 0;
    for (const variant of variants) {
      const covered = new Set<number>();
      words.forEach((word, i) => {
        if (variant.terms.has(word)) covered.add(i);
        const next = words[i + 1];
        if (next !== undefined && variant.terms.has(word + next)) covered.add(i).add(i + 1);
      });
      if (covered.size > most) {
        most = covered.size;
        best = variant.sku;
      }
    }
    return best;
  }
}
