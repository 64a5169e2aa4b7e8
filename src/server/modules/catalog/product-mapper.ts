import { koboToNaira } from '../../../shared/money';
import type { Product, ProductCard } from '../../../shared/product';
import type { ProductRow } from '../../db/schema';
import { rowPictures } from './product-pictures';

/** A database row as the API's Product: naira numbers, ISO dates, arrays of ids. */
export function toProduct(row: ProductRow): Product {
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
  };
}

export function toCard(row: ProductRow): ProductCard {
  return {
    id: row.id,
    name: row.name,
    brand: row.brand,
    price: koboToNaira(row.priceKobo),
    originalPrice: row.originalPriceKobo === null ? null : koboToNaira(row.originalPriceKobo),
    installationFee: row.installationFeeKobo === null ? null : koboToNaira(row.installationFeeKobo),
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
  };
}
