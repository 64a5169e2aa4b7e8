import { nairaToKobo } from '../../shared/money';
import type { Database } from '../db/client';
import { products, type NewProductRow } from '../db/schema';

export interface FixtureProduct {
  id: string;
  name: string;
  price: number;
  category?: string[];
  subCategory?: string[];
  brand?: string;
  description?: string;
  originalPrice?: number | null;
  installationFee?: number | null;
  /** The delivery class's id (the default: the largest, heavy). */
  deliveryClass?: string;
  stockCount?: number;
  lowStockThreshold?: number;
  rating?: number;
  priority?: number | null;
  featured?: boolean;
  isActive?: boolean;
  /** Hours before a fixed base date; larger is older. */
  ageHours?: number;
}

const BASE_DATE = Date.parse('2026-01-01T00:00:00Z');

export function fixtureRow(product: FixtureProduct): NewProductRow {
  const stockCount = product.stockCount ?? 5;
  const createdAt = new Date(BASE_DATE - (product.ageHours ?? 0) * 3_600_000);
  return {
    id: product.id,
    name: product.name,
    brand: product.brand ?? 'Launch',
    priceKobo: nairaToKobo(product.price),
    originalPriceKobo: product.originalPrice == null ? null : nairaToKobo(product.originalPrice),
    installationFeeKobo: product.installationFee == null ? null : nairaToKobo(product.installationFee),
    ...(product.deliveryClass === undefined ? {} : { deliveryClass: product.deliveryClass }),
    description: product.description ?? `${product.name} for professional workshops.`,
    image: `/media/${product.id}-img/800.webp`,
    imagePublicId: `${product.id}-img`,
    category: product.category ?? ['garagetools'],
    subCategory: product.subCategory ?? [],
    stockCount,
    inStock: stockCount > 0,
    ...(product.lowStockThreshold === undefined ? {} : { lowStockThreshold: product.lowStockThreshold }),
    rating: product.rating ?? 4.5,
    reviews: 3,
    isActive: product.isActive ?? true,
    features: ['Sturdy build'],
    specifications: { Warranty: '1 year' },
    videos: [],
    priority: product.priority ?? null,
    featured: product.featured ?? false,
    createdAt,
    updatedAt: createdAt,
  };
}

export async function insertProducts(db: Database, fixtures: FixtureProduct[]): Promise<void> {
  await db.insert(products).values(fixtures.map(fixtureRow));
}
