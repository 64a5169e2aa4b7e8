// Types of scripts/generate-catalogue.mjs for the TypeScript benchmarks that reuse its generator.

/** A generated product as a row of the products table: money in kobo, JSON columns as JSON text. */
export interface GeneratedRow {
  id: string;
  name: string;
  brand: string;
  price_kobo: number;
  original_price_kobo: number | null;
  description: string;
  image: string;
  image_public_id: string;
  category: string[];
  sub_category: string[];
  stock_count: number;
  in_stock: boolean;
  rating: number;
  reviews: number;
  is_active: boolean;
  features: string;
  specifications: string;
  videos: string;
  priority: number | null;
  featured: boolean;
  created_at: string;
  updated_at: string;
  /** The product's options as JSON text ('[]' for a simple product). */
  options: string;
  /** With variants: the rows of product_variants (options as JSON text). */
  variantRows?: {
    id: string;
    product_id: string;
    position: number;
    sku: string;
    options: string;
    price_kobo: number;
    original_price_kobo: number | null;
    stock_count: number;
    created_at: string;
    updated_at: string;
  }[];
}

export function generateRows(
  count: number,
  image: { image: string; imagePublicId: string },
  seed?: number,
  variants?: number,
): GeneratedRow[];

export function generateCatalogue(options: {
  count: number;
  databaseUrl?: string;
  dataDir?: string;
  variants?: number;
}): Promise<{ inserted: number; active: number }>;
