import { imageUrl } from '../../../shared/images';
import { koboToNaira } from '../../../shared/money';
import type { Product, ProductCard, ProductVariant, ProductVariantCard } from '../../../shared/product';
import type { ProductRow, ProductVariantRow } from '../../db/schema';
import { rowPictures } from './product-pictures';

const naira = (kobo: number | null): number | null => (kobo === null ? null : koboToNaira(kobo));

/**
 * A database row as the API's Product: naira numbers, ISO dates, arrays of ids. `variants` are the ones
 * to show (the shop's catalogue passes the active ones, the admin every one); a simple product has none.
 */
export function toProduct(row: ProductRow, variants: readonly ProductVariantRow[] = []): Product {
  return {
    ...toCard(row),
    images: rowPictures(row),
    lowStockThreshold: row.lowStockThreshold,
    description: row.description,
    features: row.features,
    specifications: row.specifications,
    videos: row.videos,
    isActive: row.isActive,
    updatedAt: row.updatedAt.toISOString(),
    variants: variants.map(toVariant),
  };
}

/** The card's fields the row holds (the variants come from their own rows). */
function toCard(row: ProductRow): Omit<ProductCard, 'variants'> {
  return {
    id: row.id,
    name: row.name,
    brand: row.brand,
    price: koboToNaira(row.priceKobo),
    originalPrice: naira(row.originalPriceKobo),
    installationFee: naira(row.installationFeeKobo),
    deliveryClass: row.deliveryClass,
    image: row.image,
    imagePublicId: row.imagePublicId,
    category: row.category,
    subCategory: row.subCategory,
    stockCount: row.stockCount,
    inStock: row.inStock,
    rating: row.rating,
    reviews: row.reviews,
    priority: row.priority,
    featured: row.featured,
    createdAt: row.createdAt.toISOString(),
    options: row.options.map((option) => ({ name: option.name, values: [...option.values] })),
  };
}

export function toVariant(row: ProductVariantRow): ProductVariant {
  return {
    id: row.id,
    sku: row.sku,
    options: row.options,
    price: koboToNaira(row.priceKobo),
    originalPrice: naira(row.originalPriceKobo),
    installationFee: naira(row.installationFeeKobo),
    stockCount: row.stockCount,
    lowStockThreshold: row.lowStockThreshold,
    inStock: row.stockCount > 0,
    image: row.imagePublicId === null ? null : imageUrl(row.imagePublicId),
    imagePublicId: row.imagePublicId,
    isActive: row.isActive,
  };
}

/** What a list row carries of a variant (no picture, no admin fields). */
export function toVariantCard(variant: ProductVariant): ProductVariantCard {
  const { id, sku, options, price, originalPrice, stockCount, inStock } = variant;
  return { id, sku, options, price, originalPrice, stockCount, inStock };
}
